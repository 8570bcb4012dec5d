import type { Database } from '@jeton/db';
import type { TournamentCreate, TournamentUpdate } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { TournamentAdmin } from '../tournaments/tournament-admin.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What an operator with `tournaments.manage` changes: a new tournament, its terms before it starts,
 * a cancellation; each through the tournaments module in one transaction with its audit entry.
 */
export class TournamentActions {
  constructor(
    private readonly deps: { db: Database; clock: Clock; admin: TournamentAdmin; audit: AuditLog },
  ) {}

  list() {
    return this.deps.admin.list(this.deps.clock.now()).then((items) => ({ items }));
  }

  leaderboard(id: number) {
    return this.deps.admin.leaderboard(id, this.deps.clock.now());
  }

  create(actor: Actor, input: TournamentCreate) {
    return this.audited(actor, 'tournament.create', (tx, now) =>
      this.deps.admin.create(tx, input, actor.operatorId, now),
    );
  }

  update(actor: Actor, input: TournamentUpdate) {
    return this.audited(actor, 'tournament.update', (tx, now) => this.deps.admin.update(tx, input, now));
  }

  cancel(actor: Actor, id: number) {
    return this.audited(actor, 'tournament.cancel', (tx, now) => this.deps.admin.cancel(tx, id, now));
  }

  private audited<T extends { id: number }>(
    actor: Actor,
    action: 'tournament.create' | 'tournament.update' | 'tournament.cancel',
    change: (tx: Transaction, now: Date) => Promise<{ before: T | null; after: T }>,
  ): Promise<T> {
    const { db, clock, audit } = this.deps;
    return db.transaction(async (tx) => {
      const { before, after } = await change(tx, clock.now());
      await audit.record(tx, {
        ...actor,
        action,
        targetType: 'tournament',
        targetId: after.id,
        before,
        after,
      });
      return after;
    });
  }
}
