import type { Jackpot } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { formatMoney } from '../../ui/money.js';
import { JackpotProgress } from './jackpot-progress.js';

/** A running jackpot in the list: its pool, its ceiling, how close it is, and the way to its page. */
export function JackpotCard({ jackpot }: { jackpot: Jackpot }) {
  const { t, format, locale } = useI18n();
  const page = t.pages.jackpots;
  const to = localizePath(`${PATHS.jackpots}/${jackpot.id}`, locale);
  return (
    <li className="jackpot-card">
      <h2 className="jackpot-card-name">
        <Link to={to} className="jackpot-card-link" aria-label={format(page.details, { name: jackpot.name })}>
          {jackpot.name}
        </Link>
      </h2>
      <p className="jackpot-amount" data-testid="jackpot-amount">
        {formatMoney(jackpot.amount, jackpot.currency, locale)}
      </p>
      <p className="jackpot-ceiling">
        {format(page.mustDropBefore, { amount: formatMoney(jackpot.drop_before, jackpot.currency, locale) })}
      </p>
      <JackpotProgress jackpot={jackpot} />
      <p className="jackpot-card-description">{jackpot.description}</p>
    </li>
  );
}
