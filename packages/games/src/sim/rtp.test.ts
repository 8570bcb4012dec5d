import { describe, expect, it } from 'vitest';
import { chiSquareAgainst, chiSquareCriticalAt0001, chiSquareUniform } from '../fairness/chi-square.js';
import { measureGameMappings, measureUniformity } from './games.js';
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
    60_000,
  );

  it('would catch the modulo bias of a small word (the chi-square has the power to)', () => {
    // 8-bit words mod 37: 256 = 6·37 + 34, so buckets 0–33 get 7 values and 34–36 get 6
    const counts = new Float64Array(37);
    for (let round = 0; round < 2_000; round++) for (let w = 0; w < 256; w++) counts[w % 37]! += 1;
    expect(chiSquareUniform(counts)).toBeGreaterThan(chiSquareCriticalAt0001(36));
  }, 60_000);
});

describe('measureGameMappings', () => {
  it('finds each game mapping as expected at p = 0.001 (50 000 draws each)', () => {
    const checks = measureGameMappings(50_000);
    expect(checks.map((check) => check.label)).toHaveLength(5);
    for (const check of checks) {
      expect(check.draws, check.label).toBeGreaterThanOrEqual(50_000);
      expect(check.chiSquare, check.label).toBeLessThan(chiSquareCriticalAt0001(check.degreesOfFreedom));
    }
  }, 60_000);

  it('chiSquareAgainst catches counts that do not follow the chances', () => {
    expect(chiSquareAgainst([25, 50, 25], [0.25, 0.5, 0.25])).toBe(0);
    // a fair coin counted as if it were 60/40
    expect(chiSquareAgainst([5_000, 5_000], [0.6, 0.4])).toBeGreaterThan(chiSquareCriticalAt0001(1));
  });
});
