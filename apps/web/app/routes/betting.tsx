import type { SportsEvent } from '@jeton/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { getBettingBonuses } from '../api/betting-bonuses.js';
import { serverCallOptions } from '../api/server-call-options.js';
import { getSportsbook } from '../api/sportsbook.js';
import { initialDataContext } from '../context.js';
import { EventRow } from '../features/sportsbook/event-row.js';
import type { SlipItem } from '../features/sportsbook/slip-item.js';
import { useSportsbookSignals } from '../features/sportsbook/use-sportsbook-signals.js';
import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { isPlayer } from '../session/initial-data.js';
import { EmptyState } from '../ui/empty-state.js';
import { GuestActions } from '../ui/guest-actions.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/betting';
import '../features/sportsbook/sportsbook.css';

// /betting: the sportsbook. Live and upcoming matches with prices that move live, a sports filter,
// a bet slip (a bottom sheet on phones) and "My bets". The slip and "My bets" are loaded when first
// needed, so the first view carries only the list.

const BetSlip = lazy(() => import('../features/sportsbook/bet-slip.js'));
const MyBets = lazy(() => import('../features/sportsbook/my-bets.js'));

/** Events listed at most. */
const EVENTS_SHOWN = 60;
const SPORT = /^[a-z0-9-]{1,32}$/;

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const sport = url.searchParams.get('sport') ?? '';
  const initial = args.context.get(initialDataContext);
  const player = isPlayer(initial);
  const currency = player ? initial.account.balance_main.currency : 'EUR';
  const query = { count: EVENTS_SHOWN, ...(SPORT.test(sport) ? { sport } : {}) };
  const options = serverCallOptions(args);
  // The player's active free bet (decision 0070), which the slip offers; none when it cannot be read.
  const freeBet = player
    ? getBettingBonuses({ offset: 0, count: 1, status: 'active' }, options).then(
        (page) => page.items[0] ?? null,
        () => null,
      )
    : Promise.resolve(null);
  try {
    const [book, activeFreeBet] = await Promise.all([getSportsbook(query, options), freeBet]);
    return { player, currency, sport: query.sport ?? null, book, freeBet: activeFreeBet };
  } catch (error) {
    console.error('sportsbook/get failed', error);
    return { player, currency, sport: query.sport ?? null, book: null, freeBet: await freeBet };
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
  const tab = params.get('tab') === 'my-bets' && loaderData.player ? 'my-bets' : 'events';
  const [slip, setSlip] = useState<SlipItem[]>([]);
  const [slipOpen, setSlipOpen] = useState(false);
  const [placedCount, setPlacedCount] = useState(0);
  // Each change also has "My bets" read its cash-out offers again (decision 0074).
  const [pricesKey, setPricesKey] = useState(0);
  useSportsbookSignals(() => {
    void revalidator.revalidate();
    setPricesKey((key) => key + 1);
  });

  const toggle = (item: SlipItem) => {
    setSlip((items) =>
      items.some((it) => it.selectionId === item.selectionId)
        ? items.filter((it) => it.selectionId !== item.selectionId)
        : [...items, item],
    );
    setSlipOpen(true);
  };
  const remove = (selectionId: number) =>
    setSlip((items) => items.filter((it) => it.selectionId !== selectionId));
  const reprice = (selectionId: number, odds: number) =>
    setSlip((items) => items.map((it) => (it.selectionId === selectionId ? { ...it, odds } : it)));

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
      {loaderData.player ? (
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
              <MyBets refreshKey={placedCount} pricesKey={pricesKey} />
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
        <aside
          className={`bet-slip${slipOpen ? ' is-open' : ''}${slip.length > 0 || placedCount > 0 ? ' has-items' : ''}`}
          aria-labelledby="bet-slip-title"
        >
          <button
            type="button"
            className="button button-primary bet-slip-toggle"
            aria-expanded={slipOpen}
            onClick={() => setSlipOpen((open) => !open)}
          >
            {slipOpen ? page.slip.close : format(page.slip.open, { count: String(slip.length) })}
          </button>
          <div className="bet-slip-panel">
            <h2 id="bet-slip-title">{page.slip.title}</h2>
            {slip.length === 0 && placedCount === 0 ? (
              <p className="sports-muted">{page.slip.empty}</p>
            ) : (
              <Suspense fallback={<p className="sports-muted">…</p>}>
                <BetSlip
                  items={slip}
                  currency={loaderData.currency}
                  player={loaderData.player}
                  freeBet={loaderData.freeBet}
                  onRemove={remove}
                  onReprice={reprice}
                  onPlaced={(selectionIds) => {
                    setSlip((items) => items.filter((it) => !selectionIds.includes(it.selectionId)));
                    setPlacedCount((count) => count + 1);
                  }}
                />
              </Suspense>
            )}
          </div>
        </aside>
      </div>
      <p className="visually-hidden" role="status">
        {loading ? page.loading : ''}
      </p>
    </div>
  );
}
