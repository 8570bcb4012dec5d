import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The cashbacks service (spec section 7, decision 0064): the player's cashbacks, claimed (payout)
// or declined (remove), and the rule in force.

export type CashbackPage = ApiAnswer<'cashbacks', 'get'>;
export type PlayerCashback = CashbackPage['items'][number];
export type CashbackRuleInfo = ApiAnswer<'cashbacks', 'getrule'>;

export function getCashbacks(
  query: { offset: number; count: number; statuses?: string; sort?: 'end_date'; order?: 'asc' | 'desc' },
  options: ApiCallOptions = {},
): Promise<CashbackPage> {
  return apiCall('cashbacks', 'get', query, options);
}

export function getCashbackRule(options: ApiCallOptions = {}): Promise<CashbackRuleInfo> {
  return apiCall('cashbacks', 'getrule', {}, options);
}

export function payoutCashback(id: number, options: ApiCallOptions = {}): Promise<PlayerCashback> {
  return apiCall('cashbacks', 'payout', { cashback_id: id }, { ...options, httpMethod: 'POST' });
}

/** Declines the player's current cashback (the spec's `remove`, no body). */
export function removeCashback(options: ApiCallOptions = {}): Promise<PlayerCashback> {
  return apiCall('cashbacks', 'remove', {}, { ...options, httpMethod: 'POST' });
}

/** The stored id of the last cashback the player has seen in the popup (spec: already_seen_cashback_id). */
export const SEEN_CASHBACK_KEY = 'already_seen_cashback_id';

export async function getSeenCashbackId(options: ApiCallOptions = {}): Promise<string | null> {
  return (await apiCall('storage', 'get', { key: SEEN_CASHBACK_KEY }, options)).value;
}

export async function setSeenCashbackId(id: number, options: ApiCallOptions = {}): Promise<void> {
  await apiCall(
    'storage',
    'set',
    { key: SEEN_CASHBACK_KEY, value: String(id) },
    { ...options, httpMethod: 'POST' },
  );
}
