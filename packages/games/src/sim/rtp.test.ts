import { describe, expect, it } from 'vitest';
import { chiSquareCriticalAt0001, chiSquareUniform } from '../fairness/chi-square.js';
import { measureUniformity } from './games.js';
import { RtpMeter, withinFullRunTolerance, withinStandardErrors } from './rtp.js';

describe('RtpMeter', () => {
  it('measures the mean return and its standard error', () => {
    const meter = new RtpMeter('coin', 'heads', 1);
    for (const returned of [2, 0, 2, 0]) meter.record(returned);
    const line = meter.line();
    expect(line.measuredRtp).toBe(1);
    // sample variance 4/3, so SE = √(4/3 / 4)
    expect(line.standardError).toBeCloseTo(Math.sqrt(1 / 3), 12);
    expect(withinStandardErrors(line)).toBe(true);
    expect(withinFullRunTolerance(line)).toBe(true);
  });

  it('flags a measured RTP outside the band', () => {
    const meter = new RtpMeter('coin', 'heads', 0.5);
    for (let i = 0; i < 1000; i++) meter.record(i % 2 === 0 ? 2 : 0);
    expect(withinStandardErrors(meter.line())).toBe(false);
    expect(withinFullRunTolerance(meter.line())).toBe(false);
  });
});

describe('measureUniformity', () => {
  it.each([37, 10_000])(
    'finds HMAC draws into %i buckets uniform at p = 0.001 (200 000 draws)',
    (buckets) => {
      const result = measureUniformity(buckets, 200_000);
      expect(result.draws).toBe(200_000);
      expect(result.chiSquare).toBeLessThan(chiSquareCriticalAt0001(buckets - 1));
    },
  );

  it('would catch the modulo bias of a small word (the chi-square has the power to)', () => {
    // 8-bit words mod 37: 256 = 6·37 + 34, so buckets 0–33 get 7 values and 34–36 get 6
    const counts = new Float64Array(37);
    for (let round = 0; round < 2_000; round++) for (let w = 0; w < 256; w++) counts[w % 37]! += 1;
    expect(chiSquareUniform(counts)).toBeGreaterThan(chiSquareCriticalAt0001(36));
  });
});
