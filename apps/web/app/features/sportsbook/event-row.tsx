import { marketOffered, type SportsEvent } from '@jeton/domain';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { MarketOdds } from './market-odds.js';
import type { SlipItem } from './slip-item.js';

/**
 * One match: its sides, time or score, its main market's prices as buttons that fill the slip, and
 * a link to the event page with its other markets (decision 0075).
 */
export function EventRow({
  event,
  slip,
  onToggle,
}: {
  event: SportsEvent;
  slip: readonly SlipItem[];
  onToggle: (item: SlipItem) => void;
}) {
  const { t, locale, format } = useI18n();
  const page = t.pages.betting;
  const headingId = `sports-event-${event.id}`;
  const shown = event.markets.filter((market) => marketOffered(market.status));
  const more = Math.max(0, event.markets_count - shown.length);
  return (
    <li className="sports-event">
      <article aria-labelledby={headingId}>
        <header className="sports-event-head">
          <h3 id={headingId} className="sports-event-name">
            {event.home} – {event.away}
          </h3>
          <p className="sports-event-meta">
            <span>{event.competition}</span>
            {event.status === 'live' ? (
              <>
                <span className="sports-live-badge">{page.live}</span>
                {event.score ? <span className="sports-score">{format(page.score, event.score)}</span> : null}
              </>
            ) : (
              <time dateTime={event.starts_at}>{formatDateTime(event.starts_at, locale)}</time>
            )}
          </p>
        </header>
        {event.markets.map((market) => (
          <MarketOdds key={market.id} event={event} market={market} slip={slip} onToggle={onToggle} />
        ))}
        {more > 0 ? (
          <Link className="sports-more-markets" to={localizePath(PATHS.bettingEvent(event.id), locale)}>
            {format(page.moreMarkets, { count: more })}
            <span className="visually-hidden">
              {' '}
              · {event.home} – {event.away}
            </span>
          </Link>
        ) : null}
      </article>
    </li>
  );
}
