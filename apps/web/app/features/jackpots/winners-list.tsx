import type { JackpotWinner } from '@jeton/domain';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { formatMoney } from '../../ui/money.js';

/** Recent wins: who (a masked public name), how much, on which game, when, and the revealed draw. */
export function WinnersList({ winners, showDraw }: { winners: JackpotWinner[]; showDraw: boolean }) {
  const { t, format, locale } = useI18n();
  const page = t.pages.jackpots;
  if (winners.length === 0) return <p className="jackpot-muted">{page.noWinners}</p>;
  return (
    <ul className="jackpot-winners">
      {winners.map((win) => (
        <li key={`${win.jackpot_id}-${win.cycle}`} className="jackpot-winner">
          {showDraw ? null : <strong>{win.jackpot_name}</strong>}
          <span>
            {format(page.won, { winner: win.winner, amount: formatMoney(win.amount, win.currency, locale) })}{' '}
            <Link to={localizePath(PATHS.game(win.game.sysname), locale)}>{win.game.name}</Link>
          </span>
          <time dateTime={win.won_at} className="jackpot-muted">
            {format(page.wonAt, { date: formatDateTime(win.won_at, locale) })}
          </time>
          {showDraw ? (
            <code className="jackpot-draw">
              {format(t.pages.jackpot.revealed, { amount: win.drop_amount_minor, salt: win.salt })}
              <br />
              {t.pages.jackpot.fingerprint}: {win.commitment}
            </code>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
