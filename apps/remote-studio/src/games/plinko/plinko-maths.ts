import type { GameMaths } from '../game-maths.js';

// "Pixel Plinko" (decision 0096): twelve rows of pegs, the ball goes left or right at each with
// even chances, so it lands in slot k (its count of rights) with chance C(12, k) / 4 096. The slots'
// multipliers, symmetric, give RTP = Σ C(12, k) · m_k / 4 096 = 96.84 % exactly.

export const ROWS = 12;
/** Hundredths of the stake, slot 0 to slot 12. */
export const SLOT_MULTIPLIERS = [3300, 1100, 400, 180, 110, 60, 30, 60, 110, 180, 400, 1100, 3300] as const;

export interface PlinkoOutcome {
  /** Left (0) or right (1) at each row. */
  path: number[];
  slot: number;
  multiplier: number;
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

export function plinkoRtp(): number {
  return SLOT_MULTIPLIERS.reduce((sum, m, k) => sum + (choose(ROWS, k) * m) / 100 / 2 ** ROWS, 0);
}

export const PLINKO: GameMaths = {
  kind: 'plinko',
  rtp: 0.9684,
  volatility: 'medium',
  stakeStep: 100,
  defaultOptions: {},
  play(draw, stake) {
    const path = Array.from({ length: ROWS }, () => (draw() < 0.5 ? 0 : 1));
    const slot = path.reduce<number>((sum, step) => sum + step, 0);
    const multiplier = SLOT_MULTIPLIERS[slot]!;
    const outcome: PlinkoOutcome = { path, slot, multiplier };
    return { outcome, win: (stake * BigInt(multiplier)) / 100n };
  },
};
