import type { RouterContextProvider } from 'react-router';
import { type BonusPage, getBonuses } from '../../api/bonuses.js';
import { type CashbackPage, getCashbacks } from '../../api/cashbacks.js';
import { getHistory, type HistoryPage } from '../../api/cashier.js';
import { HISTORY_PAGE_SIZE } from './history-list.js';
import { type HistoryTab, parseHistoryTab } from './history-tab.js';
import { type Settled, serverCallOptions, settle } from './server-calls.js';

/** A tab's page: payments (deposit, withdrawal), the player's bonuses, or their cashbacks. */
export type HistoryList = HistoryPage | BonusPage | CashbackPage;
export type HistoryItem = HistoryList['items'][number];

export interface HistoryPageData {
  tab: HistoryTab;
  first: Settled<HistoryList>;
}

/**
 * A tab's first page (spec section 9: 4 a page). Deposits and withdrawals come from
 * cashier/gethistory; bonuses and cashbacks from their own services.
 */
export function historyPage(
  tab: HistoryTab,
  offset: number,
  options: Parameters<typeof getHistory>[1],
): Promise<HistoryList> {
  if (tab === 'deposit' || tab === 'withdrawal') {
    return getHistory({ type: tab, offset, count: HISTORY_PAGE_SIZE }, options);
  }
  if (tab === 'bonuses') return getBonuses({ offset, count: HISTORY_PAGE_SIZE }, options);
  return getCashbacks({ offset, count: HISTORY_PAGE_SIZE, sort: 'end_date', order: 'desc' }, options);
}

export async function loadHistoryPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<HistoryPageData> {
  const tab = parseHistoryTab(new URL(args.request.url).searchParams);
  return { tab, first: await settle(historyPage(tab, 0, serverCallOptions(args))) };
}
