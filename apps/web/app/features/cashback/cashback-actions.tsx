import { type PlayerCashback, payoutCashback, removeCashback } from '../../api/cashbacks.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { ConfirmedMoneyButton } from '../cashier/confirmed-money-button.js';
import { useMoneyAction } from '../cashier/use-money-action.js';

const KNOWN_ERRORS = ['CASHBACK_EXPIRED', 'CASHBACK_ENDED', 'CASHBACK_NOT_FOUND'] as const;

/**
 * An active cashback's actions, each asked first: claim it (money moves to the main balance) or
 * decline it. After either, the page and the header's balances re-read.
 */
export function CashbackActions({ cashback }: { cashback: PlayerCashback }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.cashback;
  const { busy, act } = useMoneyAction((code) => {
    const known = KNOWN_ERRORS.find((name) => name === code);
    return known ? texts.errors[known] : texts.errors.generic;
  });
  const amount = formatMoney(cashback.amount.amount, cashback.amount.currency, locale);

  return (
    <>
      <ConfirmedMoneyButton
        label={texts.claim}
        ariaLabel={format(texts.claimLabel, { amount })}
        primary
        busy={busy}
        confirm={{
          title: texts.claimTitle,
          text: format(texts.claimText, { amount }),
          yes: texts.claim,
          no: texts.keep,
          onConfirm: () =>
            void act(() => payoutCashback(cashback.id, { locale }), format(texts.claimed, { amount })),
        }}
      />
      <ConfirmedMoneyButton
        label={texts.decline}
        busy={busy}
        confirm={{
          title: texts.declineTitle,
          text: format(texts.declineText, { amount }),
          yes: texts.decline,
          no: texts.keep,
          onConfirm: () => void act(() => removeCashback({ locale }), texts.declined),
        }}
      />
    </>
  );
}
