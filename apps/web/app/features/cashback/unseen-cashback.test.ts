import { describe, expect, it } from 'vitest';
import { unseenCashback } from './unseen-cashback.js';

const active = { id: 7, status: 'active' as const, receiving_expired_at: '2026-12-01T00:00:00Z' };

describe('the unseen-cashback popup', () => {
  it('shows an active cashback the player has not seen', () => {
    expect(unseenCashback(active, null)).toBe(true);
    expect(unseenCashback(active, '6')).toBe(true);
  });

  it('does not show the one already seen, nor when there is none', () => {
    expect(unseenCashback(active, '7')).toBe(false);
    expect(unseenCashback(undefined, null)).toBe(false);
  });

  it('shows a paid one only when it was paid without a claim window', () => {
    expect(unseenCashback({ ...active, status: 'paid_out' }, null)).toBe(false);
    expect(unseenCashback({ ...active, status: 'paid_out', receiving_expired_at: null }, null)).toBe(true);
  });

  it('never shows an expired or declined one', () => {
    expect(unseenCashback({ ...active, status: 'expired' }, null)).toBe(false);
    expect(unseenCashback({ ...active, status: 'removed' }, null)).toBe(false);
  });
});
