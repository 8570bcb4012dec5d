import {
  PAYLINES,
  REEL_STRIPS,
  SLOT_SYMBOLS,
  type SlotLineWin,
  type SlotSymbol,
  SYMBOL_LETTERS,
} from '@jeton/games';
import { useEffect, useLayoutEffect, useState } from 'react';
import { SlotSymbolIcon } from './slot-symbols.js';

const ROWS = 3;
/** Seconds the first reel runs; each next reel runs a little longer, so they stop left to right. */
const FIRST_REEL_SECONDS = 0.9;
const REEL_STAGGER_SECONDS = 0.3;
export const SPIN_SECONDS = FIRST_REEL_SECONDS + 4 * REEL_STAGGER_SECONDS;

const symbolAt = (reel: number, position: number): SlotSymbol => {
  const strip = REEL_STRIPS[reel]!;
  const letter = strip[((position % strip.length) + strip.length) % strip.length]!;
  return SLOT_SYMBOLS[SYMBOL_LETTERS.indexOf(letter)]!;
};

/**
 * One reel: its real strip from the new stop down to the old one. It starts shifted so the
 * old window shows, then slides down to the new stop, running through every symbol in between
 * plus a full turn of the strip: what rolls past is what the strip really holds.
 */
function Reel({
  reel,
  from,
  to,
  spinning,
  reduced,
}: {
  reel: number;
  from: number;
  to: number;
  spinning: boolean;
  reduced: boolean;
}) {
  const length = REEL_STRIPS[reel]!.length;
  const travel = spinning && !reduced ? ((from - to + length) % length) + length : 0;
  const cells = Array.from({ length: travel + ROWS }, (_, i) => symbolAt(reel, to + i));
  const [released, setReleased] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stop (or spin) holds the strip back before it runs
  useLayoutEffect(() => setReleased(false), [to, from, spinning]);
  useEffect(() => {
    if (travel === 0) return;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setReleased(true)));
    return () => cancelAnimationFrame(frame);
  }, [travel]);
  const shift = released || travel === 0 ? 0 : (travel / (travel + ROWS)) * 100;
  const seconds = FIRST_REEL_SECONDS + reel * REEL_STAGGER_SECONDS;
  return (
    <div className="slot-reel">
      <div
        className="slot-strip"
        style={{
          transform: `translateY(-${shift}%)`,
          transition:
            released && travel > 0 ? `transform ${seconds}s cubic-bezier(0.3, 0.05, 0.25, 1.08)` : 'none',
        }}
      >
        {cells.map((symbol, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place on the strip is its identity
          <div key={index} className="slot-cell">
            <SlotSymbolIcon symbol={symbol} />
          </div>
        ))}
      </div>
    </div>
  );
}

const REELS = [0, 1, 2, 3, 4];

/** The scatters on the screen, marked when there are enough of them to pay (three or more). */
function scatterCells(grid: SlotSymbol[][]): { id: string; reel: number; row: number }[] {
  const cells: { id: string; reel: number; row: number }[] = [];
  grid.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === 'scatter') cells.push({ id: `${reel}:${row}`, reel, row });
    });
  });
  return cells.length >= 3 ? cells : [];
}

const LINE_COLOURS = ['#ffd84d', '#ff5c7a', '#3ff0b8', '#7bb8ff', '#ff9f43', '#c792ff', '#9dff6a', '#ff7bd5'];

interface SlotReelsProps {
  stops: number[];
  previous: number[];
  spinning: boolean;
  reduced: boolean;
  /** The winning lines, shown once the reels stop. */
  wins: SlotLineWin[];
  /** The grid of the shown stops, for marking scatters and winning cells. */
  grid: SlotSymbol[][];
  label: string;
}

/** Five reels of three rows, with each winning payline drawn across them when they stop. */
export function SlotReels({ stops, previous, spinning, reduced, wins, grid, label }: SlotReelsProps) {
  const winning = new Set<string>();
  for (const win of wins) {
    const rows = PAYLINES[win.line - 1]!;
    for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${rows[reel]}`);
  }
  return (
    <div className="slot-window" role="img" aria-label={label} data-testid="slot-reels">
      {REELS.map((reel) => (
        <Reel
          key={reel}
          reel={reel}
          from={previous[reel] ?? stops[reel]!}
          to={stops[reel]!}
          spinning={spinning}
          reduced={reduced}
        />
      ))}
      {!spinning && (
        <svg className="slot-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
          {[...winning].map((cell) => {
            const [reel, row] = cell.split(':').map(Number) as [number, number];
            return (
              <rect
                key={cell}
                x={reel * 100 + 4}
                y={row * 100 + 4}
                width="92"
                height="92"
                rx="12"
                className="slot-win-cell"
              />
            );
          })}
          {scatterCells(grid).map(({ id, reel, row }) => (
            <rect
              key={id}
              x={reel * 100 + 4}
              y={row * 100 + 4}
              width="92"
              height="92"
              rx="46"
              className="slot-scatter-cell"
            />
          ))}
          {wins.map((win, index) => (
            <polyline
              key={win.line}
              points={PAYLINES[win.line - 1]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(
                ' ',
              )}
              className="slot-payline"
              stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
            />
          ))}
        </svg>
      )}
    </div>
  );
}
