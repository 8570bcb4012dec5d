import { Link, useRevalidator } from 'react-router';
import { pointsValues } from '../features/loyalty/points.js';
import { JoinButton } from '../features/tournaments/join-button.js';
import { LeaderboardTable } from '../features/tournaments/leaderboard-table.js';
import { TournamentBanner } from '../features/tournaments/tournament-banner.js';
import { loadTournament } from '../features/tournaments/tournament-loader.js';
import { TournamentTime } from '../features/tournaments/tournament-time.js';
import { useTournamentSignals } from '../features/tournaments/use-tournament-signals.js';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { EmptyState } from '../ui/empty-state.js';
import { Icon } from '../ui/icons.js';
import { formatMoney } from '../ui/money.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/tournament';
import '../features/tournaments/tournaments.css';

// /tournaments/{id}: prize pool and places, the countdown, the rules in plain words, the live
// leaderboard with the player's own row marked (the winners once it has ended), Join, and the way to
// the eligible games. An unknown id is the 404 page.

export async function loader(args: Route.LoaderArgs) {
  return { tournament: await loadTournament({ ...args, id: args.params.id }, ['leaderboard']) };
}

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.tournament;
  const tournament = args.loaderData?.tournament;
  return pageMeta(args, {
    title: tournament?.title ?? metaMessages(args).pages.tournaments.title,
    description: tournament?.description || page.description,
  });
}

export default function TournamentPage({ loaderData }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const page = t.pages.tournament;
  const { tournament } = loaderData;
  const revalidator = useRevalidator();
  useTournamentSignals([tournament.id], () => void revalidator.revalidate());
  const money = (amount: number) => formatMoney(amount, tournament.currency, locale);
  const mine = tournament.user_info;
  const finished = tournament.status === 'finished';
  const gamesPath = localizePath(`${PATHS.tournaments}/${tournament.id}/gamehall`, locale);
  return (
    <div className="page">
      <PageHeader
        title={tournament.title}
        description={tournament.description}
        breadcrumb={[
          { label: t.pages.tournaments.title, to: PATHS.tournaments },
          { label: tournament.title },
        ]}
      />
      <TournamentBanner url={tournament.image_url} hero />
      <section className="tournament-hero" aria-labelledby="tournament-prize-label">
        <div>
          <p className="tournament-card-status">{page.status[tournament.status]}</p>
          <p className="tournament-prize">
            <span id="tournament-prize-label" className="tournament-muted">
              {t.pages.tournaments.prizePool}
            </span>
            <span className="tournament-prize-amount" data-testid="tournament-prize">
              {money(tournament.total_prize)}
            </span>
          </p>
          <p className="tournament-countdown">
            {finished ? page.countdownEnded : <TournamentTime tournament={tournament} />}
          </p>
          <p className="tournament-muted">
            {format(t.pages.tournaments.participants, { count: tournament.total_participants })}
          </p>
        </div>
        <div className="tournament-actions">
          <JoinButton tournament={tournament} onJoined={() => revalidator.revalidate()} />
          <Link to={gamesPath} className="button button-secondary">
            <Icon name="casino" size={18} />
            {format(page.gamesLinkCount, { count: tournament.games_count })}
          </Link>
        </div>
      </section>
      {mine ? (
        <p className="tournament-standing" data-testid="tournament-my-standing">
          {mine.joined && mine.place !== null
            ? format(page.yourStanding, { place: mine.place, ...pointsValues(mine.points, locale) })
            : finished
              ? null
              : page.notJoined}
        </p>
      ) : null}
      <section className="tournament-section" aria-labelledby="tournament-prizes">
        <h2 id="tournament-prizes">{page.prizes}</h2>
        <ol className="tournament-prizes">
          {tournament.prizes.map((prize) => (
            <li key={prize.place}>
              {format(page.place, { place: prize.place })}: <strong>{money(prize.amount)}</strong>
            </li>
          ))}
        </ol>
      </section>
      <section className="tournament-section" aria-labelledby="tournament-rules">
        <h2 id="tournament-rules">{page.rules}</h2>
        <ul className="tournament-rules">
          <li>{page.ruleJoin}</li>
          <li>{format(page.rulePoints, { unit: money(tournament.extra.points_per_unit) })}</li>
          {tournament.restrictions.min_stake > 0 ? (
            <li>{format(page.ruleMinStake, { amount: money(tournament.restrictions.min_stake) })}</li>
          ) : null}
          <li>{page.ruleNotCounted}</li>
          {tournament.reset_on_cashout ? <li>{page.ruleCashout}</li> : null}
          <li>{page.ruleTies}</li>
          <li>{page.rulePayout}</li>
        </ul>
      </section>
      {finished ? (
        <section className="tournament-section" aria-labelledby="tournament-winners">
          <h2 id="tournament-winners">{page.winners}</h2>
          {tournament.winners.length > 0 ? (
            <LeaderboardTable
              rows={tournament.winners}
              currency={tournament.currency}
              caption={page.winners}
              testId="tournament-winners"
            />
          ) : (
            <p>{tournament.total_points > 0 ? page.winnersPending : page.noWinners}</p>
          )}
        </section>
      ) : (
        <section className="tournament-section" aria-labelledby="tournament-leaderboard">
          <h2 id="tournament-leaderboard">
            {page.leaderboard} <span className="tournament-muted">· {page.leaderboardLive}</span>
          </h2>
          {tournament.leaderboard && tournament.leaderboard.length > 0 ? (
            <LeaderboardTable
              rows={tournament.leaderboard}
              currency={tournament.currency}
              caption={page.leaderboard}
              testId="tournament-leaderboard"
            />
          ) : (
            <EmptyState text={page.leaderboardEmpty} icon="tournaments" />
          )}
        </section>
      )}
    </div>
  );
}
