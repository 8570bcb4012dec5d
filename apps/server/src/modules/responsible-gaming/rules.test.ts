import { describe, expect, it } from 'vitest';
import { exclusionRuns, isLooser, laterEnd, selfExclusionEnd, timeOutEnd } from './rules.js';

const start = new Date('2026-08-31T10:00:00Z');

describe('responsible-gaming rules', () => {
  it('calls a higher value or a removal looser, never a lower or equal one', () => {
    expect(isLooser(100n, 101n)).toBe(true);
    expect(isLooser(100n, null)).toBe(true);
    expect(isLooser(100n, 100n)).toBe(false);
    expect(isLooser(100n, 1n)).toBe(false);
  });

  it('ends a time-out after 24 hours, 7 or 30 days', () => {
    expect(timeOutEnd(start, '24h').toISOString()).toBe('2026-09-01T10:00:00.000Z');
    expect(timeOutEnd(start, '7d').toISOString()).toBe('2026-09-07T10:00:00.000Z');
    expect(timeOutEnd(start, '30d').toISOString()).toBe('2026-09-30T10:00:00.000Z');
  });

  it('ends a self-exclusion after calendar months and years, or never', () => {
    expect(selfExclusionEnd(start, '6m')?.toISOString()).toBe('2027-03-03T10:00:00.000Z');
    expect(selfExclusionEnd(start, '1y')?.toISOString()).toBe('2027-08-31T10:00:00.000Z');
    expect(selfExclusionEnd(start, '5y')?.toISOString()).toBe('2031-08-31T10:00:00.000Z');
    expect(selfExclusionEnd(start, 'permanent')).toBeNull();
  });

  it('keeps the later end of two exclusions, a permanent one above all', () => {
    const soon = new Date('2026-09-01T00:00:00Z');
    expect(laterEnd(soon, start)).toBe(soon);
    expect(laterEnd(start, soon)).toBe(soon);
    expect(laterEnd(null, soon)).toBeNull();
    expect(exclusionRuns(null, new Date('2100-01-01T00:00:00Z'))).toBe(true);
    expect(exclusionRuns(soon, soon)).toBe(false);
  });
});
