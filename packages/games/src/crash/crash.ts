import type { OutcomeStream } from '../fairness/stream.js';

/**
 * Crash: a multiplier rises from ×1.00 and stops at the round's crash point; a bet
 * with a cash-out target t wins ×t if the crash point reaches t, and loses otherwise.
 *
 * The crash point, in hundredths, is max(100, ⌊99 · 2^52 / (2^52 − h)⌋) where h is a
 * 52-bit draw (u = h / 2^52 uniform in [0, 1)): that is ⌊100 · (1 − 1 %) / (1 − u)⌋ / 100
 * worked in exact integers. Then P(crash ≥ m) = 0.99 / m for every m ≥ 1.00 in steps of
 * 0.01 (up to one part in 2^52), so a target t wins with chance 0.99 / t and returns
 * t · 0.99 / t = 99 % whatever the target. A round ends at ×1.00, where every bet
 * loses, with chance 1 − 0.99 / 1.01 ≈ 1.98 %.
 */
export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE;
export const CRASH_MIN_TARGET_HUNDREDTHS = 101;
/** ×1 000 000: the highest cash-out target offered. */
export const CRASH_MAX_TARGET_HUNDREDTHS = 100_000_000;

const TWO_POW_52 = 2n ** 52n;
const NUMERATOR = 99n * TWO_POW_52;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export interface CrashOutcome {
  /** The crash point in hundredths: 100 is ×1.00, 250 is ×2.50. */
  crashHundredths: number;
}

export interface CrashSettlement {
  won: boolean;
  /** Total return per unit staked (stake included); 0 on a loss. */
  multiplier: number;
}

/** The crash point for a 52-bit draw h in [0, 2^52). */
export function crashPointFromDraw(h: number): number {
  const remaining = TWO_POW_52 - BigInt(h);
  const hundredths = NUMERATOR / remaining;
  if (hundredths < 100n) return 100;
  // Past 2^53 hundredths (fewer than 50 of the 2^52 draws) a number would lose digits.
  return hundredths > MAX_SAFE ? Number.MAX_SAFE_INTEGER : Number(hundredths);
}

export function playCrash(stream: OutcomeStream): CrashOutcome {
  return { crashHundredths: crashPointFromDraw(stream.nextUint52()) };
}

export function assertCrashTarget(targetHundredths: number): void {
  if (
    !Number.isInteger(targetHundredths) ||
    targetHundredths < CRASH_MIN_TARGET_HUNDREDTHS ||
    targetHundredths > CRASH_MAX_TARGET_HUNDREDTHS
  ) {
    throw new RangeError('crash cash-out target must be ×1.01 to ×1 000 000 in hundredths');
  }
}

/** An automatic cash-out at the target: wins when the crash point reaches it. */
export function settleCrash(targetHundredths: number, outcome: CrashOutcome): CrashSettlement {
  assertCrashTarget(targetHundredths);
  const won = outcome.crashHundredths >= targetHundredths;
  return { won, multiplier: won ? targetHundredths / 100 : 0 };
}

/**
 * The exact chance a target is reached: the share of the 2^52 draws whose crash point is
 * at least t, i.e. ⌊99 · 2^52 / t⌋ / 2^52 — 0.99 / (t / 100) but for the last fraction of 2^-52.
 */
export function crashWinChance(targetHundredths: number): number {
  assertCrashTarget(targetHundredths);
  return Number(NUMERATOR / BigInt(targetHundredths)) / 2 ** 52;
}

/**
 * The exact RTP of cashing out at a target: target · win chance. The floor takes less
 * than (t / 100) · 2^-52 off 99 %: under 3e-10 even at ×1 000 000.
 */
export function crashRtp(targetHundredths: number): number {
  return (targetHundredths / 100) * crashWinChance(targetHundredths);
}
