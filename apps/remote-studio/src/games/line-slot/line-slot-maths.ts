import type { Draw, GameMaths, Volatility } from '../game-maths.js';

// A line slot (decision 0096): reels × rows, fixed paylines, line wins left to right from the first
// reel (3 or more of a kind). Each cell is drawn on its own from the symbols' weights, so the return
// is exact by linearity: a line's return is Σ over symbols of P(run of k)·pay_k, with
// P(run of k) = p^k(1−p) below the reel count and p^R for all R reels. Optional features:
// - scatters anywhere pay the stake times their count's pay, and 3 or more give free spins whose line
//   wins are multiplied (no retrigger): + P(trigger)·spins·multiplier·line return;
// - a multiplier wheel drawn after the grid multiplies the spin's line wins: × E[multiplier].

export interface SlotSymbolSpec {
  name: string;
  weight: number;
  /** Pays for 3, 4, … reels of a kind, in line bets. */
  pays: readonly number[];
}

export interface LineSlotSpec {
  name: string;
  reels: number;
  rows: number;
  symbols: readonly SlotSymbolSpec[];
  /** Row of each reel, for each line. */
  lines: readonly (readonly number[])[];
  scatter?: { weight: number; pays: Readonly<Record<number, number>>; freeSpins: number; multiplier: number };
  multipliers?: readonly { value: number; weight: number }[];
  volatility: Volatility;
  /** The documented return, as the decision record's table gives it. */
  rtp: number;
}

export const SCATTER = 'scatter';

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** Minor units. */
  amount: bigint;
}

export interface SpinGrid {
  /** `grid[reel][row]`. */
  grid: string[][];
  wins: LineWin[];
  scatters: number;
}

export interface LineSlotOutcome extends SpinGrid {
  multiplier: number;
  freeSpins: SpinGrid[];
  freeSpinMultiplier: number;
}

const totals = new WeakMap<LineSlotSpec, number>();
const payTables = new WeakMap<LineSlotSpec, Map<string, readonly number[]>>();

/** Worked out once per spec: a simulation asks for it for every cell. */
function totalWeight(spec: LineSlotSpec): number {
  let total = totals.get(spec);
  if (total === undefined) {
    total = spec.symbols.reduce((sum, s) => sum + s.weight, 0) + (spec.scatter?.weight ?? 0);
    totals.set(spec, total);
  }
  return total;
}

function payTable(spec: LineSlotSpec): Map<string, readonly number[]> {
  let table = payTables.get(spec);
  if (!table) {
    table = new Map(spec.symbols.map((s) => [s.name, s.pays]));
    payTables.set(spec, table);
  }
  return table;
}

/** A cell's symbol from a uniform number in [0, 1). */
export function symbolAt(spec: LineSlotSpec, uniform: number): string {
  let point = uniform * totalWeight(spec);
  for (const symbol of spec.symbols) {
    point -= symbol.weight;
    if (point < 0) return symbol.name;
  }
  return spec.scatter ? SCATTER : spec.symbols[spec.symbols.length - 1]!.name;
}

export function drawGrid(spec: LineSlotSpec, draw: Draw): string[][] {
  return Array.from({ length: spec.reels }, () =>
    Array.from({ length: spec.rows }, () => symbolAt(spec, draw())),
  );
}

/** The stake in minor units (a multiple of the line count); `times` multiplies every line win. */
export function lineWins(
  spec: LineSlotSpec,
  grid: readonly (readonly string[])[],
  stake: bigint,
  times = 1,
): LineWin[] {
  const lineBet = stake / BigInt(spec.lines.length);
  const pays = payTable(spec);
  const wins: LineWin[] = [];
  spec.lines.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < spec.reels && grid[count]![rows[count]!] === first) count++;
    const pay = count >= 3 ? pays.get(first)?.[count - 3] : undefined;
    if (pay) wins.push({ line, symbol: first, count, amount: lineBet * BigInt(pay * times) });
  });
  return wins;
}

