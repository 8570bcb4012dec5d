import { describe, expect, it } from 'vitest';
import { claimDeadline, lastClosedPeriod } from './cashback-period.js';

describe('the last closed period', () => {
  it('is last week, Monday to Monday UTC, whatever the day of this week', () => {
    for (const now of ['2026-11-23T00:00:00Z', '2026-11-26T13:00:00Z', '2026-11-29T23:59:59Z']) {
      expect(lastClosedPeriod('weekly', new Date(now))).toEqual({
        key: 'weekly:2026-11-16',
        startsAt: new Date('2026-11-16T00:00:00Z'),
        endsAt: new Date('2026-11-23T00:00:00Z'),
      });
    }
  });

  it('is yesterday UTC for a daily rule, across a month', () => {
    expect(lastClosedPeriod('daily', new Date('2026-12-01T08:00:00Z'))).toEqual({
      key: 'daily:2026-11-30',
      startsAt: new Date('2026-11-30T00:00:00Z'),
      endsAt: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('leaves the claim window’s days after the computation', () => {
    expect(claimDeadline(new Date('2026-11-23T00:07:00Z'), 7)).toEqual(new Date('2026-11-30T00:07:00Z'));
  });
});
