import type { Database } from '@jeton/db';
import type { BackofficeMethodName } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { Clock } from '../../clock.js';
import { auditedChange } from '../../wiring/audited-change.js';
import type { BackofficeContribution } from '../../wiring/backoffice-methods.js';
import type { TournamentAdmin } from './tournament-admin.js';
import { TOURNAMENTS_BACKOFFICE_ERRORS, TOURNAMENTS_ERRORS } from './tournaments-errors.js';

type TournamentsMethodName = Extract<BackofficeMethodName, `tournaments/${string}`>;

/**
 * The operators' tournament methods of the back office (decision 0093), given by the tournaments'
 * module.ts: a new tournament, its terms before it starts, a cancellation, each in one transaction
 * with its audit entry; the list and a leaderboard as of now.
 */
export function tournamentsBackoffice(deps: {
  db: Database;
  clock: Clock;
  tournamentAdmin: TournamentAdmin;
}): BackofficeContribution<TournamentsMethodName> {
  return ({ audit }) => {
    const { db, clock, tournamentAdmin: admin } = deps;
    const audited = { db, clock, audit };
    const notFound = declared(TOURNAMENTS_BACKOFFICE_ERRORS, 'TOURNAMENT_NOT_FOUND');
    return {
      'tournaments/list': { errors: [], handle: () => admin.list(clock.now()).then((items) => ({ items })) },
      'tournaments/create': {
        errors: [],
        handle: ({ input, actor }) =>
          auditedChange(
            audited,
            { actor, action: 'tournament.create', targetType: 'tournament' },
            (tx, now) => admin.create(tx, input, actor.operatorId, now),
          ),
      },
      'tournaments/update': {
        errors: [...notFound, ...declared(TOURNAMENTS_ERRORS, 'TOURNAMENT_STARTED')],
        handle: ({ input, actor }) =>
          auditedChange(
            audited,
            { actor, action: 'tournament.update', targetType: 'tournament' },
            (tx, now) => admin.update(tx, input, now),
          ),
      },
      'tournaments/cancel': {
        errors: [...notFound, ...declared(TOURNAMENTS_ERRORS, 'TOURNAMENT_ENDED')],
        handle: ({ input, actor }) =>
          auditedChange(
            audited,
            { actor, action: 'tournament.cancel', targetType: 'tournament' },
            (tx, now) => admin.cancel(tx, input.id, now),
          ),
      },
      'tournaments/leaderboard': {
        errors: notFound,
        handle: ({ input }) => admin.leaderboard(input.id, clock.now()),
      },
    };
  };
}
