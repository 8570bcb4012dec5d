import type { SportsEvent } from '@jeton/domain';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { OddsButton } from './odds-button.js';
import { type SlipItem, slipItemOf } from './slip-item.js';

/** One match: its sides, time or score, and each market's prices as buttons that fill the slip. */
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
          <fieldset key={market.id} className="sports-market">
            <legend className="sports-market-name">
              {market.name}
              {market.status === 'suspended' ? (
                <span className="sports-suspended"> · {page.suspended}</span>
              ) : null}
            </legend>
            <div className="sports-odds-row">
              {market.selections.map((selection) => (
                <OddsButton
                  key={selection.id}
                  selection={selection}
                  selected={slip.some((item) => item.selectionId === selection.id)}
                  disabled={market.status !== 'open'}
                  onToggle={() => onToggle(slipItemOf(event, market, selection))}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </article>
    </li>
  );
}
