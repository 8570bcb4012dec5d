import { Link } from 'react-router';
import type { DepositLimit } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { DateTime, useMoney } from './cashier-format.js';
import { CashierNotice } from './cashier-notice.js';
import type { Settled } from './server-calls.js';

/** The player's deposit limit on the deposit page: the period's limit and what is still available. */
export function DepositLimitSummary({
  limit,
  currency,
}: {
  limit: Settled<DepositLimit> | null;
  currency: string;
}) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
  if (!limit) return null;
  const texts = t.cashier.limit;
  const manage = (
    <Link to={localizePath('/profile/responsible-game', locale)} className="cashier-inline-link">
      {texts.manage}
    </Link>
  );
  if (!limit.ok) {
    // A server without deposit limits yet says so plainly; the deposit itself still works.
    return <CashierNotice tone="info">{texts.loadFailed}</CashierNotice>;
  }
  const value = limit.data;
  if (value.period === 'none' || value.limit_amount === null) {
    return (
      <div className="limit-summary">
        <p>
          <strong>{texts.title}: </strong>
          {texts.none} {manage}
        </p>
        <PendingLimit limit={value} currency={currency} />
      </div>
    );
  }
  return (
    <div className="limit-summary" data-testid="deposit-limit">
      <p>
        <strong>{texts.title}: </strong>
        {format(texts.summary, {
          period: texts.periods[value.period],
          limit: money(value.limit_amount, currency),
          available: money(value.available_amount ?? 0, currency),
        })}{' '}
        {value.expired_at && (
          <>
            {texts.until} <DateTime value={value.expired_at} />.{' '}
          </>
        )}
        {manage}
      </p>
      <PendingLimit limit={value} currency={currency} />
    </div>
  );
}

/** A looser limit waiting for its cooling-off, and when it applies. */
export function PendingLimit({ limit, currency }: { limit: DepositLimit; currency: string }) {
  const { t, format } = useI18n();
  const money = useMoney();
  const pending = limit.pending;
  if (!pending) return null;
  const texts = t.cashier.limit;
  const text =
    pending.period === 'none' || pending.limit_amount === null
      ? texts.pendingRemoval
      : format(texts.pending, {
          period: texts.periods[pending.period],
          limit: money(pending.limit_amount, currency),
        });
  return (
    <p>
      {text} <DateTime value={pending.effective_at} />.
    </p>
  );
}
