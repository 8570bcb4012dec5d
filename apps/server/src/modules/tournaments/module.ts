import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { eligibleGamesFrom } from './eligible-games.js';
import { scheduleTournamentFinishing } from './finish-job.js';
import { tournamentsApi } from './routes.js';
import { tournamentsStreamRoute } from './stream-route.js';
import { TournamentAdmin } from './tournament-admin.js';
import { TournamentFinisher } from './tournament-finisher.js';
import { TournamentScoring } from './tournament-scoring.js';
import { TournamentStore } from './tournament-store.js';
import { subscribeTournaments } from './tournament-subscribers.js';
import { tournamentsBackoffice } from './tournaments-backoffice.js';
import { TournamentsService } from './tournaments-service.js';

/** Tournaments (decision 0063): scored by the `tournaments` outbox subscriber, finished once by a job. */
export function createTournamentsModule(
  core: AppCore,
  deps: { notifications: NotificationsService; catalogue: CatalogueService; accountStore: AccountStore },
) {
  const { db, clock, live } = core;
  /** The tournament tables' reads, shared by the players' side and the back office. */
  const tournamentStore = new TournamentStore(db, deps.accountStore);
  subscribeTournaments(core.events, new TournamentScoring(), live);
  /** Ends tournaments and pays their prizes once (the `tournaments-finish` job). */
  const tournamentFinisher = new TournamentFinisher({ db, clock, notifications: deps.notifications });
  /** Create, edit before the start, cancel: for the back office. */
  const tournamentAdmin = new TournamentAdmin({
    db,
    store: tournamentStore,
    notifications: deps.notifications,
  });
  return defineModule({
    services: {
      tournamentStore,
      tournaments: new TournamentsService({
        db,
        clock,
        store: tournamentStore,
        eligibleGames: eligibleGamesFrom(deps.catalogue),
      }),
      tournamentFinisher,
      tournamentAdmin,
    },
    api: [tournamentsApi],
    plugins: [(app, { rateLimits }) => app.register(tournamentsStreamRoute, { live, rateLimits })],
    jobs: (runner) => scheduleTournamentFinishing(runner, tournamentFinisher),
    backoffice: tournamentsBackoffice({ db, clock, tournamentAdmin }),
  });
}
