import type { PlayerCashback } from '../../api/cashbacks.js';

// Spec section 4, "Cashback unseen logic": of the latest cashback (statuses paid_out and active,
// sorted by end_date descending), the popup shows it when its id differs from the stored seen id and
// it is active, or when it is paid_out with no receiving_expired_at (paid without a claim).

/** The query of the latest cashback the popup looks at. */
export const LATEST_CASHBACK_QUERY = {
  offset: 0,
  count: 1,
  statuses: 'paid_out,active',
  sort: 'end_date',
  order: 'desc',
} as const;

/** Whether the popup shows this latest cashback. */
export function unseenCashback(
  latest: Pick<PlayerCashback, 'id' | 'status' | 'receiving_expired_at'> | undefined,
  seenId: string | null,
): boolean {
  if (!latest || String(latest.id) === seenId) return false;
  return latest.status === 'active' || (latest.status === 'paid_out' && latest.receiving_expired_at === null);
}
