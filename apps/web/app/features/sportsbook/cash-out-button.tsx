import { AppError, type SportsBet, type SportsCashOutQuote } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { cashOutBet } from '../../api/sportsbook.js';
import { useI18n } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { formatMoney } from '../../ui/money.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { confirmMoney } from '../cashier/confirm-money.js';
import { ConfirmedMoneyButton } from '../cashier/confirmed-money-button.js';
import { refreshBalance } from '../cashier/refresh-balance.js';

/**
 * "Cash out 9.50 €" on an open bet (decision 0074): asked first, then the bet is cashed out for the
 * figure the player confirmed. A moved offer comes back with the new figure, which is shown and
 * asked again; done, the header's balance re-reads and the bet shows "Cashed out".
 */
export function CashOutButton({
  bet,
  quote,
  onQuote,
  onCashedOut,
}: {
  bet: SportsBet;
  quote: SportsCashOutQuote;
  /** A new figure from the server (the offer moved), or null when there is none any more. */
  onQuote: (amount: number | null) => void;
  onCashedOut: (bet: SportsBet) => void;
}) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.betting.myBets;
  const root = useRootData();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);
  const title = bet.kind === 'multiple' ? bet.market : bet.selection;

  const confirmOf = (amount: number, moved: boolean) => ({
    title: texts.cashOutTitle,
    text: format(moved ? texts.cashOutMoved : texts.cashOutText, { amount: money(amount), bet: title }),
    details: [
      `${texts.stake}: ${money(bet.stake)}`,
      `${texts.potentialReturn}: ${money(bet.potential_return)}`,
    ],
    yes: format(texts.cashOut, { amount: money(amount) }),
    no: texts.cashOutKeep,
    onConfirm: () => void cashOut(amount),
  });

  const cashOut = async (amount: number) => {
    setBusy(true);
    try {
      const closed = await cashOutBet({ betId: bet.id, amount }, { locale });
      showToast({ text: format(texts.cashOutDone, { amount: money(amount) }), type: 'success' });
      onCashedOut(closed);
      await Promise.all([
        revalidator.revalidate(),
        refreshBalance(isPlayer(root) ? root.account : null, locale),
      ]);
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      const moved = error instanceof AppError ? error.data?.amount : undefined;
      if (code === 'CASH_OUT_CHANGED' && typeof moved === 'number') {
        // The price moved: show the new figure and ask again.
        onQuote(moved);
        confirmMoney(confirmOf(moved, true));
      } else {
        if (code === 'CASH_OUT_UNAVAILABLE' || code === 'BET_NOT_OPEN') onQuote(null);
        showToast({
          text:
            code === 'CASH_OUT_UNAVAILABLE' || code === 'BET_NOT_OPEN'
              ? texts.cashOutGone
              : texts.cashOutFailed,
          type: 'error',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmedMoneyButton
      label={format(texts.cashOut, { amount: money(quote.amount) })}
      primary
      busy={busy}
      confirm={confirmOf(quote.amount, false)}
    />
  );
}
