import type { Database } from '@jeton/db';
import type { JackpotCreate, JackpotUpdate } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import { auditedChange, type Transaction } from '../../wiring/audited-change.js';
import type { JackpotAdmin } from '../jackpots/jackpot-admin.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

/**
 * What an operator with `jackpots.manage` changes: a new jackpot, new terms (a version), pause and
 * resume; each through the jackpots module in one transaction with its audit entry.
 */
export class JackpotActions {
  constructor(private readonly deps: { db: Database; clock: Clock; admin: JackpotAdmin; audit: AuditLog }) {}

  list() {
    return this.deps.admin.list().then((items) => ({ items }));
  }

  create(actor: Actor, input: JackpotCreate) {
    return this.audited(actor, 'jackpot.create', (tx, now) =>
      this.deps.admin.create(tx, input, actor.operatorId, now),
    );
  }

  update(actor: Actor, input: JackpotUpdate) {
    return this.audited(actor, 'jackpot.update', (tx, now) =>
      this.deps.admin.update(tx, input, actor.operatorId, now),
    );
  }

  setStatus(actor: Actor, id: number, status: 'active' | 'paused') {
    return this.audited(actor, status === 'paused' ? 'jackpot.pause' : 'jackpot.resume', (tx, now) =>
      this.deps.admin.setStatus(tx, id, status, now),
    );
  }

  private audited<T extends { id: number }>(
    actor: Actor,
    action: 'jackpot.create' | 'jackpot.update' | 'jackpot.pause' | 'jackpot.resume',
    change: (tx: Transaction, now: Date) => Promise<{ before: T | null; after: T }>,
  ): Promise<T> {
    // The cycles are history, not the change: the entry keeps the terms and status.
    return auditedChange(this.deps, { actor, action, targetType: 'jackpot' }, change, withoutCycles);
  }
}

function withoutCycles<T extends object>(row: T): Omit<T, 'cycles'> {
  const { cycles: _cycles, ...rest } = row as T & { cycles?: unknown };
  return rest;
}
