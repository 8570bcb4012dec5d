import { CRASH_MAX_TARGET_HUNDREDTHS, CRASH_MIN_TARGET_HUNDREDTHS, type CrashBet } from '@jeton/games';
import { useState } from 'react';
import type { RoundAnswer } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useOpenRound } from '../shell/use-open-round.js';
import { useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { type CrashRound, describeCrashRound, useCrashFlight } from './crash-flight.js';
import { CrashGraph } from './crash-graph.js';
import { CrashMessage, CrashTargetFields } from './crash-texts.js';
import './crash.css';

/** The target typed by the player ("2.5", "2,5") in hundredths, or null when it is not one. */
export function parseTarget(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= CRASH_MIN_TARGET_HUNDREDTHS && hundredths <= CRASH_MAX_TARGET_HUNDREDTHS
    ? hundredths
    : null;
}

/**
 * Crash: the multiplier climbs from ×1.00 until the round crashes. The player cashes out by hand
 * (the button, or Space) at the multiplier of that moment, or automatically at a target.
 */
export function CrashClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.crash;
  const reduced = useReducedMotion();
  const [auto, setAuto] = useState(false);
  const [targetText, setTargetText] = useState('2.00');
  const target = parseTarget(targetText);
  const { round, resumed, setResumed, inPlay, settle } = useOpenRound<CrashRound>(studio);
  const flight = useCrashFlight({ studio, round, inPlay, settle, reduced });
  const currency = studio.currency;
  const canBet = !inPlay && !studio.busy && (!auto || target !== null);

  const play = async () => {
    if (!canBet) return;
    const answer = await studio.play<CrashBet, CrashRound['outcome'], never>({
      targetHundredths: auto ? target : null,
    });
    if (!answer) return;
    setResumed(false);
    flight.takeOff(answer as RoundAnswer);
  };
  const canCashOut = inPlay && flight.shown >= CRASH_MIN_TARGET_HUNDREDTHS;
  useSpaceKey(() => (inPlay ? canCashOut && void flight.cashOut() : void play()), studio.phase === 'ready');

  const outcome = round?.outcome ?? null;
  const settled = round !== null && round.status === 'settled' && outcome !== null;
  const roundTarget = round?.bet.targetHundredths ?? null;
  const liveWin = BigInt(round?.stake ?? '0') * BigInt(flight.shown);
  return (
    <StudioFrame
      kind="crash"
      studio={studio}
      stage={
        <CrashGraph
          shownHundredths={settled && outcome.crashHundredths ? outcome.crashHundredths : flight.shown}
          crashed={settled}
          targetHundredths={round && (inPlay || settled) ? roundTarget : auto ? target : null}
          cashedOutHundredths={settled ? (outcome.cashedOutHundredths ?? null) : null}
          label={texts.graph}
          locale={locale}
        />
      }
      message={<CrashMessage round={round} currency={currency} resumed={resumed} inPlay={inPlay} />}
      controls={
        <div className="crash-controls">
          <label className="crash-auto-toggle">
            <input
              type="checkbox"
              checked={auto}
              disabled={inPlay}
              onChange={(event) => setAuto(event.target.checked)}
            />
            <span>{texts.autoToggle}</span>
          </label>
          <CrashTargetFields
            auto={auto}
            targetText={targetText}
            setTargetText={setTargetText}
            target={target}
            inPlay={inPlay}
          />
          {inPlay ? (
            <button
              type="button"
              className="studio-button studio-button-play crash-cash-out"
              data-testid="cash-out"
              disabled={!canCashOut || flight.cashingOut}
              onClick={() => void flight.cashOut()}
            >
              {format(texts.cashOut, { amount: formatMinor((liveWin / 100n).toString(), currency, locale) })}
            </button>
          ) : (
            <PlayRow studio={studio} stakeDisabled={inPlay} onPlay={play} playDisabled={!canBet}>
              {texts.play}
            </PlayRow>
          )}
        </div>
      }
      describeRound={(played) => describeCrashRound(played as CrashRound, texts, format, locale)}
    />
  );
}
