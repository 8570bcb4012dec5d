import type { Database } from '@jeton/db';
import type { TournamentCreate, TournamentUpdate } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import { auditedChange } from '../../wiring/audited-change.js';
import type { TournamentAdmin } from '../tournaments/tournament-admin.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

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
    return auditedChange(
      this.deps,
      { actor, action: 'tournament.create', targetType: 'tournament' },
      (tx, now) => this.deps.admin.create(tx, input, actor.operatorId, now),
    );
  }

  update(actor: Actor, input: TournamentUpdate) {
    return auditedChange(
      this.deps,
      { actor, action: 'tournament.update', targetType: 'tournament' },
      (tx, now) => this.deps.admin.update(tx, input, now),
    );
  }

  cancel(actor: Actor, id: number) {
    return auditedChange(
      this.deps,
      { actor, action: 'tournament.cancel', targetType: 'tournament' },
      (tx, now) => this.deps.admin.cancel(tx, id, now),
    );
  }
}
