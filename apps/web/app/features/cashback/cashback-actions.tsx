import { AppError } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { type PlayerCashback, payoutCashback, removeCashback } from '../../api/cashbacks.js';
import { useI18n } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { formatMoney } from '../../ui/money.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { confirmMoney } from '../cashier/confirm-money.js';
import { refreshBalance } from '../cashier/refresh-balance.js';

const KNOWN_ERRORS = ['CASHBACK_EXPIRED', 'CASHBACK_ENDED', 'CASHBACK_NOT_FOUND'] as const;

/**
 * An active cashback's actions, each asked first: claim it (money moves to the main balance) or
 * decline it. After either, the page and the header's balances re-read.
 */
export function CashbackActions({ cashback }: { cashback: PlayerCashback }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.cashback;
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(cashback.amount.amount, cashback.amount.currency, locale);

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      showToast({ text: done, type: 'success' });
      await Promise.all([revalidator.revalidate(), refreshBalance(account, locale)]);
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      const known = KNOWN_ERRORS.find((name) => name === code);
      showToast({ text: known ? texts.errors[known] : texts.errors.generic, type: 'error' });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        aria-label={format(texts.claimLabel, { amount })}
        onClick={() =>
          confirmMoney({
            title: texts.claimTitle,
            text: format(texts.claimText, { amount }),
            yes: texts.claim,
            no: texts.keep,
            onConfirm: () =>
              void act(() => payoutCashback(cashback.id, { locale }), format(texts.claimed, { amount })),
          })
        }
      >
        {texts.claim}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() =>
          confirmMoney({
            title: texts.declineTitle,
            text: format(texts.declineText, { amount }),
            yes: texts.decline,
            no: texts.keep,
            onConfirm: () => void act(() => removeCashback({ locale }), texts.declined),
          })
        }
      >
        {texts.decline}
      </button>
    </>
  );
}
