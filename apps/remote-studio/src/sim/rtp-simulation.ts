import type { Draw, GameMaths } from '../games/game-maths.js';

// `npm run sim:rtp`'s arithmetic (decision 0096): plays N rounds of a game's maths on a fast seeded
// generator (the same maths the fair draw feeds) and compares the measured return with the
// documented one, with the run's standard error so a reader sees what the tolerance means.

/** sfc32: a small, fast, well-mixed 32-bit generator; seeded, so a run can be repeated. */
export function seededDraw(seed: number): Draw {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return () => next() / 2 ** 32;
}

export interface Measurement {
  rounds: number;
  /** Paid over staked. */
  rtp: number;
  /** Of the measured RTP: the spread of one round's return over √rounds. */
  standardError: number;
}

export function measureRtp(maths: GameMaths, rounds: number, draw: Draw): Measurement {
  const stake = BigInt(maths.stakeStep * 100);
  const stakeNumber = Number(stake);
  let paid = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const played = maths.play(draw, stake, maths.defaultOptions);
    if (!played) throw new Error(`${maths.kind}: its default options are refused`);
    const ratio = Number(played.win) / stakeNumber;
    paid += ratio;
    squares += ratio * ratio;
  }
  const rtp = paid / rounds;
  const variance = Math.max(0, squares / rounds - rtp * rtp);
  return { rounds, rtp, standardError: Math.sqrt(variance / rounds) };
}

/**
 * Within 0.1 % (0.001 in RTP points) of the documented return, or within three standard errors when
 * the run's own noise is wider than that (a slot's is 0.11–0.15 % at 10 M rounds): a check that
 * failed one run in three by chance alone would say nothing about the maths.
 */
export function withinTolerance(m: Measurement, documented: number, tolerance = 0.001): boolean {
  return Math.abs(m.rtp - documented) <= Math.max(tolerance, 3 * m.standardError);
}
