import { countUpTo, type Database, type Executor, queryRows, schema, whereAll } from '@jeton/db';
import { AppError } from '@jeton/domain';
import {
  type Adjustment,
  type AdjustmentStatus,
  type adjustBalanceInput,
  type adjustmentListInput,
  needsSecondOperator,
  SAME_OPERATOR,
} from '@jeton/domain/backoffice';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { houseAccountId, isLedgerError, playerAccountId, postTransfer } from '../../ledger/index.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';
import { playerNotFound } from './player-detail.js';

// Manual balance adjustments (decision 0048): one `manual_adjustment` ledger transfer between the
// player's main balance and the house's equity, posted at once up to the currency's threshold and
// otherwise after a second operator's approval, exactly once whatever is retried or raced.

type AdjustmentRow = typeof schema.balanceAdjustments.$inferSelect;
const adjustments = schema.balanceAdjustments;

export interface BalanceAdjustmentsDeps {
  db: Database;
  clock: Clock;
  /** The player's row is the account module's: it locks it and says its currency. */
  accounts: Pick<AccountStore, 'lockedStatus' | 'findById' | 'emailsOf'>;
  audit: AuditLog;
}

/**
 * A request as the demo seed makes it (seed/adjustment-demo.ts): no operator clicked, so no audit
 * entry and no check; its request key makes it once.
 */
export async function insertSeededAdjustment(
  db: Database,
  row: typeof adjustments.$inferInsert,
): Promise<void> {
  await db.insert(adjustments).values(row).onConflictDoNothing();
}

export class BalanceAdjustments {
  constructor(private readonly deps: BalanceAdjustmentsDeps) {}

  /** Asks for an adjustment; small ones are posted in the same transaction. The same key again answers the first. */
  async request(actor: Actor, input: z.output<typeof adjustBalanceInput>): Promise<Adjustment> {
    const { db, clock, accounts, audit } = this.deps;
    const row = await db.transaction(async (tx) => {
      if ((await accounts.lockedStatus(tx, input.id)) === undefined) throw playerNotFound();
      const player = await accounts.findById(input.id, tx);
      const currency = player!.currency;
      const waits = needsSecondOperator(currency, input.amountMinor);
      const [inserted] = await tx
        .insert(adjustments)
        .values({
          userId: input.id,
          amountMinor: input.amountMinor,
          currency,
          reason: input.reason,
          status: 'pending',
          requestedBy: actor.operatorId,
          requestKey: input.requestKey,
          requestedAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return this.replayedRequest(tx, actor, input);
      const done = waits ? inserted : await this.apply(tx, inserted, null);
      await audit.record(tx, {
        ...actor,
        action: 'adjustment.request',
        targetType: 'adjustment',
        targetId: inserted.id,
        before: null,
        after: auditView(done),
      });
      return done;
    });
    return this.present(row);
  }

  /** The second operator applies a pending adjustment: once, never the operator who asked. */
  async approve(actor: Actor, id: number): Promise<Adjustment> {
    const { db, audit } = this.deps;
    const row = await db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.requestedBy === actor.operatorId) {
        throw new AppError('AccessDeniedException', 'Another operator must approve your own request', {
          code: SAME_OPERATOR,
        });
      }
      // A retried or raced approval finds it applied (it waited for the first one's lock): the same answer.
      if (before.status === 'applied') return before;
      if (before.status !== 'pending') throw notPending(before.status);
      const after = await this.apply(tx, before, actor.operatorId);
      await audit.record(tx, {
        ...actor,
        action: 'adjustment.approve',
        targetType: 'adjustment',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    return this.present(row);
  }

  async decline(actor: Actor, id: number, reason: string): Promise<Adjustment> {
    const { db, clock, audit } = this.deps;
    const row = await db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.status === 'declined') return before;
      if (before.status !== 'pending') throw notPending(before.status);
      // The one who asked may withdraw their own request: declining moves no money.
      const [after] = await tx
        .update(adjustments)
        .set({
          status: 'declined',
          decidedBy: before.requestedBy === actor.operatorId ? null : actor.operatorId,
          decidedAt: clock.now(),
          declineReason: reason,
        })
        .where(eq(adjustments.id, id))
        .returning();
      await audit.record(tx, {
        ...actor,
        action: 'adjustment.decline',
        targetType: 'adjustment',
        targetId: id,
        before: auditView(before),
        after: { ...auditView(after!), declineReason: reason },
      });
      return after!;
    });
    return this.present(row);
  }

  async list(input: z.output<typeof adjustmentListInput>) {
    const conditions = [
      input.status ? eq(adjustments.status, input.status) : undefined,
      input.playerId ? eq(adjustments.userId, input.playerId) : undefined,
    ];
    const where = and(...conditions);
    const window = pageWindow(input.page, input.perPage);
    // Pending ones are a queue (oldest first); otherwise the newest first.
    const order = input.status === 'pending' ? sql`${adjustments.id} ASC` : sql`${adjustments.id} DESC`;
    const rows = await this.deps.db
      .select()
      .from(adjustments)
      .where(where)
      .orderBy(order)
      .limit(window.limit)
      .offset(window.offset);
    const filters = [
      input.status ? sql`status = ${input.status}` : undefined,
      input.playerId ? sql`user_id = ${input.playerId}` : undefined,
    ].filter((f) => f !== undefined);
    const counted = await countUpTo(
      this.deps.db,
      sql`FROM balance_adjustments ${whereAll(filters)}`,
      COUNT_UP_TO,
    );
    return { items: await this.presentAll(rows), ...cappedTotal(counted) };
  }

