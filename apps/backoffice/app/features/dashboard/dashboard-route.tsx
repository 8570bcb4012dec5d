import { useEffect, useRef } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { MoneySummary } from './money-summary.js';
import { PlayerFigures } from './player-figures.js';
import { QueueCards } from './queue-cards.js';
import { SecondFactorLockouts } from './second-factor-lockouts.js';
import { SectionTiles } from './section-tiles.js';
import './dashboard.css';

// The back office's first screen: what waits for the operator, the day's money and new players, and
// for administrators the operators locked out by wrong codes; each part only when the operator's
// role reads it (dashboard/get answers null otherwise).

/** Figures are read again this often while the tab is in view (and when it comes back into view). */
const REFRESH_MS = 60_000;

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, () => boCall('dashboard/get', {}));
}

function useRefreshWhileVisible() {
  const revalidator = useRevalidator();
  // The revalidator object changes with its state: the timer reads the latest through a ref, so it
  // is set once rather than again after every refresh.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void latest.current.revalidate();
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
  return revalidator;
}

export default function DashboardRoute() {
  const { t, format, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const revalidator = useRefreshWhileVisible();
  const busy = revalidator.state === 'loading';
  const nothing =
    answer.money === null &&
    answer.players === null &&
    answer.secondFactorLockouts === null &&
    Object.values(answer.queues).every((q) => q === null);
  return (
    <section className="page dashboard" aria-busy={busy}>
      <div className="page-head">
        <div>
          <h1>{t.home.title}</h1>
          <p className="muted">
            {format(t.dashboard.asOf, { day: answer.day, time: formatDateTime(answer.generatedAt, locale) })}
          </p>
        </div>
        <button type="button" className="button" onClick={() => revalidator.revalidate()} disabled={busy}>
          {busy ? t.dashboard.refreshing : t.dashboard.refresh}
        </button>
      </div>
      {nothing ? null : (
        <>
          <QueueCards queues={answer.queues} />
          {answer.secondFactorLockouts ? (
            <SecondFactorLockouts lockouts={answer.secondFactorLockouts} generatedAt={answer.generatedAt} />
          ) : null}
          {answer.money ? <MoneySummary money={answer.money} /> : null}
          {answer.players ? <PlayerFigures players={answer.players} /> : null}
        </>
      )}
      <SectionTiles />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