function spinGrid(spec: LineSlotSpec, draw: Draw, stake: bigint, times: number): SpinGrid {
  const grid = drawGrid(spec, draw);
  const scatters = grid.flat().filter((s) => s === SCATTER).length;
  return { grid, wins: lineWins(spec, grid, stake, times), scatters };
}

function drawMultiplier(spec: LineSlotSpec, draw: Draw): number {
  const wheel = spec.multipliers;
  if (!wheel) return 1;
  let point = draw() * wheel.reduce((sum, m) => sum + m.weight, 0);
  for (const m of wheel) {
    point -= m.weight;
    if (point < 0) return m.value;
  }
  return wheel[wheel.length - 1]!.value;
}

const sum = (wins: readonly LineWin[]) => wins.reduce((total, w) => total + w.amount, 0n);

/** One paid spin: the grid, then the multiplier (if any), then the free spins (if triggered). */
export function playSpin(
  spec: LineSlotSpec,
  draw: Draw,
  stake: bigint,
): { outcome: LineSlotOutcome; win: bigint } {
  const grid = drawGrid(spec, draw);
  const multiplier = drawMultiplier(spec, draw);
  const base: SpinGrid = {
    grid,
    wins: lineWins(spec, grid, stake, multiplier),
    scatters: grid.flat().filter((s) => s === SCATTER).length,
  };
  let win = sum(base.wins);
  const freeSpins: SpinGrid[] = [];
  const scatter = spec.scatter;
  if (scatter) {
    win += stake * BigInt(scatter.pays[base.scatters] ?? 0);
    if (base.scatters >= 3) {
      for (let i = 0; i < scatter.freeSpins; i++)
        freeSpins.push(spinGrid(spec, draw, stake, scatter.multiplier));
      win += freeSpins.reduce((total, s) => total + sum(s.wins), 0n);
    }
  }
  const freeSpinMultiplier = scatter?.multiplier ?? 1;
  return { outcome: { ...base, multiplier, freeSpins, freeSpinMultiplier }, win };
}

const binomial = (n: number, k: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
};

/** The exact return of one line, in line bets per line bet (before multipliers). */
export function lineReturn(spec: LineSlotSpec): number {
  const total = totalWeight(spec);
  let rtp = 0;
  for (const symbol of spec.symbols) {
    const p = symbol.weight / total;
    symbol.pays.forEach((pay, i) => {
      const k = i + 3;
      rtp += (k < spec.reels ? p ** k * (1 - p) : p ** k) * pay;
    });
  }
  return rtp;
}

/** The exact return to player of a paid spin, features included. */
export function exactRtp(spec: LineSlotSpec): number {
  const wheel = spec.multipliers;
  const meanMultiplier = wheel
    ? wheel.reduce((s, m) => s + m.value * m.weight, 0) / wheel.reduce((s, m) => s + m.weight, 0)
    : 1;
  let rtp = lineReturn(spec) * meanMultiplier;
  const scatter = spec.scatter;
  if (scatter) {
    const cells = spec.reels * spec.rows;
    const q = scatter.weight / totalWeight(spec);
    let trigger = 0;
    for (let c = 0; c <= cells; c++) {
      const chance = binomial(cells, c) * q ** c * (1 - q) ** (cells - c);
      rtp += chance * (scatter.pays[c] ?? 0);
      if (c >= 3) trigger += chance;
    }
    rtp += trigger * scatter.freeSpins * scatter.multiplier * lineReturn(spec);
  }
  return rtp;
}

/** The spec as a game module: the stake's one option is its size. */
export function lineSlotGame(spec: LineSlotSpec): GameMaths {
  return {
    kind: 'line-slot',
    rtp: spec.rtp,
    volatility: spec.volatility,
    stakeStep: spec.lines.length,
    defaultOptions: {},
    play: (draw, stake) => playSpin(spec, draw, stake),
  };
}
