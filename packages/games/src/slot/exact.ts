import { linePayOfSymbols } from './evaluate.js';
import { PAYLINES, SLOT_REELS, SLOT_ROWS } from './paylines.js';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARDED, SCATTER_PAYS } from './paytable.js';
import { FRUIT_REELS, type Reels } from './reels.js';
import { SCATTER, SYMBOL_COUNT } from './symbols.js';

export interface SlotRtp {
  /** Expected line wins per unit staked, one base spin. */
  lineRtp: number;
  /** Expected scatter wins per unit staked, one base spin. */
  scatterRtp: number;
  /** lineRtp + scatterRtp: what one spin returns before free spins (also a free spin's, ×3). */
  spinRtp: number;
  /** P(3 or more scatters): the chance a spin triggers free spins. */
  triggerChance: number;
  /** Expected free spins awarded per spin, a. */
  freeSpinsPerSpin: number;
  /** Expected total return of one free spin with every retrigger it leads to: F = 3 · spinRtp / (1 − a). */
  freeSpinValue: number;
  /** What free spins add to a paid spin: a · F. */
  freeSpinsRtp: number;
  /** The game's RTP: spinRtp + a · F. */
  rtp: number;
  /** P(a spin wins anything: a line or a scatter pay). */
  hitFrequency: number;
}

/** P(reel shows k scatters) for k = 0…3, over the reel's stops. */
function scatterDistribution(reels: Reels, reel: number): number[] {
  const distribution = new Array<number>(SLOT_ROWS + 1).fill(0);
  const counts = reels.scatters[reel]!;
  for (const count of counts) distribution[count]! += 1 / counts.length;
  return distribution;
}

function convolve(a: number[], b: number[]): number[] {
  const result = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      result[i + j]! += x * y;
    });
  });
  return result;
}

/**
 * Expected pay of one line in line bets. On any line, the symbol reel i shows is its
 * strip's symbol at a uniform position, independently of the other reels, so the
 * expectation is a sum over the 10^5 symbol combinations weighted by the product of
 * each reel's symbol shares — exact, with no sampling.
 */
function expectedLinePays(reels: Reels): number {
  const shares = reels.strips.map((_, reel) => {
    const share = new Array<number>(SYMBOL_COUNT).fill(0);
    const window = reels.windows[reel]!;
    const length = reels.lengths[reel]!;
    for (let stop = 0; stop < length; stop++) share[window[stop * SLOT_ROWS]!]! += 1 / length;
    return share;
  });
  const line: number[] = [];
  const walk = (reel: number, probability: number): number => {
    if (reel === SLOT_REELS) return probability * linePayOfSymbols(line);
    let sum = 0;
    for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++) {
      const share = shares[reel]![symbol]!;
      if (share === 0) continue;
      line[reel] = symbol;
      sum += walk(reel + 1, probability * share);
    }
    return sum;
  };
  return walk(0, 1);
}

/**
 * P(a spin pays). A line pays exactly when its first three symbols make a run of three,
 * so the line part depends on reels 1–3 only: enumerate their stops and, where no line
 * pays, add the chance that reels 4 and 5 complete three scatters.
 */
function hitFrequency(reels: Reels, lastTwo: number[]): number {
  const [l0, l1, l2] = reels.lengths as [number, number, number];
  const tail = (needed: number) => lastTwo.slice(Math.max(0, needed)).reduce((sum, p) => sum + p, 0);
  const line = [0, 0, 0, SCATTER, SCATTER];
  let hits = 0;
  for (let s0 = 0; s0 < l0; s0++)
    for (let s1 = 0; s1 < l1; s1++)
      for (let s2 = 0; s2 < l2; s2++) {
        const stops = [s0, s1, s2];
        const linePays = PAYLINES.some((rows) => {
          for (let reel = 0; reel < 3; reel++)
            line[reel] = reels.windows[reel]![stops[reel]! * SLOT_ROWS + rows[reel]!]!;
          return linePayOfSymbols(line) > 0;
        });
        const scatters = reels.scatters[0]![s0]! + reels.scatters[1]![s1]! + reels.scatters[2]![s2]!;
        hits += linePays ? 1 : tail(3 - scatters);
      }
  return hits / (l0 * l1 * l2);
}

/** The slot's exact RTP, its parts and hit frequency (base game and free spins share the strips). */
export function exactSlotRtp(reels: Reels = FRUIT_REELS): SlotRtp {
  // 20 lines, each expected to pay E line bets of stake / 20: E per unit staked.
  const lineRtp = expectedLinePays(reels);
  const distributions = reels.strips.map((_, reel) => scatterDistribution(reels, reel));
  const scatters = distributions.reduce(convolve);
  const scatterRtp = scatters.reduce((sum, p, k) => sum + p * (SCATTER_PAYS[k] ?? 0), 0);
  const freeSpinsPerSpin = scatters.reduce((sum, p, k) => sum + p * (FREE_SPINS_AWARDED[k] ?? 0), 0);
  const triggerChance = scatters.reduce((sum, p, k) => sum + ((FREE_SPINS_AWARDED[k] ?? 0) > 0 ? p : 0), 0);
  const spinRtp = lineRtp + scatterRtp;
  // A free spin returns 3 · spinRtp and awards a more free spins on average, each worth
  // F again: F = 3 · spinRtp + a · F, so F = 3 · spinRtp / (1 − a) (finite as a < 1).
  const freeSpinValue = (FREE_SPIN_MULTIPLIER * spinRtp) / (1 - freeSpinsPerSpin);
  const freeSpinsRtp = freeSpinsPerSpin * freeSpinValue;
  return {
    lineRtp,
    scatterRtp,
    spinRtp,
    triggerChance,
    freeSpinsPerSpin,
    freeSpinValue,
    freeSpinsRtp,
    rtp: spinRtp + freeSpinsRtp,
    hitFrequency: hitFrequency(reels, convolve(distributions[3]!, distributions[4]!)),
  };
}
