import { DEFAULT_BIG_WIN_RULE } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import { isBigWin, multiplierOf, ruleOf } from './big-win-rule.js';

const rule = { min_multiplier: 10, min_win_minor: 2000 };

describe('the big-win rule', () => {
  it('takes a win of at least the multiplier and the amount', () => {
    expect(isBigWin({ stakeMinor: 200n, winMinor: 2000n }, rule)).toBe(true);
    expect(isBigWin({ stakeMinor: 201n, winMinor: 2009n }, rule)).toBe(false);
    expect(isBigWin({ stakeMinor: 100n, winMinor: 1999n }, rule)).toBe(false);
  });

  it('compares fractional multipliers exactly', () => {
    const fractional = { min_multiplier: 2.5, min_win_minor: 1 };
    expect(isBigWin({ stakeMinor: 100n, winMinor: 250n }, fractional)).toBe(true);
    expect(isBigWin({ stakeMinor: 100n, winMinor: 249n }, fractional)).toBe(false);
  });

  it('judges a free spin round by its amount alone', () => {
    expect(isBigWin({ stakeMinor: 0n, winMinor: 2000n }, rule)).toBe(true);
    expect(isBigWin({ stakeMinor: 0n, winMinor: 1999n }, rule)).toBe(false);
  });

  it('shows the multiplier to two decimals, none without stakes', () => {
    expect(multiplierOf(300n, 1000n)).toBe(3.33);
    expect(multiplierOf(0n, 1000n)).toBeNull();
  });

  it('falls back to the default rule when the stored one does not parse', () => {
    expect(ruleOf(undefined)).toEqual(DEFAULT_BIG_WIN_RULE);
    expect(ruleOf({ min_multiplier: 0, min_win_minor: 5 })).toEqual(DEFAULT_BIG_WIN_RULE);
    expect(ruleOf({ min_multiplier: 5, min_win_minor: 500 })).toEqual({
      min_multiplier: 5,
      min_win_minor: 500,
    });
  });
});
