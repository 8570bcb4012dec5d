import { useState } from 'react';
import { GameCard } from '../features/games/game-card.js';
import { toCardData } from '../features/games/game-card-data.js';
import { tournamentPath } from '../features/tournaments/tournament-card.js';
import { loadTournament } from '../features/tournaments/tournament-loader.js';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/tournament-games';
import '../features/gamehall/gamehall.css';
import '../features/tournaments/tournaments.css';

// /tournaments/{id}/gamehall: the games whose real-money bets score in the tournament, 12 first
// (spec section 9) and 12 more on each "show more". An unknown id is the 404 page.

const PAGE_SIZE = 12;

export async function loader(args: Route.LoaderArgs) {
  const tournament = await loadTournament({ ...args, id: args.params.id }, ['games']);
  return { tournament: { ...tournament, games: (tournament.games ?? []).map(toCardData) } };
}

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.tournamentGames;
  const name = args.loaderData?.tournament.title ?? '';
  return pageMeta(args, {
    title: formatMessage(page.title, { name }, localeFromPath(args.location.pathname)),
    description: page.description,
  });
}

export default function TournamentGames({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.tournamentGames;
  const { tournament } = loaderData;
  const [shown, setShown] = useState(PAGE_SIZE);
  const games = tournament.games;
  return (
    <div className="page">
      <PageHeader
        title={format(page.title, { name: tournament.title })}
        description={page.description}
        breadcrumb={[
          { label: t.pages.tournaments.title, to: PATHS.tournaments },
          { label: tournament.title, to: tournamentPath(tournament.id) },
          { label: t.pages.tournament.gamesLink },
        ]}
      />
      {tournament.extra.all_house_games ? <p>{page.allHouseGames}</p> : null}
      {games.length === 0 ? (
        <EmptyState text={page.empty} icon="casino" />
      ) : (
        <section aria-labelledby="tournament-games-heading">
          <h2 id="tournament-games-heading" className="visually-hidden">
            {t.pages.tournament.gamesLink}
          </h2>
          <ul className="game-grid-list" data-testid="tournament-games">
            {games.slice(0, shown).map((game, index) => (
              <GameCard key={game.sysname} game={game} liked={null} eager={index < 4} />
            ))}
          </ul>
          <div className="tournament-games-footer">
            <p className="tournament-muted" aria-live="polite">
              {format(page.shown, { shown: Math.min(shown, games.length), total: games.length })}
            </p>
            {shown < games.length ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setShown((count) => count + PAGE_SIZE)}
              >
                {page.showMore}
              </button>
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}
