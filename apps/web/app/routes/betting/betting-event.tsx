import { AppError } from '@jeton/domain';
import { data, Link, useNavigation } from 'react-router';
import { serverCallOptions } from '../../api/server-call-options.js';
import { getSportsbookEvent } from '../../api/sportsbook.js';
import { BetSlipAside } from '../../features/sportsbook/bet-slip-aside.js';
import { useBetting } from '../../features/sportsbook/betting-context.js';
import { EventSummary } from '../../features/sportsbook/event-summary.js';
import { groupMarkets } from '../../features/sportsbook/market-groups.js';
import { MarketOdds } from '../../features/sportsbook/market-odds.js';
import { formatDateTime } from '../../i18n/dates.js';
import { formatMessage } from '../../i18n/format.js';
import { useI18n } from '../../i18n/hooks.js';
import { localeFromPath, localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { metaMessages, pageMeta, siteOrigin } from '../../seo/page-meta.js';
import { sportsEventJsonLd } from '../../seo/structured-data.js';
import { EmptyState } from '../../ui/empty-state.js';
import { PageHeader } from '../../ui/page-header.js';
import type { Route } from './+types/betting-event';

// /betting/event/{id} (decision 0075): one match with every market still offered, grouped, its
// prices moving live through the layout's signals and filling the layout's bet slip. An unknown id
// answers 404 with a way back to the list; a match that is over says so and shows its score.

const ID = /^[1-9]\d{0,14}$/;

export async function loader(args: Route.LoaderArgs) {
  const { eventId } = args.params;
  if (!ID.test(eventId)) return data({ event: null, failed: false }, { status: 404 });
  try {
    return { event: await getSportsbookEvent(Number(eventId), serverCallOptions(args)), failed: false };
  } catch (error) {
    if (error instanceof AppError && error.code === 'EVENT_NOT_FOUND') {
      return data({ event: null, failed: false }, { status: 404 });
    }
    console.error('sportsbook/event failed', error);
    return { event: null, failed: true };
  }
}

export function meta(args: Route.MetaArgs) {
  const texts = metaMessages(args).pages.betting.event;
  const event = args.loaderData?.event;
  if (!event)
    return pageMeta(args, { title: texts.notFoundTitle, description: texts.notFound, noindex: true });
  const locale = localeFromPath(args.location.pathname);
  const name = `${event.home} – ${event.away}`;
  const url = siteOrigin(args) + args.location.pathname;
  return pageMeta(args, {
    title: `${name} · ${event.competition}`,
    description: formatMessage(
      texts.metaDescription,
      {
        event: name,
        competition: event.competition,
        date: formatDateTime(event.starts_at, locale),
      },
      locale,
    ),
    jsonLd: [
      sportsEventJsonLd({
        url,
        name,
        startDate: event.starts_at,
        sport: event.sport,
        homeTeam: event.home,
        awayTeam: event.away,
        league: event.competition,
        ...(event.status === 'cancelled' ? { status: 'cancelled' as const } : {}),
      }),
    ],
  });
}

export default function BettingEvent({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const page = t.pages.betting;
  const texts = page.event;
  const betting = useBetting();
  const loading = useNavigation().state === 'loading';
  const { event } = loaderData;
  const back = (
    <Link className="sports-back" to={localizePath(PATHS.betting, locale)}>
      {texts.back}
    </Link>
  );
  if (!event) {
    return (
      <div className="page">
        <PageHeader
          title={loaderData.failed ? texts.loadErrorTitle : texts.notFoundTitle}
          breadcrumb={[{ label: page.title, to: PATHS.betting }, { label: texts.notFoundTitle }]}
        />
        <EmptyState text={loaderData.failed ? page.loadError : texts.notFound} icon="betting" />
        {back}
      </div>
    );
  }
  const name = `${event.home} – ${event.away}`;
  const over = event.status === 'finished' || event.status === 'cancelled';
  const groups = over ? [] : groupMarkets(event.markets);
  return (
    <div className="page" aria-busy={loading}>
      <PageHeader title={name} breadcrumb={[{ label: page.title, to: PATHS.betting }, { label: name }]} />
      {back}
      <div className="sports-layout">
        <div>
          <EventSummary event={event} />
          {over ? (
            <div className="sports-event-over" role="status">
              <EmptyState text={event.status === 'cancelled' ? texts.cancelled : texts.over} icon="betting" />
            </div>
          ) : groups.length === 0 ? (
            <EmptyState text={texts.noMarkets} icon="betting" />
          ) : (
            groups.map(({ group, markets }) => (
              <section key={group} className="sports-market-group" aria-labelledby={`market-group-${group}`}>
                <h2 id={`market-group-${group}`}>{texts.groups[group]}</h2>
                {markets.map((market) => (
                  <MarketOdds
                    key={market.id}
                    event={event}
                    market={market}
                    slip={betting.slip}
                    onToggle={betting.toggle}
                  />
                ))}
              </section>
            ))
          )}
        </div>
        <BetSlipAside betting={betting} />
      </div>
      <p className="visually-hidden" role="status">
        {loading ? texts.loading : ''}
      </p>
    </div>
  );
}
