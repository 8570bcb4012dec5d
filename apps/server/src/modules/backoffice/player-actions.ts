import type { Database, Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { balancesInEveryCurrency } from '../../ledger/index.js';
import type { SessionListStore } from '../../sessions/session-list-store.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { AccountService } from '../account/account-service.js';
import type { AccountStore } from '../account/account-store.js';
import type { AuditLog } from './audit-log.js';
import { playerNotFound } from './player-detail.js';
import { insertPlayerNote } from './player-notes-store.js';
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
  /** The players' rows are the account module's: it locks them and reads their status. */
  accountStore: Pick<AccountStore, 'lockedStatus'>;
  sessions: SessionService;
  sessionList: Pick<SessionListStore, 'countNotEnded'>;
  audit: AuditLog;
}

/**
 * What an operator changes on a player, each through the service that owns it (the same calls as
 * the /admin API) and in one transaction with its audit entry.
 */
export class PlayerActions {
  constructor(private readonly deps: PlayerActionsDeps) {}

  async setBanned(actor: Actor, userId: number, banned: boolean, reason: string) {
    const { db, accounts, accountStore, audit } = this.deps;
    return db.transaction(async (tx) => {
      const status = await accountStore.lockedStatus(tx, userId);
      if (status === undefined) throw playerNotFound();
      if (status === 'deleted') {
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
        before: { status: playerStatusOf(status) },
        after: { status: playerStatusOf(held), reason },
      });
      return { id: userId, status: playerStatusOf(held) };
    });
  }

  /**
   * Closes the account for good (decision 0048): the player can no longer log in, every session
   * ends now, and the ledger is left as it is (the money stays the player's: finance pays it out or
   * adjusts it, each with its own audit entry). Closing a closed account changes and writes nothing.
   */
  async close(actor: Actor, userId: number, reason: string) {
    const { db, accounts, accountStore, sessions, sessionList, audit } = this.deps;
    return db.transaction(async (tx) => {
      const status = await accountStore.lockedStatus(tx, userId);
      if (status === undefined) throw playerNotFound();
      if (status === 'deleted') return { id: userId, status: playerStatusOf(status) };
      const open = await sessionList.countNotEnded(tx, userId);
      await accounts.setStatus(userId, 'deleted', tx);
      const ended = await sessions.revokeOthers(userId, undefined, tx);
      const balances = (await balancesInEveryCurrency(tx, userId))
        .filter((r) => r.kind !== 'fun')
        .map((r) => ({
          kind: String(r.kind),
          currency: String(r.currency).trim(),
          amountMinor: Number(r.balance_minor),
        }));
      await audit.record(tx, {
        ...actor,
        action: 'player.close',
        targetType: 'player',
        targetId: userId,
        before: { status: playerStatusOf(status), openSessions: open, balances },
        after: { status: 'closed', reason, ended },
      });
      return { id: userId, status: 'closed' as const };
    });
  }

  async endSessions(actor: Actor, userId: number) {
    const { db, sessions, sessionList, audit } = this.deps;
    return db.transaction(async (tx) => {
      await this.lockPlayer(tx, userId);
      const open = await sessionList.countNotEnded(tx, userId);
      const ended = await sessions.revokeOthers(userId, undefined, tx);
      await audit.record(tx, {
        ...actor,
        action: 'player.end_sessions',
        targetType: 'player',
        targetId: userId,
        before: { openSessions: open },
        after: { openSessions: 0, ended },
      });
      return { ended };
    });
  }

  async addNote(actor: Actor, userId: number, text: string) {
    const { db, clock, audit } = this.deps;
    return db.transaction(async (tx) => {
      await this.lockPlayer(tx, userId);
      const noteId = await insertPlayerNote(tx, {
        userId,
        operatorId: actor.operatorId,
        text,
        createdAt: clock.now(),
      });
      await audit.record(tx, {
        ...actor,
        action: 'player.add_note',
        targetType: 'player',
        targetId: userId,
        before: null,
        after: { noteId, text },
      });
      return { id: noteId };
    });
  }

  /** Locks the player's row for the rest of the transaction; no such player is a 400. */
  private async lockPlayer(tx: Executor, userId: number): Promise<void> {
    if ((await this.deps.accountStore.lockedStatus(tx, userId)) === undefined) throw playerNotFound();
  }
}
