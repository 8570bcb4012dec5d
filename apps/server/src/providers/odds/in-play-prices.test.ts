import { describe, expect, it } from 'vitest';
import { MAX_FEED_ODDS } from '../../ports/odds-feed.js';
import { footballMarkets, twoSidedMarkets } from './demo-fixtures.js';
import { inPlayOdds, inPlayPrices, inPlayProbabilities } from './in-play-prices.js';
import {
  binomialRemaining,
  footballRates,
  leagueRates,
  remainingScoring,
  type SideRates,
  scoreStep,
  TICKS_PER_MATCH,
  twoSidedRates,
} from './sandbox-scoring.js';

// In-play prices (decision 0082): each selection's chance is the weight of the final scores that
// `winnerOf` gives it, from the live score and the law of what each side still scores.

const football = footballMarkets('f', 1.5, 1.1);
const tennis = twoSidedMarkets('t', 'tennis', 0.5, 0);
const basketball = twoSidedMarkets('b', 'basketball', 0.5, 0);
const marketOf = (markets: typeof football, kind: string) => markets.find((m) => m.kind === kind)!;

/** The chances of a market's selections, by outcome (the last part of the feed id). */
const chances = (
  sport: string,
  market: (typeof football)[number],
  score: { home: number; away: number },
  rates: SideRates,
  ticksLeft: number,
): Record<string, number> => {
  const map = inPlayProbabilities(sport, market, score, remainingScoring(sport, rates, ticksLeft));
  return Object.fromEntries([...map!].map(([feedId, p]) => [feedId.split(':').at(-1), p]));
};

describe('the law of what a side still scores', () => {
  it('is a binomial law that sums to one, without its negligible tails', () => {
    const law = binomialRemaining(240, 0.5);
    expect(law.probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    expect(law.from).toBeGreaterThan(40);
    const mean = law.probabilities.reduce((sum, p, i) => sum + p * (law.from + i), 0);
    expect(mean).toBeCloseTo(120, 6);
    expect(binomialRemaining(0, 0.3)).toEqual({ from: 0, probabilities: [1] });
  });

  it('gives the favourite the higher chances, from the numbers the opening prices use', () => {
    const { home, away } = twoSidedRates('tennis', 0.7);
    expect(home).toBeGreaterThan(away);
    // Tennis's total stays 9.6 games; basketball's 240 points (3 attempts a tick).
    expect((home + away) * TICKS_PER_MATCH).toBeCloseTo(9.6, 9);
    const hoops = twoSidedRates('basketball', 0.3);
    expect(hoops.home).toBeLessThan(hoops.away);
    expect((hoops.home + hoops.away) * 3 * TICKS_PER_MATCH).toBeCloseTo(240, 9);
    expect(footballRates(1.6, 0.8)).toEqual({ home: 0.02, away: 0.01 });
    expect(leagueRates('tennis').home).toBe(leagueRates('tennis').away);
  });

  it('at kick-off agrees with the opening price of the match winner', () => {
    for (const chance of [0.3, 0.5, 0.7]) {
      const [winner] = twoSidedMarkets('t', 'tennis', chance, 0);
      const p = chances(
        'tennis',
        winner!,
        { home: 0, away: 0 },
        twoSidedRates('tennis', chance),
        TICKS_PER_MATCH,
      );
      expect(Math.abs(p.home! - chance)).toBeLessThan(0.03);
    }
  });

  it('scores a tick at each side’s own chance', () => {
    let home = 0;
    let away = 0;
    let seed = 1;
    // A fixed pseudo-random sequence (a small linear congruential generator).
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let tick = 0; tick < 20_000; tick++) {
      const step = scoreStep('basketball', { home: 0.6, away: 0.4 }, random);
      home += step?.home ?? 0;
      away += step?.away ?? 0;
    }
    expect(home / 20_000).toBeCloseTo(1.8, 1);
    expect(away / 20_000).toBeCloseTo(1.2, 1);
    expect(scoreStep('football', { home: 0, away: 0 }, random)).toBeNull();
  });
});

