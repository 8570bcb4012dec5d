import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { InvalidBetError } from '../registry/errors.js';
import { replayHouseRound } from '../registry/replay.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulatePlinko } from '../sim/games.js';
import { plinkoGame } from './definition.js';
import { dropPlinko, PLINKO_PAYTABLES, PLINKO_RISKS, plinkoBinChances, plinkoRtp } from './plinko.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

describe('plinko', () => {
  it('bounces by the bits of the first word, most significant first', () => {
    // first word f87707a9 = 1111 1000 0111 0111 …
    const { path, bin } = dropPlinko(new OutcomeStream(seeds), 16);
    expect(path.join('')).toBe('1111100001110111');
    expect(bin).toBe(11);
    expect(dropPlinko(new OutcomeStream(seeds), 8)).toEqual({ path: [1, 1, 1, 1, 1, 0, 0, 0], bin: 5 });
  });

  it('has a symmetric table of rows + 1 bins for every risk and 8–16 rows, each returning about 99 %', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = PLINKO_PAYTABLES[risk][rows]!;
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        const rtp = plinkoRtp({ rows, risk });
        expect(rtp, `${risk} ${rows}`).toBeGreaterThan(0.9885);
        expect(rtp, `${risk} ${rows}`).toBeLessThan(0.992);
      }
    }
  });

  it('the RTP is exact: binomial chances times the table', () => {
    expect(plinkoBinChances(8).reduce((a, b) => a + b)).toBeCloseTo(1, 15);
    expect(plinkoBinChances(8)[4]).toBeCloseTo(70 / 256, 15);
    // 8 rows, low: (2·5.6 + 16·2.8 + 56·1.3 + 112·0.8 + 70·0.5) / 256
    expect(plinkoRtp({ rows: 8, risk: 'low' })).toBeCloseTo((11.2 + 44.8 + 72.8 + 89.6 + 35) / 256, 12);
  });

  it('all 2^16 paths land in the bins in binomial numbers', () => {
    const counts = new Array(17).fill(0);
    for (let word = 0; word < 2 ** 16; word++) {
      let bin = 0;
      for (let row = 0; row < 16; row++) bin += (word >>> (15 - row)) & 1;
      counts[bin] += 1;
    }
    expect(counts.map((c) => c / 2 ** 16)).toEqual(plinkoBinChances(16).map((p) => expect.closeTo(p, 15)));
  });

  it('simulations through the HMAC stream agree with the exact RTP (200 000 drops)', () => {
    for (const line of simulatePlinko(200_000)) expectRtpWithinStandardErrors(line);
  }, 60_000);

  it('refuses other rows and risks, and replays a drop', () => {
    for (const bet of [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 8, risk: 'extreme' },
      { rows: 8 },
    ]) {
      expect(() => plinkoGame.parseBet(bet)).toThrow(InvalidBetError);
    }
    const bet = { rows: 16, risk: 'high' } as const;
    const played = plinkoGame.play(new OutcomeStream(seeds), bet);
    expect(played.multiplier).toBe(PLINKO_PAYTABLES.high[16]![11]);
    expect(replayHouseRound('plinko', seeds, bet)).toEqual({ finished: true, ...played });
  });
});
