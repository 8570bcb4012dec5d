import type { Database } from '@jeton/db';
import type { AuditAction, AuditTargetType } from '@jeton/domain/backoffice';
import type { Clock } from '../clock.js';
import type { BackofficeActor, BackofficeKit } from './backoffice-methods.js';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs an operator's change of one record and its audit entry in one transaction: the change
 * answers the record before (null when it is new) and after, and `shown` picks what the entry keeps
 * of each (history that is not the change, such as a jackpot's rounds, is left out).
 */
export function auditedChange<T extends { id: number }>(
  deps: { db: Database; clock: Clock; audit: BackofficeKit['audit'] },
  entry: { actor: BackofficeActor; action: AuditAction; targetType: AuditTargetType },
  change: (tx: Transaction, now: Date) => Promise<{ before: T | null; after: T }>,
  shown: (row: T) => unknown = (row) => row,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const { before, after } = await change(tx, deps.clock.now());
    await deps.audit.record(tx, {
      ...entry.actor,
      action: entry.action,
      targetType: entry.targetType,
      targetId: after.id,
      before: before && shown(before),
      after: shown(after),
    });
    return after;
  });
}
