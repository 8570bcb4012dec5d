import type { SportsEvent } from '@jeton/domain';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';

/** The event page's head: sport and competition, then the start time, or the live or final score. */
export function EventSummary({ event }: { event: SportsEvent }) {
  const { t, locale, format } = useI18n();
  const page = t.pages.betting;
  const texts = page.event;
  return (
    <section className="sports-event-summary" aria-label={texts.summary}>
      <p className="sports-event-meta">
        <span>{texts.sports[event.sport as keyof typeof texts.sports] ?? event.sport}</span>
        <span>{event.competition}</span>
      </p>
      <div className="sports-event-sides">
        <span className="sports-side">{event.home}</span>
        <span className="sports-event-score">
          {event.score && event.status !== 'scheduled' ? format(page.score, event.score) : texts.versus}
        </span>
        <span className="sports-side">{event.away}</span>
      </div>
      <p className="sports-event-meta sports-event-state">
        {event.status === 'live' ? <span className="sports-live-badge">{page.live}</span> : null}
        {event.status === 'finished' ? <span>{texts.finished}</span> : null}
        {event.status === 'cancelled' ? <span>{texts.cancelledBadge}</span> : null}
        {event.status === 'scheduled' ? <span>{texts.startsAt}</span> : null}
        <time dateTime={event.starts_at}>{formatDateTime(event.starts_at, locale)}</time>
      </p>
    </section>
  );
}
