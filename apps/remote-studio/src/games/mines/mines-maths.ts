import { z } from 'zod';
import type { GameMaths } from '../game-maths.js';

// "Mines" (decision 0096): a 5×5 field hides m mines (1 to 24), laid by a partial Fisher–Yates
// shuffle of the round's numbers. The player picks n tiles before the round; no mine among them
// pays the multiplier 0.97 / P(safe), floored to the hundredth, with
// P(safe) = C(25 − m, n) / C(25, n). So every choice returns just under 97 %
// (the flooring's loss, largest for many picks); the table's figure is the default 3 mines, 3 picks.

export const TILES = 25;

const options = z
  .object({ mines: z.number().int().min(1).max(24), picks: z.array(z.number().int().min(0).max(24)).min(1) })
  .refine((o) => new Set(o.picks).size === o.picks.length && o.picks.length <= TILES - o.mines);

export type MinesOptions = z.infer<typeof options>;

export interface MinesOutcome {
  mines: number[];
  picks: number[];
  safe: boolean;
  /** Hundredths of the stake paid when safe. */
  multiplier: number;
}

function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** Hundredths: floor(97 · C(25, n) / C(25 − m, n)). */
export function minesMultiplier(mines: number, picks: number): number {
  return Number((97n * choose(TILES, picks)) / choose(TILES - mines, picks));
}

/** The exact return of one choice of mines and picks. */
export function minesRtp(mines: number, picks: number): number {
  const safe = Number(choose(TILES - mines, picks)) / Number(choose(TILES, picks));
  return (safe * minesMultiplier(mines, picks)) / 100;
}

export function layMines(draw: () => number, mines: number): number[] {
  const tiles = Array.from({ length: TILES }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor(draw() * (TILES - i));
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

export const MINES: GameMaths = {
  kind: 'mines',
  rtp: 0.9642,
  volatility: 'medium',
  stakeStep: 100,
  defaultOptions: { mines: 3, picks: [0, 6, 12] },
  play(draw, stake, raw) {
    const parsed = options.safeParse(raw);
    if (!parsed.success) return null;
    const { mines: count, picks } = parsed.data;
    const mines = layMines(draw, count);
    const safe = picks.every((p) => !mines.includes(p));
    const multiplier = minesMultiplier(count, picks.length);
    const outcome: MinesOutcome = { mines, picks, safe, multiplier };
    return { outcome, win: safe ? (stake * BigInt(multiplier)) / 100n : 0n };
  },
};
