import type { AccountInfo, Balances } from '@jeton/domain';
import { useSyncExternalStore } from 'react';

// The balances the header shows. The root data's account is the source; a periodic refresh
// (account/getBalance) publishes newer figures for that same account object. A navigation that
// brings new root data brings a new account object, so its figures win again without any reset.

export interface RefreshedBalances {
  /** The root data's account the refresh was made for. */
  basedOn: AccountInfo;
  balances: Balances;
}

let refreshed: RefreshedBalances | null = null;
const listeners = new Set<() => void>();

/** Called in the browser only: the server never refreshes, and its module state is shared. */
export function publishBalances(basedOn: AccountInfo, balances: Balances): void {
  refreshed = { basedOn, balances };
  for (const listener of listeners) listener();
}

/** The refreshed figures when they belong to this account object, else the account's own. */
export function displayedBalances(account: AccountInfo, latest: RefreshedBalances | null): Balances {
  if (latest?.basedOn !== account) return account;
  const { balance_main, balance_bonus, balance_betting_bonus, balance_fun } = latest.balances;
  return { balance_main, balance_bonus, balance_betting_bonus, balance_fun };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The balances to show for the root data's account, following refreshes. */
export function useDisplayedBalances(account: AccountInfo): Balances {
  const latest = useSyncExternalStore(
    subscribe,
    () => refreshed,
    () => null,
  );
  return displayedBalances(account, latest);
}
