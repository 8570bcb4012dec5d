import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { replayHouseRound } from '../registry/replay.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { simulateSlot } from '../sim/games.js';
import { slotGame } from './definition.js';
import {
  baseMultiplierOfStops,
  type LineWin,
  linePayOfSymbols,
  linePaysOfStops,
  scattersOfStops,
} from './evaluate.js';
import { exactSlotRtp } from './exact.js';
import { PAYLINES } from './paylines.js';
import { FREE_SPINS_AWARDED, SCATTER_PAYS } from './paytable.js';
import { FRUIT_REELS, REEL_STRIPS, Reels } from './reels.js';
import { spinSlot } from './slot.js';
import { SLOT_SYMBOLS, SYMBOL_LETTERS, symbolOfLetter } from './symbols.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

const line = (letters: string) => linePayOfSymbols(Array.from(letters, symbolOfLetter));

describe('slot rules', () => {
  it('has five 32-position strips of the documented make-up and 20 distinct paylines', () => {
    for (const strip of REEL_STRIPS) {
      const counts = Object.fromEntries([...'CLOPGMB7WS'].map((l) => [l, strip.split(l).length - 1]));
      expect(counts).toEqual({ C: 7, L: 6, O: 5, P: 4, G: 3, M: 2, B: 2, 7: 1, W: 1, S: 1 });
    }
    expect(new Set(PAYLINES.map((rows) => rows.join())).size).toBe(20);
  });

  it('pays runs of three or more from the left, wilds standing in', () => {
    expect(line('CCCLL')).toBe(8);
    expect(line('CCCCL')).toBe(25);
    expect(line('CWCCC')).toBe(60);
    expect(line('LCCCC')).toBe(0);
    expect(line('CCLCC')).toBe(0);
    expect(line('777OO')).toBe(75);
  });

  it('pays the better of the wild run and the symbol run', () => {
    expect(line('WWWCC')).toBe(150); // three wilds (150) beat five cherries (60)
    expect(line('WWWW7')).toBe(1500); // five sevens (1500) beat four wilds (750)
    expect(line('WWWWW')).toBe(5000);
    expect(line('WCLLL')).toBe(0);
  });

  it('scatters break lines and pay anywhere', () => {
    expect(line('SCCCC')).toBe(0);
    expect(line('CCSCC')).toBe(0);
    expect(line('WWSCC')).toBe(0);
    expect(SCATTER_PAYS[3]).toBe(2);
    expect(FREE_SPINS_AWARDED.slice(3)).toEqual([10, 15, 20]);
  });

  it('evaluates a screen: every line, the scatters, free spins ×3', () => {
    // reel stops putting S on the middle row of reels 1–3: strip positions of S minus one
    const stops = REEL_STRIPS.map((strip, reel) => (reel < 3 ? strip.indexOf('S') - 1 : 0));
    expect(scattersOfStops(FRUIT_REELS, stops)).toBe(3);
    const outcome = spinSlot(new OutcomeStream(seeds), false);
    expect(outcome.stops).toHaveLength(5);
    const letters = outcome.grid.map((rows) =>
      rows.map((s) => SYMBOL_LETTERS[SLOT_SYMBOLS.indexOf(s)]).join(''),
    );
    const expected = outcome.stops.map((stop, reel) =>
      [0, 1, 2].map((row) => REEL_STRIPS[reel]![(stop + row) % 32]).join(''),
    );
    expect(letters).toEqual(expected);
    const sum = outcome.lineWins.reduce((total, win) => total + win.pays, 0);
    expect(outcome.multiplier).toBeCloseTo(sum / 20 + SCATTER_PAYS[outcome.scatters]!, 12);
    expect(outcome.multiplier).toBeCloseTo(baseMultiplierOfStops(FRUIT_REELS, outcome.stops), 12);
    const free = spinSlot(new OutcomeStream(seeds), true);
    expect(free.stops).toEqual(outcome.stops);
    expect(free.multiplier).toBeCloseTo(3 * outcome.multiplier, 12);
  });

  // 20 000 screens with two expects each: seconds when a whole suite shares two cores (timeout 30 s).
  it('pays what reading all 20 lines one by one pays, on 20 000 screens', () => {
    // linePaysOfStops looks only at the lines the first three reels could start a win on.
    const stream = new OutcomeStream(seeds);
    for (let i = 0; i < 20_000; i++) {
      const stops = Array.from({ length: 5 }, () => stream.nextInt(32));
      const symbolAt = (reel: number, row: number) =>
        symbolOfLetter(REEL_STRIPS[reel]![(stops[reel]! + row) % 32]!);
      const perLine = PAYLINES.map((rows) => linePayOfSymbols(rows.map((row, reel) => symbolAt(reel, row))));
      const wins: LineWin[] = [];
      expect(linePaysOfStops(FRUIT_REELS, stops, wins)).toBe(perLine.reduce((a, b) => a + b, 0));
      expect(wins.map((win) => win.line)).toEqual(
        perLine.flatMap((pays, index) => (pays > 0 ? [index + 1] : [])),
      );
    }
  }, 30_000);

  it('draws the stops as unbiased integers below 32 from the stream, in reel order', () => {
    const stream = new OutcomeStream(seeds);
    const expected = Array.from({ length: 5 }, () => stream.nextInt(32));
    expect(spinSlot(new OutcomeStream(seeds), false).stops).toEqual(expected);
  });
});

