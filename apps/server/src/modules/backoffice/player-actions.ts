import { type Database, type Executor, queryRows, schema } from '@jeton/db';
import { AppError } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { AccountService } from '../account/account-service.js';
import type { AuditLog } from './audit-log.js';
import { playerNotFound } from './player-detail.js';
import { playerStatusOf } from './presenters.js';

/** Who acts, from where: what every audit entry records. */
export interface Actor {
  operatorId: number;
  ip: string;
}

export interface PlayerActionsDeps {
  db: Database;
  clock: Clock;
  accounts: AccountService;
  sessions: SessionService;
  audit: AuditLog;
}

/**
 * What an operator changes on a player, each through the service that owns it (the same calls as
 * the /admin API) and in one transaction with its audit entry.
 */
export class PlayerActions {
  constructor(private readonly deps: PlayerActionsDeps) {}

  async setBanned(actor: Actor, userId: number, banned: boolean, reason: string) {
    const { db, accounts, audit } = this.deps;
    return db.transaction(async (tx) => {
      const [row] = await queryRows<{ status: string }>(
        tx,
        sql`SELECT status FROM users WHERE id = ${userId} FOR UPDATE`,
      );
      if (!row) throw playerNotFound();
      if (row.status === 'deleted') {
        throw new AppError('UserDeletedException', 'This account is closed', { code: 'ACCOUNT_CLOSED' });
      }
      const wanted = banned ? 'banned' : 'active';
      const held = await accounts.setStatus(userId, wanted, tx);
      if (held === null) throw playerNotFound();
      await audit.record(tx, {
        ...actor,
        action: banned ? 'player.ban' : 'player.unban',
        targetType: 'player',
        targetId: userId,
        before: { status: playerStatusOf(row.status) },
        after: { status: playerStatusOf(held), reason },
      });
      return { id: userId, status: playerStatusOf(held) };
    });
  }

  async endSessions(actor: Actor, userId: number) {
    const { db, sessions, audit } = this.deps;
    return db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const [open] = await queryRows<{ n: string | number }>(
        tx,
        sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${userId} AND revoked_at IS NULL`,
      );
      const ended = await sessions.revokeOthers(userId, undefined, tx);
      await audit.record(tx, {
        ...actor,
        action: 'player.end_sessions',
        targetType: 'player',
        targetId: userId,
        before: { openSessions: Number(open?.n ?? 0) },
        after: { openSessions: 0, ended },
      });
      return { ended };
    });
  }

  async addNote(actor: Actor, userId: number, text: string) {
    const { db, clock, audit } = this.deps;
    return db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const [note] = await tx
        .insert(schema.playerNotes)
        .values({ userId, operatorId: actor.operatorId, text, createdAt: clock.now() })
        .returning({ id: schema.playerNotes.id });
      await audit.record(tx, {
        ...actor,
        action: 'player.add_note',
        targetType: 'player',
        targetId: userId,
        before: null,
        after: { noteId: note!.id, text },
      });
      return { id: note!.id };
    });
  }
}

async function lockPlayer(tx: Executor, userId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`,
  );
  if (!row) throw playerNotFound();
}
