import { describe, expect, it } from 'vitest';
import { footballMarkets, twoSidedMarkets } from './demo-fixtures.js';
import { normalCdf, normalQuantile, probabilityOf, scoreMatrix } from './market-prices.js';

// The sandbox's prices (decision 0075): every market's implied probabilities sum to a small
// overround (about the book's 6 %), and the markets of one match agree with each other.

const overround = (odds: number[]) => odds.reduce((sum, o) => sum + 100 / o, 0);

describe('sandbox market prices', () => {
  it('a score matrix sums to one and its normal helpers invert', () => {
    const matrix = scoreMatrix(1.6, 1.1);
    expect(probabilityOf(matrix, () => true)).toBeCloseTo(1, 9);
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalQuantile(0.84134)).toBeCloseTo(1, 3);
  });

  it('prices every football market with a small overround', () => {
    for (const [home, away] of [
      [0.9, 0.6],
      [1.5, 1.2],
      [2.1, 0.7],
      [0.9, 1.7],
    ] as const) {
      const markets = footballMarkets('f', home, away);
      expect(markets.map((m) => m.kind)).toEqual([
        'match_result',
        'total_2_5',
        'btts',
        'double_chance_1x',
        'double_chance_12',
        'double_chance_x2',
        'correct_score',
        'total_1_5',
        'total_3_5',
      ]);
      for (const market of markets) {
        const sum = overround(market.selections.map((s) => s.odds));
        // Rounding to the hundredth and the 1.02 floor move it a little around 1.06.
        expect(sum, market.kind).toBeGreaterThan(1.03);
        expect(sum, market.kind).toBeLessThan(1.1);
        for (const selection of market.selections) expect(selection.odds).toBeGreaterThanOrEqual(102);
      }
    }
  });

  it('keeps one match’s football markets consistent', () => {
    const markets = footballMarkets('f', 2.0, 0.7);
    const price = (kind: string, index: number) =>
      markets.find((m) => m.kind === kind)!.selections[index]!.odds;
    // A clear home favourite: home shorter than away, "home or draw" shorter than home.
    expect(price('match_result', 0)).toBeLessThan(price('match_result', 2));
    expect(price('double_chance_1x', 0)).toBeLessThan(price('match_result', 0));
    // Over 1.5 is likelier than over 2.5, which is likelier than over 3.5.
    expect(price('total_1_5', 0)).toBeLessThan(price('total_2_5', 0));
    expect(price('total_2_5', 0)).toBeLessThan(price('total_3_5', 0));
    const correct = markets.find((m) => m.kind === 'correct_score')!;
    expect(correct.selections).toHaveLength(10);
    expect(correct.selections.at(-1)!.feedId).toBe('f:cs:other');
  });

  it('sets handicap and total lines near even money for the two-sided sports', () => {
    for (const sport of ['basketball', 'tennis'] as const) {
      for (const chance of [0.25, 0.5, 0.75]) {
        const [winner, handicap, total] = twoSidedMarkets('t', sport, chance, 0);
        expect(winner!.kind).toBe('match_winner');
        expect(handicap!.kind).toMatch(/^handicap_[mp]\d+_5$/);
        expect(total!.kind).toMatch(/^total_\d+_5$/);
        for (const market of [winner!, handicap!, total!]) {
          const sum = overround(market.selections.map((s) => s.odds));
          expect(sum).toBeGreaterThan(1.03);
          expect(sum).toBeLessThan(1.1);
        }
        // The handicap's two sides are close to even money (1.70 to 2.30 with the margin).
        for (const selection of handicap!.selections) {
          expect(selection.odds).toBeGreaterThan(160);
          expect(selection.odds).toBeLessThan(240);
        }
      }
    }
    const [, favourite] = twoSidedMarkets('t', 'basketball', 0.75, 0);
    expect(favourite!.kind.startsWith('handicap_m')).toBe(true);
    expect(favourite!.selections[0]!.nameEn).toMatch(/^Home -\d+\.5$/);
  });
});
