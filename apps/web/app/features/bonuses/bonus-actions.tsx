import { AppError } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { activateBonus, type PlayerBonus, removeBonus } from '../../api/bonuses.js';
import { useI18n } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { formatMoney } from '../../ui/money.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { confirmMoney } from '../cashier/confirm-money.js';
import { refreshBalance } from '../cashier/refresh-balance.js';

/**
 * A bonus's actions, each asked first (money moves): activate an available one (when none runs),
 * remove an available or active one. After either, the page and the header's balances re-read.
 */
export function BonusActions({ bonus, canActivate }: { bonus: PlayerBonus; canActivate: boolean }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.bonuses;
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      showToast({ text: done, type: 'success' });
      await Promise.all([revalidator.revalidate(), refreshBalance(account, locale)]);
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      const text =
        code === 'BONUS_ALREADY_ACTIVE' || code === 'BONUS_ENDED' ? texts.errors[code] : texts.errors.generic;
      showToast({ text, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {bonus.status === 'available' && canActivate ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() =>
            confirmMoney({
              title: texts.activateTitle,
              text: format(texts.activateText, {
                amount: money(bonus.amount),
                required: money(bonus.wager.required),
                days: bonus.valid_days,
              }),
              yes: texts.activate,
              no: texts.keep,
              onConfirm: () => void act(() => activateBonus(bonus.id, { locale }), texts.activated),
            })
          }
        >
          {texts.activate}
        </button>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() =>
          confirmMoney({
            title: texts.removeTitle,
            text: bonus.status === 'active' ? texts.removeActiveText : texts.removeAvailableText,
            yes: texts.remove,
            no: texts.keep,
            onConfirm: () => void act(() => removeBonus(bonus.id, { locale }), texts.removed),
          })
        }
      >
        {texts.remove}
      </button>
    </>
  );
}