describe('slot RTP', () => {
  it('the closed form equals brute force over every stop of small strips', () => {
    const small = new Reels(['CWSLC', 'CSLWC', 'WCOSC', 'CLSCW', 'SWCLC']);
    const exact = exactSlotRtp(small);
    let base = 0;
    let awarded = 0;
    let hits = 0;
    const total = 5 ** 5;
    for (let i = 0; i < total; i++) {
      const stops = [
        i % 5,
        Math.floor(i / 5) % 5,
        Math.floor(i / 25) % 5,
        Math.floor(i / 125) % 5,
        Math.floor(i / 625),
      ];
      const multiplier = baseMultiplierOfStops(small, stops);
      base += multiplier;
      awarded += FREE_SPINS_AWARDED[scattersOfStops(small, stops)]!;
      if (multiplier > 0) hits += 1;
    }
    expect(exact.spinRtp).toBeCloseTo(base / total, 12);
    expect(exact.freeSpinsPerSpin).toBeCloseTo(awarded / total, 12);
    expect(exact.hitFrequency).toBeCloseTo(hits / total, 12);
    expect(exact.rtp).toBeCloseTo(
      exact.spinRtp + (exact.freeSpinsPerSpin * 3 * exact.spinRtp) / (1 - exact.freeSpinsPerSpin),
      12,
    );
  });

  it('Fruit Reels returns 96.010 %, as documented', () => {
    const exact = exactSlotRtp();
    expect(exact.rtp).toBeCloseTo(slotGame.rtp.rtp, 12);
    expect(exact.rtp).toBeCloseTo(0.9601, 4);
    expect(exact.spinRtp).toBeCloseTo(0.77648, 5);
    expect(exact.freeSpinsPerSpin).toBeLessThan(1);
  });

  it('a simulation through the HMAC stream agrees with the exact RTP (50 000 paid spins)', () => {
    // Full 10 million: npm run sim:rtp.
    for (const result of simulateSlot(50_000)) expectRtpWithinStandardErrors(result);
  }, 60_000);
});

describe('slot in the registry', () => {
  it('reads bets and replays a spin to the same outcome', () => {
    expect(slotGame.parseBet(undefined)).toEqual({ freeSpin: false });
    expect(slotGame.parseBet({ freeSpin: true })).toEqual({ freeSpin: true });
    expect(() => slotGame.parseBet({ freeSpin: 'yes' })).toThrow();
    expect(() => slotGame.parseBet({ lines: 10 })).toThrow();
    const played = slotGame.play(new OutcomeStream(seeds), { freeSpin: false });
    expect(replayHouseRound('slot', seeds, {})).toEqual({ finished: true, ...played });
  });
});
