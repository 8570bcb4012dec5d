import { PLINKO_PAYTABLES, type PlinkoBet, type PlinkoOutcome } from '@jeton/games';
import { useEffect, useRef, useState } from 'react';

const WIDTH = 600;
const TOP = 30;

/** The pegs of a board: row r has r + 3, placed −1 … r + 1 around the centre line. */
function pegs(rows: number): { id: string; row: number; place: number }[] {
  const list: { id: string; row: number; place: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let place = -1; place <= row + 1; place++) list.push({ id: `${row}:${place}`, row, place });
  }
  return list;
}

/** Seconds the ball spends on each row. */
export const ROW_SECONDS = 0.16;

interface PlinkoBoardProps {
  bet: PlinkoBet;
  /** The drop being shown, or null before the first one. */
  outcome: PlinkoOutcome | null;
  dropKey: number;
  reduced: boolean;
  onLanded(): void;
  label: string;
}

/** The peg board: the ball bounces left or right at each row along the path the round drew. */
export function PlinkoBoard({ bet, outcome, dropKey, reduced, onLanded, label }: PlinkoBoardProps) {
  const rows = outcome?.path.length ?? bet.rows;
  const gap = WIDTH / (rows + 3);
  const height = TOP + (rows + 1) * gap + 40;
  const [step, setStep] = useState(outcome ? rows + 1 : 0);
  const landed = useRef(onLanded);
  landed.current = onLanded;

  // biome-ignore lint/correctness/useExhaustiveDependencies: dropKey replays a new drop even when its path equals the last one
  useEffect(() => {
    if (!outcome) return;
    const total = outcome.path.length + 1;
    if (reduced) {
      setStep(total);
      landed.current();
      return;
    }
    setStep(0);
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= total) {
        clearInterval(timer);
        landed.current();
      }
    }, ROW_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [outcome, dropKey, reduced]);

  const pegX = (row: number, index: number) => WIDTH / 2 + (index - row / 2) * gap;
  const pegY = (row: number) => TOP + row * gap;
  // Before row r the ball sits above the peg it will hit: right turns so far decide its place.
  const rights = outcome
    ? outcome.path.slice(0, Math.min(step, outcome.path.length)).reduce((a, b) => a + b, 0)
    : 0;
  const ballRow = Math.min(step, rows);
  const ballX = WIDTH / 2 + (rights - ballRow / 2) * gap;
  const ballY = step > rows ? pegY(rows) + gap * 0.55 : pegY(ballRow) - gap * 0.45;
  const multipliers = PLINKO_PAYTABLES[bet.risk][rows] ?? [];
  const done = outcome !== null && step > rows;
  return (
    <svg className="plinko-board" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
      {pegs(rows).map((peg) => (
        <circle
          key={peg.id}
          cx={pegX(peg.row, peg.place)}
          cy={pegY(peg.row)}
          r={Math.max(3, gap * 0.1)}
          className="plinko-peg"
        />
      ))}
      {multipliers.map((multiplier, bin) => {
        const x = pegX(rows, bin) - gap / 2 + 2;
        const hot = Math.abs(bin - rows / 2) / (rows / 2);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one bin per place
          <g key={bin} className={`plinko-bin${done && outcome?.bin === bin ? ' is-hit' : ''}`}>
            <rect
              x={x}
              y={pegY(rows) + gap * 0.2}
              width={gap - 4}
              height={gap * 0.8}
              rx="6"
              fill={`hsl(${48 - hot * 48} 95% ${55 - hot * 5}%)`}
            />
            <text
              x={x + (gap - 4) / 2}
              y={pegY(rows) + gap * 0.62}
              className="plinko-bin-text"
              fontSize={Math.min(16, gap * 0.32)}
            >
              {multiplier}×
            </text>
          </g>
        );
      })}
      {outcome && (
        <circle
          r={Math.max(6, gap * 0.2)}
          className="plinko-ball"
          style={{
            transform: `translate(${ballX}px, ${ballY}px)`,
            transition: reduced ? 'none' : `transform ${ROW_SECONDS}s ease-in`,
          }}
        />
      )}
    </svg>
  );
}
