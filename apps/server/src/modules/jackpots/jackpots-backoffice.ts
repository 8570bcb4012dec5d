import type { Database } from '@jeton/db';
import type { BackofficeMethodName } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { Clock } from '../../clock.js';
import { auditedChange, type Transaction } from '../../wiring/audited-change.js';
import type {
  BackofficeActor as Actor,
  BackofficeContribution,
  BackofficeKit,
} from '../../wiring/backoffice-methods.js';
import type { JackpotAdmin } from './jackpot-admin.js';
import { JACKPOTS_BACKOFFICE_ERRORS } from './jackpots-errors.js';

type JackpotsMethodName = Extract<BackofficeMethodName, `jackpots/${string}`>;
type JackpotAction = 'jackpot.create' | 'jackpot.update' | 'jackpot.pause' | 'jackpot.resume';

/** The operators' jackpot methods of the back office (decision 0093), given by the jackpots' module.ts. */
export function jackpotsBackoffice(deps: {
  db: Database;
  clock: Clock;
  jackpotAdmin: JackpotAdmin;
}): BackofficeContribution<JackpotsMethodName> {
  return ({ audit }) => {
    const admin = deps.jackpotAdmin;
    const audited = auditedJackpotChange({ ...deps, audit });
    const notFound = declared(JACKPOTS_BACKOFFICE_ERRORS, 'JACKPOT_NOT_FOUND');
    return {
      'jackpots/list': { errors: [], handle: () => admin.list().then((items) => ({ items })) },
      'jackpots/create': {
        errors: [],
        handle: ({ input, actor }) =>
          audited(actor, 'jackpot.create', (tx, now) => admin.create(tx, input, actor.operatorId, now)),
      },
      'jackpots/update': {
        errors: notFound,
        handle: ({ input, actor }) =>
          audited(actor, 'jackpot.update', (tx, now) => admin.update(tx, input, actor.operatorId, now)),
      },
      'jackpots/setStatus': {
        errors: notFound,
        handle: ({ input, actor }) =>
          audited(actor, input.status === 'paused' ? 'jackpot.pause' : 'jackpot.resume', (tx, now) =>
            admin.setStatus(tx, input.id, input.status, now),
          ),
      },
    };
  };
}

/**
 * An operator's change of a jackpot (new, new terms as a version, pause, resume) in one transaction
 * with its audit entry; the cycles are history, not the change: the entry keeps terms and status.
 */
function auditedJackpotChange(deps: { db: Database; clock: Clock; audit: BackofficeKit['audit'] }) {
  return <T extends { id: number }>(
    actor: Actor,
    action: JackpotAction,
    change: (tx: Transaction, now: Date) => Promise<{ before: T | null; after: T }>,
  ): Promise<T> => auditedChange(deps, { actor, action, targetType: 'jackpot' }, change, withoutCycles);
}

function withoutCycles<T extends object>(row: T): Omit<T, 'cycles'> {
  const { cycles: _cycles, ...rest } = row as T & { cycles?: unknown };
  return rest;
}
