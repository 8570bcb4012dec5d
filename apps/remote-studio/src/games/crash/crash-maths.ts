import { z } from 'zod';
import type { GameMaths } from '../game-maths.js';

// "Quantum Crash" (decision 0096): the player names a cash-out target t (1.01× to 1 000×) before the
// round; the rocket's crash point is 0.97 / (1 − u), floored to the hundredth. The round pays t × the
// stake when the crash point reaches t, so P(win) = 0.97 / t and the return is 97 % at every target
// (volatility grows with the target: low at 2×, very high at 1 000×).

export const HOUSE_SHARE_HUNDREDTHS = 97;
export const CRASH_RTP = 0.97;

const options = z.object({ target: z.number().int().min(101).max(100_000) });

export interface CrashOutcome {
  /** Hundredths: 250 is 2.50×; below 100 the rocket fell at the start (shown 1.00×). */
  crashPoint: number;
  target: number;
  cashedOut: boolean;
}

/** In whole numbers (u is k / 2³²), so no float rounding moves a crash point across a target. */
export function crashPointOf(uniform: number): number {
  const k = BigInt(Math.round(uniform * 2 ** 32));
  return Number((BigInt(HOUSE_SHARE_HUNDREDTHS) << 32n) / ((1n << 32n) - k));
}

export const CRASH: GameMaths = {
  kind: 'crash',
  rtp: CRASH_RTP,
  volatility: 'high',
  stakeStep: 100,
  defaultOptions: { target: 200 },
  play(draw, stake, raw) {
    const parsed = options.safeParse(raw);
    if (!parsed.success) return null;
    const { target } = parsed.data;
    const crashPoint = crashPointOf(draw());
    const cashedOut = crashPoint >= target;
    const outcome: CrashOutcome = { crashPoint: Math.max(crashPoint, 100), target, cashedOut };
    return { outcome, win: cashedOut ? (stake * BigInt(target)) / 100n : 0n };
  },
};
