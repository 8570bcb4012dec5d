import {
  CRASH_MAX_TARGET_HUNDREDTHS,
  CRASH_MIN_TARGET_HUNDREDTHS,
  type CrashBet,
  type CrashOutcome,
  crashWinChance,
  formatCrashPoint,
} from '@jeton/games';
import { useRef, useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { CrashGraph } from './crash-graph.js';
import './crash.css';

const QUICK_TARGETS = [150, 200, 500, 1000];

/** The target typed by the player ("2.5", "2,5") in hundredths, or null when it is not one. */
export function parseTarget(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= CRASH_MIN_TARGET_HUNDREDTHS && hundredths <= CRASH_MAX_TARGET_HUNDREDTHS
    ? hundredths
    : null;
}

/** Crash: the multiplier climbs until it crashes; the bet cashes out by itself at the target. */
export function CrashClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.crash;
  const reduced = useReducedMotion();
  const [targetText, setTargetText] = useState('2.00');
  const target = parseTarget(targetText);
  const [round, setRound] = useState<{ crash: number; target: number; key: number } | null>(null);
  const [result, setResult] = useState<{ crash: number; target: number; win: string } | null>(null);
  const [flying, setFlying] = useState(false);
  const pending = useRef<RoundAnswer | null>(null);
  const currency = studio.currency;

  const play = async () => {
    if (flying || studio.busy || target === null) return;
    setFlying(true);
    setResult(null);
    const answer = await studio.play<CrashBet, CrashOutcome, never>({ targetHundredths: target });
    const outcome = answer?.round.outcome as CrashOutcome | undefined;
    if (!answer || !outcome) {
      setFlying(false);
      return;
    }
    pending.current = answer;
    setRound((current) => ({ crash: outcome.crashHundredths, target, key: (current?.key ?? 0) + 1 }));
  };
  useSpaceKey(play, studio.phase === 'ready');

  const landed = () => {
    const answer = pending.current;
    if (!answer || !round) return;
    pending.current = null;
    setResult({ crash: round.crash, target: round.target, win: answer.round.win });
    studio.reveal(answer);
    setFlying(false);
  };

  const chance = target === null ? null : crashWinChance(target) * 100;
  return (
    <StudioFrame
      kind="crash"
      studio={studio}
      stage={
        <CrashGraph
          crashHundredths={round?.crash ?? null}
          targetHundredths={round && flying ? round.target : (target ?? 200)}
          roundKey={round?.key ?? 0}
          reduced={reduced}
          onDone={landed}
          label={texts.graph}
        />
      }
      message={
        result ? (
          <p className={BigInt(result.win) > 0n ? 'studio-win' : 'studio-loss'} data-testid="round-message">
            {BigInt(result.win) > 0n
              ? format(texts.won, {
                  target: formatCrashPoint(result.target),
                  crash: formatCrashPoint(result.crash),
                  amount: formatMinor(result.win, currency, locale),
                })
              : format(texts.lost, {
                  target: formatCrashPoint(result.target),
                  crash: formatCrashPoint(result.crash),
                })}
          </p>
        ) : null
      }
      controls={
        <div className="crash-controls">
          <label className="crash-target-field">
            <span className="studio-field-label">{texts.target}</span>
            <span className="crash-target-input">
              <span aria-hidden="true">×</span>
              <input
                className="studio-input"
                inputMode="decimal"
                value={targetText}
                disabled={flying}
                aria-invalid={target === null}
                aria-describedby="crash-target-help"
                onChange={(event) => setTargetText(event.target.value)}
              />
            </span>
          </label>
          <div className="crash-quick">
            {QUICK_TARGETS.map((quick) => (
              <button
                key={quick}
                type="button"
                className="studio-button"
                disabled={flying}
                onClick={() => setTargetText((quick / 100).toFixed(2))}
              >
                {formatCrashPoint(quick)}
              </button>
            ))}
          </div>
          <p
            id="crash-target-help"
            className={target === null ? 'studio-field-error' : 'studio-muted studio-small'}
          >
            {target === null
              ? texts.invalidTarget
              : format(texts.chance, {
                  chance: (chance ?? 0).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US', {
                    maximumFractionDigits: 4,
                  }),
                })}
          </p>
          <PlayRow
            currency={currency}
            stake={studio.stake}
            onStakeChange={studio.setStake}
            stakeDisabled={flying}
            onPlay={play}
            playDisabled={flying || studio.busy || target === null}
          >
            {flying ? texts.flying : texts.play}
          </PlayRow>
        </div>
      }
      describeRound={(played) => {
        const typed = played as StudioRound<CrashBet, CrashOutcome>;
        if (!typed.outcome) return '–';
        return format(texts.historyLine, {
          crash: formatCrashPoint(typed.outcome.crashHundredths),
          target: formatCrashPoint(typed.bet.targetHundredths),
        });
      }}
    />
  );
}
