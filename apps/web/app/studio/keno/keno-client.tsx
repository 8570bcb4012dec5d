import {
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  type KenoBet,
  type KenoOutcome,
  kenoMultiplier,
} from '@jeton/games';
import { useEffect, useRef, useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import './keno.css';

const BALL_SECONDS = 0.12;

/** Keno: pick 1 to 10 of 80 numbers; 20 are drawn and the hits pay by the paytable. */
export function KenoClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.keno;
  const reduced = useReducedMotion();
  const [picks, setPicks] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [shownCount, setShownCount] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<{ hits: number; picks: number; win: string } | null>(null);
  const pending = useRef<RoundAnswer | null>(null);
  const currency = studio.currency;

  // The drawn balls come out one by one.
  useEffect(() => {
    if (!drawing || drawn.length === 0) return;
    if (reduced) {
      setShownCount(drawn.length);
      return;
    }
    setShownCount(0);
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setShownCount(count);
      if (count >= drawn.length) clearInterval(timer);
    }, BALL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [drawn, drawing, reduced]);

  useEffect(() => {
    if (!drawing || shownCount < drawn.length || drawn.length === 0) return;
    const answer = pending.current;
    if (!answer) return;
    pending.current = null;
    const outcome = answer.round.outcome as KenoOutcome;
    const bet = answer.round.bet as KenoBet;
    setResult({ hits: outcome.hits.length, picks: bet.picks.length, win: answer.round.win });
    studio.reveal(answer);
    setDrawing(false);
  }, [shownCount, drawn, drawing, studio]);

  const play = async () => {
    if (drawing || studio.busy || picks.length === 0) return;
    setResult(null);
    setDrawing(true);
    setDrawn([]);
    const answer = await studio.play<KenoBet, KenoOutcome, never>({ picks });
    const outcome = answer?.round.outcome as KenoOutcome | undefined;
    if (!answer || !outcome) {
      setDrawing(false);
      return;
    }
    pending.current = answer;
    setDrawn(outcome.drawn);
  };
  useSpaceKey(play, studio.phase === 'ready');

  const toggle = (n: number) => {
    if (drawing) return;
    setResult(null);
    setDrawn([]);
    setPicks((list) =>
      list.includes(n)
        ? list.filter((pick) => pick !== n)
        : list.length < KENO_MAX_PICKS
          ? [...list, n]
          : list,
    );
  };
  const quickPick = () => {
    // The player's own numbers, chosen at random for them: a bet, not an outcome.
    const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
    const chosen: number[] = [];
    const count = picks.length > 0 ? picks.length : 5;
    while (chosen.length < count) {
      const [n] = pool.splice(Math.floor(Math.random() * pool.length), 1);
      chosen.push(n!);
    }
    setResult(null);
    setDrawn([]);
    setPicks(chosen);
  };

  const visible = new Set(drawn.slice(0, shownCount));
  const pays = KENO_PAYTABLE[picks.length] ?? {};
  return (
    <StudioFrame
      kind="keno"
      studio={studio}
      stage={
        <div className="keno-stage">
          <fieldset className="keno-grid">
            <legend className="studio-visually-hidden">{format(texts.grid, { max: KENO_MAX_PICKS })}</legend>
            {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
              const picked = picks.includes(n);
              const hit = visible.has(n);
              return (
                <button
                  key={n}
                  type="button"
                  className={`keno-number${picked ? ' is-picked' : ''}${hit ? ' is-drawn' : ''}${picked && hit ? ' is-hit' : ''}`}
                  aria-pressed={picked}
                  disabled={drawing}
                  onClick={() => toggle(n)}
                  data-number={n}
                >
                  {n}
                </button>
              );
            })}
          </fieldset>
          <ol className="keno-balls" aria-label={texts.drawn}>
            {drawn.slice(0, shownCount).map((n) => (
              <li key={n} className={picks.includes(n) ? 'is-hit' : ''}>
                {n}
              </li>
            ))}
          </ol>
        </div>
      }
      message={
        result ? (
          <p className={BigInt(result.win) > 0n ? 'studio-win' : 'studio-loss'} data-testid="round-message">
            {BigInt(result.win) > 0n
              ? format(texts.won, {
                  hits: result.hits,
                  picks: result.picks,
                  amount: formatMinor(result.win, currency, locale),
                })
              : format(texts.lost, { hits: result.hits, picks: result.picks })}
          </p>
        ) : picks.length === 0 ? (
          <p className="studio-muted">{format(texts.pickHelp, { max: KENO_MAX_PICKS })}</p>
        ) : null
      }
      controls={
        <div className="keno-controls">
          <div className="keno-tools">
            <button type="button" className="studio-button" onClick={quickPick} disabled={drawing}>
              {texts.quickPick}
            </button>
            <button
              type="button"
              className="studio-button"
              onClick={() => setPicks([])}
              disabled={drawing || picks.length === 0}
            >
              {texts.clear}
            </button>
          </div>
          {picks.length > 0 && (
            <table className="keno-paytable">
              <caption>{format(texts.paytable, { count: picks.length })}</caption>
              <tbody>
                <tr>
                  <th scope="row">{texts.hits}</th>
                  {Object.keys(pays).map((hits) => (
                    <td key={hits}>{hits}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{texts.pays}</th>
                  {Object.entries(pays).map(([hits, multiplier]) => (
                    <td key={hits}>×{multiplier}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          )}
          <PlayRow
            studio={studio}
            stakeDisabled={drawing}
            onPlay={play}
            playDisabled={drawing || studio.busy || picks.length === 0}
          >
            {drawing ? texts.drawing : texts.draw}
          </PlayRow>
        </div>
      }
      describeRound={(played) => {
        const typed = played as StudioRound<KenoBet, KenoOutcome>;
        if (!typed.outcome) return '–';
        return format(texts.historyLine, {
          hits: typed.outcome.hits.length,
          picks: typed.bet.picks.length,
          multiplier: kenoMultiplier(typed.bet.picks.length, typed.outcome.hits.length),
        });
      }}
    />
  );
}
