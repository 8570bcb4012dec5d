import type { SportsEvent } from '@jeton/domain';
import { lazy, Suspense } from 'react';
import { Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { serverCallOptions } from '../api/server-call-options.js';
import { getSportsbook } from '../api/sportsbook.js';
import { BetSlipAside } from '../features/sportsbook/bet-slip-aside.js';
import { useBetting } from '../features/sportsbook/betting-context.js';
import { EventRow } from '../features/sportsbook/event-row.js';
import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { GuestActions } from '../ui/guest-actions.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/betting';

// /betting: the sportsbook. Live and upcoming matches with their main market's prices moving live,
// a link to each match's other markets (decision 0075), a sports filter, the layout's bet slip (a
// bottom sheet on phones) and "My bets", loaded when first needed.

const MyBets = lazy(() => import('../features/sportsbook/my-bets.js'));

/** Events listed at most. */
const EVENTS_SHOWN = 60;
const SPORT = /^[a-z0-9-]{1,32}$/;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const sport = url.searchParams.get('sport') ?? '';
  const query = { count: EVENTS_SHOWN, ...(SPORT.test(sport) ? { sport } : {}) };
  try {
    return { sport: query.sport ?? null, book: await getSportsbook(query, serverCallOptions(args)) };
  } catch (error) {
    console.error('sportsbook/get failed', error);
    return { sport: query.sport ?? null, book: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.betting);
}

export default function Betting({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.betting;
  const revalidator = useRevalidator();
  const loading = useNavigation().state === 'loading' || revalidator.state === 'loading';
  const [params] = useSearchParams();
  const betting = useBetting();
  const { slip, toggle, placedCount } = betting;
  const tab = params.get('tab') === 'my-bets' && betting.player ? 'my-bets' : 'events';

  const { book } = loaderData;
  const sportLink = (sysname: string | null) => (sysname ? `?sport=${sysname}` : '?');
  const events = (status: SportsEvent['status']) =>
    (book?.events ?? []).filter((event) => event.status === status);
  const section = (key: 'live' | 'upcoming', items: SportsEvent[], empty: string) => (
    <section className="sports-section" aria-labelledby={`sports-${key}`}>
      <h2 id={`sports-${key}`}>{page[key]}</h2>
      {items.length === 0 ? (
        <p className="sports-muted">{empty}</p>
      ) : (
        <ul className="sports-events">
          {items.map((event) => (
            <EventRow key={event.id} event={event} slip={slip} onToggle={toggle} />
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className="page" aria-busy={loading}>
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {betting.player ? (
        <nav className="sports-filter" aria-label={page.tabsLabel}>
          <Link to="?" className="sports-chip" aria-current={tab === 'events' ? 'true' : undefined}>
            {page.tabEvents}
          </Link>
          <Link
            to="?tab=my-bets"
            className="sports-chip"
            aria-current={tab === 'my-bets' ? 'true' : undefined}
          >
            {page.tabMyBets}
          </Link>
        </nav>
      ) : (
        <section className="sports-guest" aria-labelledby="sports-guest">
          <div>
            <h2 id="sports-guest">{page.guestTitle}</h2>
            <p>{page.guestText}</p>
          </div>
          <GuestActions
            className="sports-guest-actions"
            lead="logIn"
            register={page.register}
            logIn={page.login}
          />
        </section>
      )}
      <div className="sports-layout">
        <div>
          {tab === 'my-bets' ? (
            <Suspense fallback={<p className="sports-muted">…</p>}>
              <MyBets refreshKey={placedCount} pricesKey={betting.pricesKey} />
            </Suspense>
          ) : book === null ? (
            <div role="alert">
              <EmptyState text={page.loadError} icon="warning" />
              <button
                type="button"
                className="button button-primary"
                onClick={() => void revalidator.revalidate()}
              >
                {page.retry}
              </button>
            </div>
          ) : (
            <>
              <nav className="sports-filter" aria-label={page.sportsLabel}>
                <Link
                  to={sportLink(null)}
                  className="sports-chip"
                  aria-current={loaderData.sport === null ? 'true' : undefined}
                >
                  {page.allSports}
                </Link>
                {book.sports.map((sport) => (
                  <Link
                    key={sport.sysname}
                    to={sportLink(sport.sysname)}
                    className="sports-chip"
                    aria-current={loaderData.sport === sport.sysname ? 'true' : undefined}
                  >
                    {format(page.sportCount, { name: sport.name, count: String(sport.events_count) })}
                  </Link>
                ))}
              </nav>
              {book.events.length === 0 ? (
                <EmptyState text={page.empty} icon="betting" />
              ) : (
                <>
                  {section('live', events('live'), page.noLive)}
                  {section('upcoming', events('scheduled'), page.noUpcoming)}
                </>
              )}
            </>
          )}
        </div>
        <BetSlipAside betting={betting} />
      </div>
      <p className="visually-hidden" role="status">
        {loading ? page.loading : ''}
      </p>
    </div>
  );
}
