import { describe, expect, it } from 'vitest';
import { type Parts, partsTotal, type StakeOrder, splitStake, splitWin } from './stake-split.js';

const MAIN_FIRST: StakeOrder = ['main', 'bonus'];
const BONUS_FIRST: StakeOrder = ['bonus', 'main'];
const p = (main: bigint, bonus: bigint): Parts => ({ main, bonus });

describe('a stake takes the balances in the configured order', () => {
  it.each<[string, StakeOrder, Parts, bigint, Parts | null]>([
    // name, order, balances (main, bonus), stake, parts (main, bonus) or null: not covered
    ['main covers it', MAIN_FIRST, p(1_000n, 500n), 300n, p(300n, 0n)],
    ['main exactly', MAIN_FIRST, p(300n, 500n), 300n, p(300n, 0n)],
    ['main, then bonus for the rest', MAIN_FIRST, p(200n, 500n), 300n, p(200n, 100n)],
    ['bonus alone when main is empty', MAIN_FIRST, p(0n, 500n), 300n, p(0n, 300n)],
    ['both to the last unit', MAIN_FIRST, p(200n, 100n), 300n, p(200n, 100n)],
    ['one unit short', MAIN_FIRST, p(200n, 99n), 300n, null],
    ['nothing at all', MAIN_FIRST, p(0n, 0n), 1n, null],
    ['a stake of 0', MAIN_FIRST, p(0n, 0n), 0n, p(0n, 0n)],
    ['bonus first covers it', BONUS_FIRST, p(1_000n, 500n), 300n, p(0n, 300n)],
    ['bonus first, then main', BONUS_FIRST, p(1_000n, 120n), 300n, p(180n, 120n)],
    ['bonus first, bonus empty', BONUS_FIRST, p(1_000n, 0n), 300n, p(300n, 0n)],
    ['bonus first, one unit short', BONUS_FIRST, p(150n, 149n), 300n, null],
  ])('%s', (_name, order, balances, stake, parts) => {
    const split = splitStake(stake, balances, order);
    expect(split).toEqual(parts);
    if (split) expect(partsTotal(split)).toBe(stake);
  });
});

describe('a win comes back in the proportions of the round’s stakes', () => {
  it.each<[string, Parts, bigint, Parts]>([
    // name, staked (main, bonus), win, parts (main, bonus)
    ['all main staked: all to main', p(100n, 0n), 250n, p(250n, 0n)],
    ['all bonus staked: all to bonus', p(0n, 100n), 250n, p(0n, 250n)],
    ['half and half', p(50n, 50n), 250n, p(125n, 125n)],
    ['a third bonus, rounded down for bonus', p(200n, 100n), 100n, p(67n, 33n)],
    ['the odd unit goes to main', p(1n, 1n), 1n, p(1n, 0n)],
    ['bonus is floored, never rounded up', p(1n, 2n), 2n, p(1n, 1n)],
    ['a win of 0', p(70n, 30n), 0n, p(0n, 0n)],
    ['large amounts stay exact', p(1n, 999_999_999_999n), 10n ** 15n, p(1_000n, 999_999_999_999_000n)],
  ])('%s', (_name, staked, win, parts) => {
    const split = splitWin(win, staked, 'main');
    expect(split).toEqual(parts);
    expect(partsTotal(split)).toBe(win);
  });

  it.each<[string, bigint, 'main' | 'bonus', Parts]>([
    ['a free spin’s win goes where its pack pays: main', 400n, 'main', p(400n, 0n)],
    ['or bonus, for a pack that pays bonus money', 400n, 'bonus', p(0n, 400n)],
    ['a win of 0 with no stake', 0n, 'main', p(0n, 0n)],
  ])('%s', (_name, win, unstakedTo, parts) => {
    expect(splitWin(win, p(0n, 0n), unstakedTo)).toEqual(parts);
  });

  it('sums to the win for every win and split of a small grid', () => {
    for (let main = 0n; main <= 7n; main++) {
      for (let bonus = 0n; bonus <= 7n; bonus++) {
        for (let win = 0n; win <= 23n; win++) {
          const split = splitWin(win, p(main, bonus), 'main');
          expect(partsTotal(split)).toBe(win);
          expect(split.bonus).toBeGreaterThanOrEqual(0n);
          // Never more bonus than its share.
          if (main + bonus > 0n) expect(split.bonus * (main + bonus)).toBeLessThanOrEqual(win * bonus);
        }
      }
    }
  });
});
