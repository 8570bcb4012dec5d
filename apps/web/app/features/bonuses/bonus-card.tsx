import type { ReactNode } from 'react';
import type { PlayerBonus } from '../../api/bonuses.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';

/** One bonus: its title and state, its money, its wagering as a bar, its dates; actions below. */
export function BonusCard({ bonus, children }: { bonus: PlayerBonus; children?: ReactNode }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.bonuses;
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);
  const running = bonus.status === 'active' || bonus.status === 'available';
  return (
    <li className="bonus-card" data-status={bonus.status}>
      <div className="bonus-card-head">
        <h3 className="bonus-card-title">{bonus.title}</h3>
        <span className={`bonus-status bonus-status-${bonus.status}`}>{texts.statuses[bonus.status]}</span>
      </div>
      <p className="bonus-card-amount">{money(bonus.amount)}</p>
      {running ? (
        <div className="bonus-wagering">
          <div
            className="bonus-progress"
            role="progressbar"
            aria-label={format(texts.progressLabel, { title: bonus.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bonus.wager.percent}
          >
            <span style={{ width: `${bonus.wager.percent}%` }} />
          </div>
          <p>
            {format(texts.wagering, {
              wagered: money(bonus.wager.wagered),
              required: money(bonus.wager.required),
              multiplier: bonus.wager.multiplier,
            })}
          </p>
        </div>
      ) : null}
      <p className="bonus-card-date">
        {bonus.status === 'active' && bonus.expires_at
          ? format(texts.ends, { date: formatDateTime(bonus.expires_at, locale) })
          : bonus.status === 'available'
            ? format(texts.runs, { days: bonus.valid_days })
            : bonus.ended_at
              ? format(texts.ended, { date: formatDateTime(bonus.ended_at, locale) })
              : null}
      </p>
      {bonus.converted ? (
        <p className="bonus-card-converted">{format(texts.converted, { amount: money(bonus.converted) })}</p>
      ) : null}
      {children ? <div className="bonus-card-actions">{children}</div> : null}
    </li>
  );
}
