import { useNavigation, useRevalidator } from 'react-router';
import { getJackpots, getJackpotWinners } from '../api/jackpots.js';
import { JackpotCard } from '../features/jackpots/jackpot-card.js';
import { useJackpotSignals } from '../features/jackpots/use-jackpot-signals.js';
import { WinnersList } from '../features/jackpots/winners-list.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/jackpots';
import '../features/jackpots/jackpots.css';

// /jackpots: the running must-drop jackpots as cards, and the latest winners; live through signals.

/** Jackpots shown on the page at most, and recent winners. */
const JACKPOTS_SHOWN = 50;
const WINNERS_SHOWN = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const options = { request, origin: context.apiOrigin, fetch: context.apiFetch, locale };
  try {
    const [jackpots, winners] = await Promise.all([
      getJackpots({ count: JACKPOTS_SHOWN }, options),
      getJackpotWinners({ count: WINNERS_SHOWN }, options),
    ]);
    return { jackpots: jackpots.items, winners: winners.items };
  } catch (error) {
    console.error('Jackpots/get failed', error);
    return { jackpots: null, winners: [] };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.jackpots);
}

export default function Jackpots({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const page = t.pages.jackpots;
  const revalidator = useRevalidator();
  const loading = useNavigation().state === 'loading' || revalidator.state === 'loading';
  useJackpotSignals();
  const { jackpots, winners } = loaderData;
  return (
    <div className="page" aria-busy={loading}>
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {jackpots === null ? (
        <div className="jackpots-error" role="alert">
          <EmptyState text={page.loadError} icon="warning" />
          <button
            type="button"
            className="button button-primary"
            onClick={() => void revalidator.revalidate()}
          >
            {page.retry}
          </button>
        </div>
      ) : jackpots.length === 0 ? (
        <EmptyState text={page.empty} icon="jackpots" />
      ) : (
        <>
          <ul className="jackpot-list">
            {jackpots.map((jackpot) => (
              <JackpotCard key={jackpot.id} jackpot={jackpot} />
            ))}
          </ul>
          <section className="jackpot-section" aria-labelledby="jackpot-winners-title">
            <h2 id="jackpot-winners-title">{page.recentWinners}</h2>
            <WinnersList winners={winners} showDraw={false} />
          </section>
        </>
      )}
      <p className="visually-hidden" role="status">
        {loading ? page.loading : ''}
      </p>
    </div>
  );
}
