import { AppError } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useLocale } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { refreshBalance } from './refresh-balance.js';

/**
 * Runs a call that moves the player's money (activate or remove a bonus, claim a cashback): a toast
 * says it is done, or says why not in the feature's words (`refusal`, from the error's code); then
 * the page and the header's balances re-read. `busy` while it runs, to disable the buttons.
 */
export function useMoneyAction(refusal: (code: string | undefined) => string) {
  const locale = useLocale();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      showToast({ text: done, type: 'success' });
      await Promise.all([revalidator.revalidate(), refreshBalance(account, locale)]);
    } catch (error) {
      showToast({ text: refusal(error instanceof AppError ? error.code : undefined), type: 'error' });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}
