import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARDED,
  LINE_PAYS,
  PAYLINE_COUNT,
  SCATTER_PAYS,
  type SlotBet,
  type SlotOutcome,
  type SlotSymbol,
} from '@jeton/games';
import { useState } from 'react';
import type { StudioRound } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { pause, useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { SlotReels, SPIN_SECONDS } from './slot-reels.js';
import { SlotSymbolDefs, SlotSymbolIcon } from './slot-symbols.js';
import './slot.css';

/** Where the reels rest before the first spin: a screen of the real strips, not an outcome. */
const RESTING_STOPS = [0, 6, 12, 18, 24];

interface Shown {
  outcome: SlotOutcome | null;
  win: string;
}

/** Fruit Reels: a 5 × 3 video slot with 20 paylines, a wild, scatters and free spins at ×3. */
export function SlotClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.slot;
  const reduced = useReducedMotion();
  const [stops, setStops] = useState(RESTING_STOPS);
  const [previous, setPrevious] = useState(RESTING_STOPS);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<Shown>({ outcome: null, win: '0' });
  const [grid, setGrid] = useState<SlotSymbol[][]>([]);
  const freeSpins = studio.freeSpins ?? 0;
  const currency = studio.currency;

  const spin = async () => {
    if (spinning || studio.busy) return;
    const freeSpin = freeSpins > 0;
    setSpinning(true);
    const answer = await studio.play<SlotBet, SlotOutcome, never>({ freeSpin }, { freeSpin });
    const outcome = answer?.round.outcome as SlotOutcome | undefined;
    if (answer && outcome) {
      setPrevious(stops);
      setStops(outcome.stops);
      setShown({ outcome: null, win: '0' });
      await pause(SPIN_SECONDS * 1000 + 150, reduced);
      setGrid(outcome.grid);
      setShown({ outcome, win: answer.round.win });
      studio.reveal(answer);
    }
    setSpinning(false);
  };
  useSpaceKey(spin, studio.phase === 'ready');

  const outcome = shown.outcome;
  const won = BigInt(shown.win) > 0n;
  return (
    <StudioFrame
      kind="slot"
      studio={studio}
      stage={
        <div className={`slot-cabinet${freeSpins > 0 || outcome?.freeSpin ? ' is-free' : ''}`}>
          <SlotSymbolDefs />
          <div className="slot-marquee">
            <span className="slot-title">{studio.session?.game.name}</span>
            <span className="slot-lines-count">{format(texts.lines, { count: PAYLINE_COUNT })}</span>
          </div>
          <SlotReels
            stops={stops}
            previous={previous}
            spinning={spinning}
            reduced={reduced}
            wins={outcome?.lineWins ?? []}
            grid={grid}
            label={texts.reels}
          />
          {freeSpins > 0 && (
            <p className="slot-free-banner" data-testid="slot-free-banner">
              {studio.freeSpinFeature
                ? format(texts.freeSpinsBanner, { count: freeSpins, multiplier: FREE_SPIN_MULTIPLIER })
                : format(texts.grantedSpinsBanner, { count: freeSpins })}
            </p>
          )}
        </div>
      }
      message={
        outcome && !spinning ? (
          <div data-testid="round-message">
            <p className={won ? 'studio-win' : 'studio-muted'}>
              {won ? format(texts.won, { amount: formatMinor(shown.win, currency, locale) }) : texts.lost}
            </p>
            {outcome.lineWins.length > 0 && (
              <ul className="slot-win-list">
                {outcome.lineWins.map((win) => (
                  <li key={win.line}>
                    {format(texts.lineWin, {
                      line: win.line,
                      count: win.count,
                      symbol: texts.symbols[win.symbol],
                    })}
                  </li>
                ))}
              </ul>
            )}
            {outcome.freeSpinsAwarded > 0 && (
              <p className="slot-free-won">
                {format(texts.freeSpinsWon, { count: outcome.freeSpinsAwarded })}
              </p>
            )}
          </div>
        ) : null
      }
      controls={
        <div className="slot-controls">
          <PlayRow
            studio={studio}
            stakeDisabled={spinning || freeSpins > 0}
            onPlay={spin}
            playDisabled={spinning || studio.busy}
            playClassName={freeSpins > 0 ? ' is-free' : ''}
          >
            {spinning ? texts.spinning : freeSpins > 0 ? texts.freeSpin : texts.spin}
          </PlayRow>
          <Paytable />
        </div>
      }
      describeRound={(round) => {
        const typed = round as StudioRound<SlotBet, SlotOutcome>;
        const result = typed.outcome;
        if (!result) return '–';
        const lines = format(texts.historyLine, { count: result.lineWins.length });
        return result.freeSpinsAwarded > 0
          ? `${lines}, ${format(texts.freeSpinsWon, { count: result.freeSpinsAwarded })}`
          : lines;
      }}
    />
  );
}

/** The rules: line pays for 3, 4 and 5 from the left, scatters anywhere, free spins. */
function Paytable() {
  const { t, format } = useStudioI18n();
  const texts = t.slot;
  const symbols = Object.entries(LINE_PAYS).reverse() as [
    Exclude<SlotSymbol, 'scatter'>,
    readonly number[],
  ][];
  return (
    <details className="slot-paytable">
      <summary>{texts.paytable}</summary>
      <p className="studio-muted studio-small">{format(texts.rules, { lines: PAYLINE_COUNT })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.symbol}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {symbols.map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row">
                <SlotSymbolIcon symbol={symbol} />
                <span>{texts.symbols[symbol]}</span>
              </th>
              {pays.map((pay, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed columns
                <td key={index}>{pay}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <SlotSymbolIcon symbol="scatter" />
              <span>{texts.symbols.scatter}</span>
            </th>
            {[3, 4, 5].map((count) => (
              <td key={count}>
                {format(texts.scatterPay, {
                  pays: SCATTER_PAYS[count] ?? 0,
                  spins: FREE_SPINS_AWARDED[count] ?? 0,
                })}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="studio-muted studio-small">
        {format(texts.freeSpinRules, { multiplier: FREE_SPIN_MULTIPLIER })}
      </p>
    </details>
  );
}
