import type { Executor } from '@jeton/db';
import type { AuditAction, AuditTargetType } from '@jeton/domain/backoffice';
import type { BackofficeActor, BackofficeKit } from './backoffice-methods.js';

// What an operator's change changed, for its audit entry (the catalogue's and the site settings').

/** The top-level fields that differ, before and after; null when none does. */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

/**
 * Writes the audit entry of a change with only the fields it changed; a change that changes nothing
 * writes no entry.
 */
export async function auditChangedFields<T extends object>(
  audit: BackofficeKit['audit'],
  executor: Executor,
  entry: {
    actor: BackofficeActor;
    action: AuditAction;
    targetType: AuditTargetType;
    targetId: string | number;
  },
  before: T,
  after: T,
): Promise<void> {
  const diff = changedFields(before, after);
  if (!diff) return;
  const { actor, ...target } = entry;
  await audit.record(executor, { ...actor, ...target, before: diff.before, after: diff.after });
}
