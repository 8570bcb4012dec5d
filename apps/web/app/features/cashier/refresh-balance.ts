import type { AccountInfo, LocaleCode } from '@jeton/domain';
import { getBalance } from '../../api/balance.js';
import { publishBalances } from '../balance/balance-store.js';

/** After money moved: the header's figures from account/getBalance at once, not at the next tick. */
export async function refreshBalance(account: AccountInfo | null, locale: LocaleCode): Promise<void> {
  if (!account) return;
  try {
    publishBalances(account, await getBalance({ locale }));
  } catch {
    // The periodic refresh tries again; the page already says what happened.
  }
}
