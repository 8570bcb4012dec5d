import type { Tournament } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { serverCallOptions } from '../api/server-call-options.js';
import { getTournaments } from '../api/tournaments.js';
import { initialDataContext } from '../context.js';
import { TournamentCard } from '../features/tournaments/tournament-card.js';
import { useTournamentSignals } from '../features/tournaments/use-tournament-signals.js';
import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { isPlayer } from '../session/initial-data.js';
import { EmptyState } from '../ui/empty-state.js';
import { GuestActions } from '../ui/guest-actions.js';
import { LoadError } from '../ui/load-error.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/tournaments';
import '../features/tournaments/tournaments.css';

// /tournaments: running, upcoming and recently finished tournaments as cards; guests are invited to
// log in or register; live through signals.

/** Running and upcoming tournaments shown at most, and finished ones. */
const CURRENT_SHOWN = 50;
const FINISHED_SHOWN = 6;

export async function loader(args: Route.LoaderArgs) {
  const options = serverCallOptions(args);
  const player = isPlayer(args.context.get(initialDataContext));
  try {
    const [current, finished] = await Promise.all([
      getTournaments({ status: ['active', 'future'], count: CURRENT_SHOWN }, options),
      getTournaments({ status: ['finished'], count: FINISHED_SHOWN }, options),
    ]);
    return { player, tournaments: [...current.items, ...finished.items] };
  } catch (error) {
    console.error('tournaments/get failed', error);
    return { player, tournaments: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.tournaments);
}

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const page = t.pages.tournaments;
  const revalidator = useRevalidator();
  const loading = useNavigation().state === 'loading' || revalidator.state === 'loading';
  const [tournaments, setTournaments] = useState<Tournament[] | null>(loaderData.tournaments);
  useEffect(() => setTournaments(loaderData.tournaments), [loaderData.tournaments]);
  useTournamentSignals(null, () => void revalidator.revalidate());

  // Spec: after joining, the tournament is reloaded and replaced in its list.
  const reload = async (id: number) => {
    const { items } = await getTournaments({ ids: [id], count: 1 }, { locale });
    const fresh = items[0];
    if (fresh) setTournaments((list) => list?.map((item) => (item.id === id ? fresh : item)) ?? null);
  };

  const section = (key: 'running' | 'upcoming' | 'finished', items: Tournament[], empty: string | null) =>
    items.length === 0 && empty === null ? null : (
      <section className="tournament-section" aria-labelledby={`tournaments-${key}`}>
        <h2 id={`tournaments-${key}`}>{page[key]}</h2>
        {items.length === 0 ? (
          <p className="tournament-muted">{empty}</p>
        ) : (
          <ul className="tournament-list">
            {items.map((tournament) => (
              <TournamentCard
                key={tournament.id}
                tournament={tournament}
                onJoined={() => reload(tournament.id)}
              />
            ))}
          </ul>
        )}
      </section>
    );

  const of = (status: Tournament['status']) => (tournaments ?? []).filter((item) => item.status === status);
  return (
    <div className="page" aria-busy={loading}>
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {loaderData.player ? null : (
        <section className="tournament-guest" aria-labelledby="tournaments-guest">
          <div>
            <h2 id="tournaments-guest">{page.guestTitle}</h2>
            <p>{page.guestText}</p>
          </div>
          <GuestActions
            className="tournament-actions"
            lead="register"
            register={page.register}
            logIn={page.login}
          />
        </section>
      )}
      {tournaments === null ? (
        <LoadError text={page.loadError} retryLabel={page.retry} />
      ) : tournaments.length === 0 ? (
        <EmptyState text={page.empty} icon="tournaments" />
      ) : (
        <>
          {section('running', of('active'), page.noneRunning)}
          {section('upcoming', of('future'), page.noneUpcoming)}
          {section('finished', of('finished'), null)}
        </>
      )}
      <p className="visually-hidden" role="status">
        {loading ? page.loading : ''}
      </p>
    </div>
  );
}
