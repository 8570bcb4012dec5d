/** The history page's tabs (spec section 2): the query `tab`, deposit when absent or unknown. */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const DEFAULT_HISTORY_TAB: HistoryTab = 'deposit';

export function parseHistoryTab(query: URLSearchParams): HistoryTab {
  const tab = query.get('tab');
  return (HISTORY_TABS as readonly string[]).includes(tab ?? '') ? (tab as HistoryTab) : DEFAULT_HISTORY_TAB;
}
