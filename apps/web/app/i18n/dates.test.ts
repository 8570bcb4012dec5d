import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.js';
import { en } from './en.js';
import { fr } from './fr.js';

const UTC = { timeZone: 'UTC' };

describe('dates (spec section 9)', () => {
  it('shows dates as dd.mm.yyyy', () => {
    expect(formatDate('2026-01-05T09:07:00Z', UTC)).toBe('05.01.2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 23, 59)), UTC)).toBe('22.11.2026');
  });

  it('shows times as H:mm on a 24-hour clock', () => {
    expect(formatTime('2026-01-05T09:07:00Z', UTC)).toBe('9:07');
    expect(formatTime('2026-01-05T00:05:00Z', UTC)).toBe('0:05');
    expect(formatTime('2026-01-05T21:30:00Z', UTC)).toBe('21:30');
  });

  it('follows the time zone it is given', () => {
    // 23:30 UTC is already the next day in Paris.
    expect(formatDateTime('2026-01-05T23:30:00Z', { timeZone: 'Europe/Paris', joiner: 'at' })).toBe(
      '06.01.2026 at 0:30',
    );
  });

  it("joins date and time with the catalogue's word, 'a las' by default", () => {
    const value = '2026-03-01T14:05:00Z';
    expect(formatDateTime(value, UTC)).toBe('01.03.2026 a las 14:05');
    expect(formatDateTime(value, { ...UTC, joiner: en.dates.joiner })).toBe('01.03.2026 at 14:05');
    expect(formatDateTime(value, { ...UTC, joiner: fr.dates.joiner })).toBe('01.03.2026 à 14:05');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
