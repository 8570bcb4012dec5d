import type { BetProduct, BetsPage, HistoryExport, HistoryExportFormat } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The bets history (games.getHistory and its export) and the player's notices (notifications).

export interface BetsFilters {
  product: BetProduct | 'all';
  /** ISO date-times of the period [from, to); null when open. */
  from: string | null;
  to: string | null;
}

const filterParams = (filters: BetsFilters) => ({
  product: filters.product,
  from: filters.from ?? undefined,
  to: filters.to ?? undefined,
});

export function getBets(
  filters: BetsFilters,
  page: { offset: number; count: number },
  options: ApiCallOptions = {},
): Promise<BetsPage> {
  return apiCall('games', 'getHistory', { ...filterParams(filters), ...page }, options);
}

export function requestHistoryExport(
  format: HistoryExportFormat,
  filters: BetsFilters,
  options: ApiCallOptions = {},
): Promise<HistoryExport> {
  return apiCall(
    'games',
    'createhistoryexportrequest',
    { format, ...filterParams(filters) },
    { ...options, httpMethod: 'POST' },
  );
}

export function getHistoryExport(id: number, options: ApiCallOptions = {}): Promise<HistoryExport | null> {
  return apiCall('games', 'gethistoryexportrequest', { id }, options);
}

export function getNotices(page: { offset: number; count: number }, options: ApiCallOptions = {}) {
  return apiCall('notifications', 'get', page, options);
}

export async function getUnreadCount(options: ApiCallOptions = {}): Promise<number> {
  return (await apiCall('notifications', 'getUnreadCount', {}, options)).unread;
}

/** Marks one notice read, or all; answers the unread count left. */
export async function markNoticesRead(id: number | 'all', options: ApiCallOptions = {}): Promise<number> {
  return (await apiCall('notifications', 'markRead', { id }, { ...options, httpMethod: 'POST' })).unread;
}
