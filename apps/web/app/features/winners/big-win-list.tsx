import { Link } from 'react-router';
import type { BigWin } from '../../api/winners.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { formatMoney } from '../../ui/money.js';

/** The big wins, newest first: each with its game (a way into it), the winner, the amount and when. */
export function BigWinList({ wins }: { wins: readonly BigWin[] }) {
  const { t } = useI18n();
  return (
    <ol className="big-win-list" aria-label={t.pages.winners.listLabel}>
      {wins.map((win) => (
        <BigWinRow key={win.id} win={win} />
      ))}
    </ol>
  );
}

function BigWinRow({ win }: { win: BigWin }) {
  const { t, locale, format } = useI18n();
  const page = t.pages.winners;
  const amount = formatMoney(win.amount.amount, win.amount.currency, locale);
  const detail =
    win.multiplier === null
      ? page.freeSpins
      : format(page.multiplier, {
          multiplier: win.multiplier.toLocaleString(locale, { maximumFractionDigits: 2 }),
          stake: formatMoney(win.stake.amount, win.stake.currency, locale),
        });
  return (
    <li className="big-win">
      <Link
        className="big-win-game"
        to={localizePath(PATHS.game(win.game.sysname), locale)}
        // The game's name beside it is the same link: one stop for the keyboard, one for readers.
        tabIndex={-1}
        aria-hidden="true"
      >
        {win.game.image_url ? (
          <img src={win.game.image_url} alt="" width={96} height={64} loading="lazy" decoding="async" />
        ) : (
          <span className="big-win-game-blank" />
        )}
      </Link>
      <div className="big-win-text">
        <p className="big-win-headline">
          <strong className="big-win-player">{win.player}</strong>{' '}
          <span className="big-win-amount">{format(page.won, { amount })}</span>
        </p>
        <p className="big-win-detail">
          <Link to={localizePath(PATHS.game(win.game.sysname), locale)}>{win.game.name}</Link>
          <span aria-hidden="true"> · </span>
          <span>{detail}</span>
        </p>
      </div>
      <time className="big-win-time" dateTime={win.won_at}>
        {formatDateTime(win.won_at, locale)}
      </time>
    </li>
  );
}
