import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoBet,
  type PlinkoOutcome,
  plinkoMultiplier,
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
import { PlinkoBoard } from './plinko-board.js';
import './plinko.css';

/** Plinko: a ball drops through 8 to 16 rows of pegs into a bin whose multiplier it pays. */
export function PlinkoClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.plinko;
  const reduced = useReducedMotion();
  const [bet, setBet] = useState<PlinkoBet>({ rows: 12, risk: 'medium' });
  const [drop, setDrop] = useState<{ outcome: PlinkoOutcome; bet: PlinkoBet; key: number } | null>(null);
  const [result, setResult] = useState<{ bin: number; win: string; bet: PlinkoBet } | null>(null);
  const [dropping, setDropping] = useState(false);
  const pending = useRef<RoundAnswer | null>(null);
  const currency = studio.currency;

  const play = async () => {
    if (dropping || studio.busy) return;
    setDropping(true);
    setResult(null);
    const answer = await studio.play<PlinkoBet, PlinkoOutcome, never>(bet);
    const outcome = answer?.round.outcome as PlinkoOutcome | undefined;
    if (!answer || !outcome) {
      setDropping(false);
      return;
    }
    pending.current = answer;
    setDrop((current) => ({ outcome, bet, key: (current?.key ?? 0) + 1 }));
  };
  useSpaceKey(play, studio.phase === 'ready');

  const landed = () => {
    const answer = pending.current;
    if (!answer || !drop) return;
    pending.current = null;
    setResult({ bin: drop.outcome.bin, win: answer.round.win, bet: drop.bet });
    studio.reveal(answer);
    setDropping(false);
  };

  return (
    <StudioFrame
      kind="plinko"
      studio={studio}
      stage={
        <div className="plinko-stage">
          <PlinkoBoard
            bet={drop && dropping ? drop.bet : bet}
            outcome={
              drop && (dropping || (drop.bet.rows === bet.rows && drop.bet.risk === bet.risk))
                ? drop.outcome
                : null
            }
            dropKey={drop?.key ?? 0}
            reduced={reduced}
            onLanded={landed}
            label={texts.board}
          />
        </div>
      }
      message={
        result ? (
          <p className={BigInt(result.win) > 0n ? 'studio-win' : 'studio-loss'} data-testid="round-message">
            {format(texts.landed, {
              multiplier: plinkoMultiplier(result.bet, result.bin),
              amount: formatMinor(result.win, currency, locale),
            })}
          </p>
        ) : null
      }
      controls={
        <div className="plinko-controls">
          <fieldset className="studio-toggle">
            <legend className="studio-visually-hidden">{texts.risk}</legend>
            {PLINKO_RISKS.map((risk) => (
              <label key={risk} className="studio-toggle-option">
                <input
                  type="radio"
                  name="plinko-risk"
                  value={risk}
                  checked={bet.risk === risk}
                  disabled={dropping}
                  onChange={() => setBet({ ...bet, risk })}
                />
                <span>{texts.risks[risk]}</span>
              </label>
            ))}
          </fieldset>
          <label className="plinko-rows">
            <span>
              {texts.rows} <strong>{bet.rows}</strong>
            </span>
            <input
              type="range"
              min={PLINKO_MIN_ROWS}
              max={PLINKO_MAX_ROWS}
              value={bet.rows}
              disabled={dropping}
              onChange={(event) => setBet({ ...bet, rows: Number(event.target.value) })}
            />
          </label>
          <PlayRow
            studio={studio}
            stakeDisabled={dropping}
            onPlay={play}
            playDisabled={dropping || studio.busy}
          >
            {texts.drop}
          </PlayRow>
        </div>
      }
      describeRound={(played) => {
        const typed = played as StudioRound<PlinkoBet, PlinkoOutcome>;
        if (!typed.outcome) return '–';
        return format(texts.historyLine, {
          multiplier: plinkoMultiplier(typed.bet, typed.outcome.bin),
          rows: typed.bet.rows,
          risk: texts.risks[typed.bet.risk],
        });
      }}
    />
  );
}