describe('in-play prices', () => {
  it('prices a market of every kind of every sport, its chances summing to one', () => {
    const cases = [
      ['football', football, { home: 1, away: 0 }],
      ['tennis', tennis, { home: 3, away: 4 }],
      ['basketball', basketball, { home: 60, away: 55 }],
    ] as const;
    for (const [sport, markets, score] of cases) {
      for (const market of markets) {
        const p = chances(sport, market, score, leagueRates(sport), TICKS_PER_MATCH / 2);
        expect(Object.keys(p).sort(), market.kind).toEqual(
          market.selections.map((s) => s.feedId.split(':').at(-1)).sort(),
        );
        expect(
          Object.values(p).reduce((sum, x) => sum + x, 0),
          market.kind,
        ).toBeCloseTo(1, 9);
        const odds = inPlayPrices(sport, market, score, remainingScoring(sport, leagueRates(sport), 40))!;
        for (const selection of market.selections) {
          expect(odds.get(selection.feedId)).toBeGreaterThanOrEqual(102);
          expect(odds.get(selection.feedId)).toBeLessThanOrEqual(MAX_FEED_ODDS);
        }
      }
    }
  });

  it('favours the side that leads, the more so as time runs out', () => {
    const winner = marketOf(tennis, 'match_winner');
    const even = leagueRates('tennis');
    const early = chances('tennis', winner, { home: 4, away: 7 }, even, 60);
    const late = chances('tennis', winner, { home: 4, away: 7 }, even, 10);
    expect(early.away).toBeGreaterThan(0.5);
    expect(late.away).toBeGreaterThan(early.away!);
    expect(late.away).toBeGreaterThan(0.95);
    // The player trailing 4-7 is long odds, not 1.47.
    const odds = inPlayPrices('tennis', winner, { home: 4, away: 7 }, remainingScoring('tennis', even, 10))!;
    expect(odds.get('t:mw:home')).toBeGreaterThan(1_000);

    const result = marketOf(football, 'match_result');
    const rates = leagueRates('football');
    const leading = (ticks: number) => chances('football', result, { home: 1, away: 0 }, rates, ticks)['1']!;
    expect(leading(70)).toBeGreaterThan(0.5);
    expect(leading(40)).toBeGreaterThan(leading(70));
    expect(leading(5)).toBeGreaterThan(leading(40));
  });

  it('makes a goalless football match late a short draw and a short under', () => {
    const rates = footballRates(1.5, 1.1);
    const late = (kind: string) =>
      chances('football', marketOf(football, kind), { home: 0, away: 0 }, rates, 4);
    expect(late('match_result').X).toBeGreaterThan(0.85);
    expect(late('total_2_5').under).toBeGreaterThan(0.99);
    expect(late('btts').no).toBeGreaterThan(0.99);
    expect(late('correct_score')['0-0']).toBeGreaterThan(0.85);
    const priced = inPlayPrices(
      'football',
      marketOf(football, 'match_result'),
      { home: 0, away: 0 },
      remainingScoring('football', rates, 4),
    )!;
    expect(priced.get('f:1x2:X')).toBeLessThan(125);
    expect(priced.get('f:1x2:1')).toBeGreaterThan(1_000);
  });

  it('settles a tie of the two-sided sports as the whistle does: to the home side', () => {
    const handicap = {
      feedId: 'b:hc',
      kind: 'handicap_m0_5',
      selections: [{ feedId: 'b:hc:home' }, { feedId: 'b:hc:away' }],
    };
    const over = {
      feedId: 'b:ou',
      kind: 'total_200_5',
      selections: [{ feedId: 'b:ou:over' }, { feedId: 'b:ou:under' }],
    };
    const nothingLeft = remainingScoring('basketball', leagueRates('basketball'), 0);
    // 100-100 at the whistle is resulted 101-100: the home side covers -0.5 and the total is 201.
    expect(
      inPlayProbabilities('basketball', handicap, { home: 100, away: 100 }, nothingLeft)!.get('b:hc:home'),
    ).toBe(1);
    expect(
      inPlayProbabilities('basketball', over, { home: 100, away: 100 }, nothingLeft)!.get('b:ou:over'),
    ).toBe(1);
    // Football keeps its draw.
    const result = marketOf(football, 'match_result');
    const none = remainingScoring('football', leagueRates('football'), 0);
    expect(inPlayProbabilities('football', result, { home: 1, away: 1 }, none)!.get('f:1x2:X')).toBe(1);
  });

  it('gives no price for a kind it cannot result', () => {
    const unknown = { feedId: 'x', kind: 'first_scorer', selections: [{ feedId: 'x:a' }] };
    expect(
      inPlayPrices(
        'football',
        unknown,
        { home: 0, away: 0 },
        remainingScoring('football', leagueRates('football'), 10),
      ),
    ).toBeNull();
  });

  it('caps the odds of a chance all but gone or all but certain', () => {
    expect(inPlayOdds(0)).toBe(MAX_FEED_ODDS);
    expect(inPlayOdds(1e-12)).toBe(MAX_FEED_ODDS);
    expect(inPlayOdds(1)).toBe(102);
    expect(inPlayOdds(0.5)).toBe(189);
  });
});
