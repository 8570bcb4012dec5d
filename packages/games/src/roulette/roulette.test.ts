import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { verifyRound } from '../fairness/verify.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulateRoulette } from '../sim/games.js';
import {
  coveredNumbers,
  payoutToOne,
  pocketColour,
  ROULETTE_POCKETS,
  ROULETTE_RTP,
  type RouletteBet,
  returnsByPocket,
  settleRouletteBet,
  spinRoulette,
  WHEEL_ORDER,
} from './roulette.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

/** The standard European payout table, bet by bet: [bet, numbers covered, pays to 1]. */
const table: [RouletteBet, number[], number][] = [
  [{ kind: 'straight', number: 0 }, [0], 35],
  [{ kind: 'straight', number: 17 }, [17], 35],
  [{ kind: 'split', numbers: [17, 20] }, [17, 20], 17],
  [{ kind: 'split', numbers: [2, 1] }, [1, 2], 17],
  [{ kind: 'split', numbers: [0, 3] }, [0, 3], 17],
  [{ kind: 'street', row: 12 }, [34, 35, 36], 11],
  [{ kind: 'trio', withNumber: 1 }, [0, 1, 2], 11],
  [{ kind: 'trio', withNumber: 3 }, [0, 2, 3], 11],
  [{ kind: 'corner', topLeft: 32 }, [32, 33, 35, 36], 8],
  [{ kind: 'firstFour' }, [0, 1, 2, 3], 8],
  [{ kind: 'sixLine', firstRow: 1 }, [1, 2, 3, 4, 5, 6], 5],
  [{ kind: 'dozen', dozen: 2 }, [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], 2],
  [{ kind: 'column', column: 1 }, [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], 2],
  [{ kind: 'column', column: 3 }, [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], 2],
  [{ kind: 'low' }, Array.from({ length: 18 }, (_, i) => i + 1), 1],
  [{ kind: 'high' }, Array.from({ length: 18 }, (_, i) => i + 19), 1],
];

describe('roulette', () => {
  it('spins one unbiased draw below 37', () => {
    // first word f87707a9 = 4168550313, and 4168550313 mod 37 = 36
    expect(spinRoulette(new OutcomeStream(seeds))).toEqual({ pocket: 36 });
    const commitment = 'b91d82bd7eff334f4c4cf4e43a9a28ca7b34450b6d1d9f6136fada183f64237c';
    expect(verifyRound({ ...seeds, commitment }, spinRoulette).outcome).toEqual({ pocket: 36 });
  });

  it('has the single-zero wheel and colours', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(1)).toBe('red');
    expect(pocketColour(2)).toBe('black');
    expect(pocketColour(10)).toBe('black');
    expect(pocketColour(19)).toBe('red');
    // colours alternate round the wheel after the zero
    const colours = WHEEL_ORDER.slice(1).map(pocketColour);
    for (let i = 1; i < colours.length; i++) expect(colours[i]).not.toBe(colours[i - 1]);
  });

  it.each(table)('pays the standard odds: %j', (bet, numbers, odds) => {
    expect(coveredNumbers(bet)).toEqual(numbers);
    expect(payoutToOne(bet)).toBe(odds);
    for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) {
      expect(settleRouletteBet(bet, { pocket })).toBe(numbers.includes(pocket) ? odds + 1 : 0);
    }
  });

  it('even-money bets cover eighteen numbers each and lose on zero', () => {
    const red = coveredNumbers({ kind: 'red' });
    const black = coveredNumbers({ kind: 'black' });
    expect(red).toHaveLength(18);
    expect(black).toHaveLength(18);
    expect([...red, ...black].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(coveredNumbers({ kind: 'odd' })).toHaveLength(18);
    expect(coveredNumbers({ kind: 'even' })).not.toContain(0);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(payoutToOne({ kind })).toBe(1);
      expect(settleRouletteBet({ kind }, { pocket: 0 })).toBe(0);
    }
  });

  it('refuses bets the table does not offer', () => {
    const refused: RouletteBet[] = [
      { kind: 'straight', number: 37 },
      { kind: 'split', numbers: [3, 4] },
      { kind: 'split', numbers: [1, 5] },
      { kind: 'split', numbers: [0, 4] },
      { kind: 'split', numbers: [36, 39] },
      { kind: 'street', row: 13 },
      { kind: 'corner', topLeft: 3 },
      { kind: 'corner', topLeft: 33 },
      { kind: 'sixLine', firstRow: 12 },
      { kind: 'dozen', dozen: 4 as 1 },
    ];
    for (const bet of refused) expect(() => coveredNumbers(bet)).toThrow(RangeError);
  });

  it('every bet on the layout returns exactly 36/37 over the 37 pockets', () => {
    const bets: RouletteBet[] = [
      ...Array.from({ length: 37 }, (_, number) => ({ kind: 'straight', number }) as const),
      ...Array.from({ length: 12 }, (_, i) => ({ kind: 'street', row: i + 1 }) as const),
      ...Array.from({ length: 11 }, (_, i) => ({ kind: 'sixLine', firstRow: i + 1 }) as const),
      ...[1, 2, 4, 5, 31, 32].map((topLeft) => ({ kind: 'corner', topLeft }) as const),
      ...table.map(([bet]) => bet),
      { kind: 'red' },
      { kind: 'black' },
      { kind: 'odd' },
      { kind: 'even' },
    ];
    for (const bet of bets) {
      const returns = returnsByPocket(bet);
      expect(returns.reduce((sum, r) => sum + r, 0) / ROULETTE_POCKETS).toBeCloseTo(ROULETTE_RTP, 12);
    }
  });

  it('simulated RTP matches 36/37 within the standard error (200 000 spins)', () => {
    for (const line of simulateRoulette(200_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);
});
