import type { ReactNode } from 'react';
import type { PlayerCashback } from '../../api/cashbacks.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { periodDays, timeLeft } from './cashback-dates.js';
import '../bonuses/bonuses.css';

/** The bonus card's status styles: to claim as an active bonus, paid as a converted one. */
const STATUS_STYLE: Record<PlayerCashback['status'], string> = {
  active: 'active',
  paid_out: 'converted',
  expired: 'expired',
  removed: 'forfeited',
};

/**
 * One cashback: its amount and state, its period, how it was computed, and its deadline (with the
 * time left) or the day it was paid; actions below. Drawn like a bonus card.
 */
export function CashbackCard({ cashback, children }: { cashback: PlayerCashback; children?: ReactNode }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.cashback;
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);
  const headingId = `cashback-${cashback.id}-title`;
  return (
    <li className="bonus-card" data-status={cashback.status} aria-labelledby={headingId}>
      <div className="bonus-card-head">
        <h3 className="bonus-card-title" id={headingId}>
          {cashback.description}
        </h3>
        <span className={`bonus-status bonus-status-${STATUS_STYLE[cashback.status]}`}>
          {texts.statuses[cashback.status]}
        </span>
      </div>
      <p className="bonus-card-amount">{money(cashback.amount)}</p>
      <p>{format(texts.period, periodDays(cashback, locale))}</p>
      <p className="bonus-card-date">
        {format(texts.computed, {
          percent: cashback.percent,
          loss: money(cashback.net_loss),
          max: money(cashback.max_amount),
        })}
      </p>
      {cashback.status === 'active' && cashback.receiving_expired_at ? (
        <Deadline deadline={cashback.receiving_expired_at} />
      ) : null}
      {cashback.paid_out_at ? (
        <p className="bonus-card-converted">
          {format(texts.paidOn, { date: formatDateTime(cashback.paid_out_at, locale) })}
        </p>
      ) : null}
      {children ? <div className="bonus-card-actions">{children}</div> : null}
    </li>
  );
}

function Deadline({ deadline }: { deadline: string }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.cashback;
  const left = timeLeft(deadline, Date.now());
  return (
    <p className="bonus-card-date">
      {format(texts.deadline, { date: formatDateTime(deadline, locale) })}
      {' · '}
      {/* The server's clock and the browser's differ by the render's time: an hour may turn. */}
      <strong suppressHydrationWarning>
        {'days' in left ? format(texts.daysLeft, left) : format(texts.hoursLeft, left)}
      </strong>
    </p>
  );
}
