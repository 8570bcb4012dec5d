import { formatAmount } from '@jeton/domain';
import type { ReactNode } from 'react';
import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';

/** One free bet: its title and state, its stake and lowest odds, its dates or winnings; actions below. */
export function BettingBonusCard({ bonus, children }: { bonus: PlayerBettingBonus; children?: ReactNode }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.bettingBonuses;
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);
  const open = bonus.status === 'available' || bonus.status === 'active';
  return (
    <li className="bonus-card" data-status={bonus.status}>
      <div className="bonus-card-head">
        <h4 className="bonus-card-title">{bonus.title}</h4>
        <span className={`bonus-status bonus-status-${bonus.status}`}>{texts.statuses[bonus.status]}</span>
      </div>
      <p className="bonus-card-amount">{money(bonus.amount)}</p>
      <p>{format(texts.terms, { odds: formatAmount(bonus.min_odds, locale, 2) })}</p>
      <p className="bonus-card-date">
        {open
          ? format(texts.expires, { date: formatDateTime(bonus.expires_at, locale) })
          : bonus.ended_at
            ? format(texts.ended, { date: formatDateTime(bonus.ended_at, locale) })
            : null}
      </p>
      {bonus.winnings && bonus.winnings.amount > 0 ? (
        <p className="bonus-card-converted">{format(texts.winnings, { amount: money(bonus.winnings) })}</p>
      ) : null}
      {children ? <div className="bonus-card-actions">{children}</div> : null}
    </li>
  );
}
