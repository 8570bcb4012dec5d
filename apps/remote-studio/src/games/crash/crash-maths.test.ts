import { describe, expect, it } from 'vitest';
import { CRASH, crashPointOf } from './crash-maths.js';

describe('the crash maths', () => {
  it('crashes at 0.97 / (1 − u), so a target t is reached with chance 0.97 / t', () => {
    expect(crashPointOf(0)).toBe(97);
    // P(crash ≥ 2.00×) = P(u ≥ 0.515) = 0.485 = 0.97 / 2: the first k / 2³² to reach it.
    expect(crashPointOf(2_211_908_158 / 2 ** 32)).toBe(200);
    expect(crashPointOf(2_211_908_157 / 2 ** 32)).toBe(199);
    expect(crashPointOf(0.75)).toBe(388);
    expect(crashPointOf(1 - 2 ** -32)).toBe(97 * 2 ** 32);
  });

  it('pays the target when the rocket reaches it, nothing when it falls before', () => {
    expect(CRASH.play(() => 0.6, 1000n, { target: 200 })).toEqual({
      outcome: { crashPoint: 242, target: 200, cashedOut: true },
      win: 2000n,
    });
    expect(CRASH.play(() => 0, 1000n, { target: 101 })?.win).toBe(0n);
    expect(CRASH.play(() => 0, 1000n, { target: 100 })).toBeNull();
  });
});
