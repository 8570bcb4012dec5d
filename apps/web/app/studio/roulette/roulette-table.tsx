import { pocketColour, type RouletteBet } from '@jeton/games';
import type { KeyboardEvent } from 'react';
import { EVEN_HEIGHT, EVEN_TOP, type TableSpot, tableSpots } from './table-spots.js';

const SPOTS = tableSpots();
const CELL = 60;
/** Room round the felt, in cell units. */
const MARGIN = 0.25;

export type TableOrientation = 'wide' | 'tall';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Cell units to the drawing: as is on a wide screen; turned a quarter, zero on top, on a phone. */
function place(spot: Pick<TableSpot, 'u' | 'v' | 'width' | 'height'>, orientation: TableOrientation): Box {
  if (orientation === 'wide') {
    return {
      x: (spot.u + 1 + MARGIN) * CELL,
      y: (spot.v + MARGIN) * CELL,
      width: spot.width * CELL,
      height: spot.height * CELL,
    };
  }
  const across = EVEN_TOP + EVEN_HEIGHT;
  return {
    x: (across - spot.v - spot.height + MARGIN) * CELL,
    y: (spot.u + 1 + MARGIN) * CELL,
    width: spot.height * CELL,
    height: spot.width * CELL,
  };
}

function viewBox(orientation: TableOrientation): string {
  const long = (14 + 2 * MARGIN) * CELL;
  const short = (EVEN_TOP + EVEN_HEIGHT + 2 * MARGIN) * CELL;
  return orientation === 'wide' ? `0 0 ${long} ${short}` : `0 0 ${short} ${long}`;
}

interface RouletteTableProps {
  orientation: TableOrientation;
  /** Chips on each spot, in minor units, by spot key. */
  chips: ReadonlyMap<string, bigint>;
  /** The chip label for an amount: "1", "2.5", "10". */
  chipLabel(amount: bigint): string;
  /** The spot's name for assistive technology: "Split 1-4". */
  describe(bet: RouletteBet): string;
  labels: { column: string; dozens: [string, string, string]; evenMoney: Record<string, string> };
  winning: number | null;
  disabled: boolean;
  onPlace(spot: TableSpot): void;
  label: string;
}

/** The felt: numbers, outside bets and every line a chip can sit on, each one a button. */
export function RouletteTable(props: RouletteTableProps) {
  const { orientation } = props;
  const onKey = (spot: TableSpot) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!props.disabled) props.onPlace(spot);
    }
  };
  return (
    <fieldset className="roulette-table-set">
      <legend className="studio-visually-hidden">{props.label}</legend>
      <svg
        className={`roulette-table is-${orientation}`}
        viewBox={viewBox(orientation)}
        data-testid="roulette-table"
      >
        <title>{props.label}</title>
        {SPOTS.map((spot) => {
          const box = place(spot, orientation);
          const amount = props.chips.get(spot.key);
          const text = spotText(spot.bet, props.labels, orientation);
          const colour = spot.bet.kind === 'straight' ? pocketColour(spot.bet.number) : null;
          const isWinner = spot.bet.kind === 'straight' && spot.bet.number === props.winning;
          const vertical = orientation === 'tall' && (spot.bet.kind === 'dozen' || spot.v >= EVEN_TOP);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one.
            <g
              key={spot.key}
              className={`roulette-spot${spot.drawn ? ' is-cell' : ' is-line'}${isWinner ? ' is-winner' : ''}`}
              role="button"
              tabIndex={props.disabled ? -1 : 0}
              aria-label={props.describe(spot.bet)}
              aria-disabled={props.disabled}
              data-spot={spot.key}
              onClick={() => !props.disabled && props.onPlace(spot)}
              onKeyDown={onKey(spot)}
            >
              <rect
                x={box.x}
                y={box.y}
                width={box.width}
                height={box.height}
                className={spot.drawn ? 'roulette-cell' : 'roulette-line-target'}
              />
              {spot.drawn && colour && colour !== 'green' && (
                <rect
                  x={box.x + box.width / 2 - 19}
                  y={box.y + box.height / 2 - 15}
                  width="38"
                  height="30"
                  rx="15"
                  className={`roulette-number-${colour}`}
                />
              )}
              {spot.drawn && spot.bet.kind === 'red' && <Diamond box={box} colour="#d62c3f" />}
              {spot.drawn && spot.bet.kind === 'black' && <Diamond box={box} colour="#15151c" />}
              {spot.drawn && text && (
                <text
                  x={box.x + box.width / 2}
                  y={box.y + box.height / 2}
                  className={`roulette-cell-text${colour ? ' is-number' : ''}`}
                  transform={
                    vertical ? `rotate(-90 ${box.x + box.width / 2} ${box.y + box.height / 2})` : undefined
                  }
                >
                  {text}
                </text>
              )}
              {amount !== undefined && amount > 0n && (
                <g className="roulette-chip">
                  <circle cx={box.x + box.width / 2} cy={box.y + box.height / 2} r="17" />
                  <circle
                    cx={box.x + box.width / 2}
                    cy={box.y + box.height / 2}
                    r="12"
                    className="roulette-chip-inner"
                  />
                  <text x={box.x + box.width / 2} y={box.y + box.height / 2} className="roulette-chip-text">
                    {props.chipLabel(amount)}
                  </text>
                </g>
              )}
            </g>
          );
        })}
      </svg>
    </fieldset>
  );
}

function Diamond({ box, colour }: { box: Box; colour: string }) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const w = Math.min(box.width, box.height) * 0.42;
  return (
    <path
      d={`M ${cx - w} ${cy} L ${cx} ${cy - w * 0.6} L ${cx + w} ${cy} L ${cx} ${cy + w * 0.6} Z`}
      fill={colour}
      stroke="#f3e6c4"
      strokeWidth="2"
    />
  );
}

function spotText(
  bet: RouletteBet,
  labels: RouletteTableProps['labels'],
  orientation: TableOrientation,
): string | null {
  switch (bet.kind) {
    case 'straight':
      return String(bet.number);
    case 'column':
      return orientation === 'tall' ? '2:1' : labels.column;
    case 'dozen':
      return labels.dozens[bet.dozen - 1] ?? null;
    case 'red':
    case 'black':
      return null;
    case 'low':
    case 'high':
    case 'odd':
    case 'even':
      return labels.evenMoney[bet.kind] ?? null;
    default:
      return null;
  }
}
