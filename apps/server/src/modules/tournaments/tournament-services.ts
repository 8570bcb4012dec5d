import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import type { LiveSignals } from '../../live/live-signals.js';
import type { EventSubscriptions } from '../../outbox/subscribers.js';
import type { AccountStore } from '../account/account-store.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { eligibleGamesFrom } from './eligible-games.js';
import { TournamentFinisher } from './tournament-finisher.js';
import { TournamentScoring } from './tournament-scoring.js';
import { TournamentStore } from './tournament-store.js';
import { subscribeTournaments } from './tournament-subscribers.js';
import { TournamentsService } from './tournaments-service.js';

/** The tournaments' services, and their outbox subscribers registered (decision 0063). */
export function createTournamentServices(deps: {
  db: Database;
  clock: Clock;
  events: EventSubscriptions;
  live: LiveSignals;
  notifications: NotificationsService;
  catalogue: CatalogueService;
  accounts: Pick<AccountStore, 'namesOf'>;
}) {
  const { db, clock, events, live, notifications, catalogue } = deps;
  const tournamentStore = new TournamentStore(db, deps.accounts);
  subscribeTournaments(events, new TournamentScoring(), live);
  return {
    tournamentStore,
    tournaments: new TournamentsService({
      db,
      clock,
      store: tournamentStore,
      eligibleGames: eligibleGamesFrom(catalogue),
    }),
    tournamentFinisher: new TournamentFinisher({ db, clock, notifications }),
  };
}
