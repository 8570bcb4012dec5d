import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.js';

const UTC = { timeZone: 'UTC' };

describe('dates in each locale (issue 17)', () => {
  it('writes dates as each locale does', () => {
    expect(formatDate('2026-01-05T09:07:00Z', 'en', UTC)).toBe('5 Jan 2026');
    expect(formatDate('2026-01-05T09:07:00Z', 'fr', UTC)).toBe('5 janv. 2026');
  });

  it('writes times on a 24-hour clock', () => {
    expect(formatTime('2026-01-05T09:07:00Z', 'en', UTC)).toBe('09:07');
    expect(formatTime('2026-01-05T21:30:00Z', 'fr', UTC)).toBe('21:30');
  });

  it('joins date and time the way the locale does, never as dd.mm.yyyy', () => {
    const value = '2026-11-24T14:59:00Z';
    expect(formatDateTime(value, 'en', UTC)).toBe('24 Nov 2026, 14:59');
    expect(formatDateTime(value, 'fr', UTC)).toMatch(/^24 nov\. 2026(,| à) 14:59$/);
  });

  it('follows the time zone it is given', () => {
    // 23:30 UTC is already the next day in Paris.
    expect(formatDateTime('2026-01-05T23:30:00Z', 'en', { timeZone: 'Europe/Paris' })).toBe(
      '6 Jan 2026, 00:30',
    );
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});
