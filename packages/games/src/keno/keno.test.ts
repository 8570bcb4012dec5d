import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { InvalidBetError } from '../registry/errors.js';
import { replayHouseRound } from '../registry/replay.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulateKeno } from '../sim/games.js';
import { kenoGame } from './definition.js';
import { drawKeno, KENO_PAYTABLE, kenoHitChance, kenoMultiplier, kenoRtp } from './keno.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

describe('keno', () => {
  it('draws 20 distinct numbers from 1–80 by partial Fisher–Yates', () => {
    const drawn = drawKeno(new OutcomeStream(seeds));
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn).size).toBe(20);
    expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
    // the first number drawn is position uniformInt(80) of 1…80
    expect(drawn[0]).toBe(new OutcomeStream(seeds).nextInt(80) + 1);
  });

  it('pays by hits among the picks', () => {
    const drawn = drawKeno(new OutcomeStream(seeds));
    const missed = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
    const picks = [drawn[0]!, drawn[5]!, missed[0]!];
    const { outcome, multiplier } = kenoGame.play(new OutcomeStream(seeds), { picks });
    expect(outcome.hits).toEqual([drawn[0], drawn[5]]);
    expect(multiplier).toBe(5.6);
    expect(kenoMultiplier(3, 1)).toBe(0);
  });

  it('hit chances are hypergeometric and every table returns 97 % (96.80 % with 2 picks)', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let total = 0;
      for (let hits = 0; hits <= picks; hits++) total += kenoHitChance(picks, hits);
      expect(total).toBeCloseTo(1, 12);
      expect(kenoRtp(picks), `${picks} picks`).toBeCloseTo(picks === 2 ? 0.968 : 0.97, 3);
      expect(Object.keys(KENO_PAYTABLE[picks]!).every((h) => Number(h) <= picks)).toBe(true);
    }
    expect(kenoHitChance(1, 1)).toBeCloseTo(0.25, 15);
    expect(kenoRtp(1)).toBeCloseTo(0.25 * 3.88, 15);
  });

  it('simulations through the HMAC stream agree with the exact RTP (100 000 draws)', () => {
    for (const line of simulateKeno(100_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);

  it('refuses malformed picks and replays a draw', () => {
    for (const picks of [[], [0], [81], [1, 1], [1.5], ['1'], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      expect(() => kenoGame.parseBet({ picks }), JSON.stringify(picks)).toThrow(InvalidBetError);
    }
    const bet = { picks: [1, 2, 3, 4, 5] };
    const played = kenoGame.play(new OutcomeStream(seeds), bet);
    expect(replayHouseRound('keno', seeds, bet)).toEqual({ finished: true, ...played });
  });
});
