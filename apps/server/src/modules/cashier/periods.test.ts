import { describe, expect, it } from 'vitest';
import { periodAround, startOfUtcDay } from './periods.js';

const at = (iso: string) => new Date(iso);

describe('periodAround', () => {
  it.each([
    ['day', '2026-11-22T23:59:59Z', '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    // 22 November 2026 is a Sunday: its week started on Monday the 16th.
    ['week', '2026-11-22T12:00:00Z', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['week', '2026-11-23T00:00:00Z', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['month', '2026-12-31T10:00:00Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['month', '2028-02-29T10:00:00Z', '2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
  ] as const)('%s around %s is [%s, %s)', (period, when, start, end) => {
    const window = periodAround(period, at(when));
    expect(window.start.toISOString()).toBe(start);
    expect(window.end.toISOString()).toBe(end);
  });

  it('starts the day at UTC midnight', () => {
    expect(startOfUtcDay(at('2026-11-22T00:00:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});
