import { describe, expect, it } from 'vitest';
import { defaultReportRange, readReportRange, readStatus } from './list-params.js';

describe('the money lists’ URL', () => {
  it('reads a known status, falls back otherwise, and none for all', () => {
    const statuses = ['pending', 'applied'] as const;
    expect(readStatus(new URLSearchParams('status=applied'), statuses, 'pending')).toBe('applied');
    expect(readStatus(new URLSearchParams('status=nope'), statuses, 'pending')).toBe('pending');
    expect(readStatus(new URLSearchParams('status=all'), statuses, 'pending')).toBeUndefined();
  });

  it('reports the last 7 UTC days by default, and a range the URL gives', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(defaultReportRange(now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(readReportRange(new URLSearchParams('from=2026-01-01&to=2026-01-31'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readReportRange(new URLSearchParams('from=garbage'), now).from).toBe('2026-03-04');
  });
});
