import { describe, expect, it } from 'vitest';
import { periodDays, timeLeft } from './cashback-dates.js';

describe('a cashback’s dates', () => {
  it('names the period by its first and last UTC day', () => {
    const period = { start_date: '2026-11-16T00:00:00.000Z', end_date: '2026-11-23T00:00:00.000Z' };
    expect(periodDays(period, 'en')).toEqual({ from: '16 Nov 2026', to: '22 Nov 2026' });
    expect(periodDays(period, 'fr')).toEqual({ from: '16 nov. 2026', to: '22 nov. 2026' });
  });

  it('counts the time left in days, then hours on the last day', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    expect(timeLeft('2026-11-30T00:07:00Z', now)).toEqual({ days: 7 });
    expect(timeLeft('2026-11-23T05:30:00Z', now)).toEqual({ hours: 6 });
    expect(timeLeft('2026-11-22T00:00:00Z', now)).toEqual({ hours: 1 });
  });
});
