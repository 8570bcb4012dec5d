import type { Tournament } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../../ui/icons.js';
import { formatMoney } from '../../ui/money.js';
import { pointsValues } from '../loyalty/points.js';
import { JoinButton } from './join-button.js';
import { TournamentBanner } from './tournament-banner.js';
import { TournamentTime } from './tournament-time.js';

export const tournamentPath = (id: number) => `${PATHS.tournaments}/${id}`;

/** A tournament in a list: prize pool, time left or to go, players, the player's standing and Join. */
export function TournamentCard({
  tournament,
  onJoined,
}: {
  tournament: Tournament;
  onJoined: () => Promise<void>;
}) {
  const { t, format, locale } = useI18n();
  const texts = t.pages.tournaments;
  const mine = tournament.user_info;
  return (
    <li className="tournament-card" data-testid={`tournament-${tournament.id}`}>
      <TournamentBanner url={tournament.image_url} />
      <h3 className="tournament-card-title">
        <Link
          to={localizePath(tournamentPath(tournament.id), locale)}
          aria-label={format(texts.details, { name: tournament.title })}
        >
          {tournament.title}
        </Link>
      </h3>
      <p className="tournament-card-status">{t.pages.tournament.status[tournament.status]}</p>
      <p className="tournament-prize">
        <span className="tournament-muted">{texts.prizePool}</span>
        <span className="tournament-prize-amount">
          {formatMoney(tournament.total_prize, tournament.currency, locale)}
        </span>
      </p>
      <p className="tournament-facts">
        <span>
          <Icon name="clock" size={16} /> <TournamentTime tournament={tournament} />
        </span>
        <span>
          <Icon name="user" size={16} />{' '}
          {format(texts.participants, { count: tournament.total_participants })}
        </span>
      </p>
      {mine?.joined && mine.place !== null ? (
        <p className="tournament-standing">
          {format(texts.yourPlace, { place: mine.place, ...pointsValues(mine.points, locale) })}
        </p>
      ) : null}
      <div className="tournament-card-actions">
        <JoinButton tournament={tournament} onJoined={onJoined} />
      </div>
    </li>
  );
}