  /** Posts the transfer (one key per adjustment: even a bug past the status check posts once). */
  private async apply(tx: Executor, row: AdjustmentRow, approvedBy: number | null): Promise<AdjustmentRow> {
    const player = await playerAccountId(tx, row.userId, 'main', row.currency);
    const equity = await houseAccountId(tx, 'equity', row.currency, row.userId);
    const amount = BigInt(row.amountMinor);
    let transactionId: number;
    try {
      ({ transactionId } = await postTransfer(tx, {
        idempotencyKey: `manual_adjustment:${row.id}`,
        kind: 'manual_adjustment',
        reference: `adjustment:${row.id}`,
        metadata: { reason: row.reason, requestedBy: row.requestedBy, approvedBy },
        postings: [
          { accountId: player, currency: row.currency, amountMinor: amount },
          { accountId: equity, currency: row.currency, amountMinor: -amount },
        ],
      }));
    } catch (error) {
      if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
        throw new AppError('InvalidRequestException', 'The balance is lower than this debit', {
          code: 'BALANCE_TOO_LOW',
        });
      }
      throw error;
    }
    const [after] = await tx
      .update(adjustments)
      .set({
        status: 'applied',
        decidedBy: approvedBy,
        decidedAt: this.deps.clock.now(),
        ledgerTransactionId: transactionId,
      })
      .where(eq(adjustments.id, row.id))
      .returning();
    return after!;
  }

  private async lock(tx: Executor, id: number): Promise<AdjustmentRow> {
    const [row] = await tx.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
    if (!row) {
      throw new AppError('InvalidRequestException', 'No such adjustment', { code: 'ADJUSTMENT_NOT_FOUND' });
    }
    return row;
  }

  /** The key was used: the same request again answers the first; another request under it is refused. */
  private async replayedRequest(
    tx: Executor,
    actor: Actor,
    input: z.output<typeof adjustBalanceInput>,
  ): Promise<AdjustmentRow> {
    const [first] = await tx
      .select()
      .from(adjustments)
      .where(
        and(eq(adjustments.requestedBy, actor.operatorId), eq(adjustments.requestKey, input.requestKey)),
      );
    if (!first || first.userId !== input.id || first.amountMinor !== input.amountMinor) {
      throw new AppError('InvalidRequestException', 'This request key was used for another adjustment', {
        code: 'REQUEST_KEY_REUSED',
        status: 409,
      });
    }
    return first;
  }

  private async present(row: AdjustmentRow): Promise<Adjustment> {
    const [one] = await this.presentAll([row]);
    return one!;
  }

  private async presentAll(rows: AdjustmentRow[]): Promise<Adjustment[]> {
    const operatorIds = [...new Set(rows.flatMap((r) => [r.requestedBy, r.decidedBy ?? r.requestedBy]))];
    const [emails, operatorEmails] = await Promise.all([
      this.deps.accounts.emailsOf([...new Set(rows.map((r) => r.userId))]),
      this.operatorEmails(operatorIds),
    ]);
    return rows.map((r) => ({
      id: r.id,
      playerId: r.userId,
      playerEmail: emails.get(r.userId) ?? null,
      amountMinor: r.amountMinor,
      currency: r.currency.trim(),
      reason: r.reason,
      status: r.status as AdjustmentStatus,
      requestedBy: r.requestedBy,
      requestedByEmail: operatorEmails.get(r.requestedBy) ?? '',
      requestedAt: isoOf(r.requestedAt),
      decidedBy: r.decidedBy,
      decidedByEmail: r.decidedBy === null ? null : (operatorEmails.get(r.decidedBy) ?? null),
      decidedAt: r.decidedAt ? isoOf(r.decidedAt) : null,
      declineReason: r.declineReason,
      ledgerTransactionId: r.ledgerTransactionId,
    }));
  }

  private async operatorEmails(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: string; email: string }>(
      this.deps.db,
      sql`SELECT id, email FROM operators WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return new Map(rows.map((r) => [Number(r.id), r.email]));
  }
}

function notPending(status: string): AppError {
  return new AppError('InvalidRequestException', `This adjustment is already ${status}`, {
    code: 'ADJUSTMENT_DECIDED',
    status: 409,
    data: { status },
  });
}

function auditView(row: AdjustmentRow) {
  return {
    status: row.status,
    playerId: row.userId,
    amountMinor: row.amountMinor,
    currency: row.currency.trim(),
    reason: row.reason,
    ledgerTransactionId: row.ledgerTransactionId,
  };
}
