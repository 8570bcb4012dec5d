import { describe, expect, it } from 'vitest';
import { InvalidBetError, parseStakedBet, payoutAt, studioGame } from './game-kinds.js';

describe('payoutAt', () => {
  it.each([
    [100n, 1.98, 198n],
    [150n, 320 / 150, 320n],
    [7n, 36, 252n],
    [100n, 0, 0n],
    [100n, null, 0n],
    [333n, 9900 / 4999, 659n],
    [10n, (3 / 20) * 3, 4n],
    [100_000n, 1_000_000, 100_000_000_000n],
  ])('%s at ×%s pays %s', (stake, multiplier, expected) => {
    expect(payoutAt(stake, multiplier)).toBe(expected);
  });
});

describe('parseStakedBet', () => {
  it('wants roulette chips to add up to the stake', () => {
    const roulette = studioGame('roulette')!;
    const bet = {
      spots: [
        { bet: { kind: 'red' }, chips: 100 },
        { bet: { kind: 'straight', number: 7 }, chips: 50 },
      ],
    };
    expect(parseStakedBet(roulette, bet, 150n)).toEqual(bet);
    expect(() => parseStakedBet(roulette, bet, 100n)).toThrow(InvalidBetError);
  });

  it('answers no game for unknown kinds, prototype names included', () => {
    expect(studioGame('poker')).toBeNull();
    expect(studioGame('__proto__')).toBeNull();
    expect(studioGame('dice')?.shape).toBe('one-shot');
  });
});
