import {
  countUpTo,
  type Database,
  type Executor,
  type ListWindow,
  queryRows,
  schema,
  windowClause,
} from '@jeton/db';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AccountStore } from '../account/account-store.js';
import {
  depositsFromWhere,
  type WithdrawalListFilter,
  type WithdrawalListRow,
  withdrawalOrder,
  withdrawalsFromWhere,
} from './withdrawal-list-store.js';

export type PaymentRow = typeof schema.paymentTransactions.$inferSelect;
export type NewPayment = typeof schema.paymentTransactions.$inferInsert;
export type PaymentStatus = 'created' | 'pending' | 'success' | 'fail' | 'cancel' | 'expired';
export const FINAL_STATUSES: readonly string[] = ['success', 'fail', 'cancel'];

const payments = schema.paymentTransactions;

function depositByReference(provider: string, reference: string): SQL | undefined {
  return and(
    eq(payments.provider, provider),
    eq(payments.providerReference, reference),
    eq(payments.kind, 'deposit'),
  );
}

/** SQL of payment transactions and provider events; only the cashier service calls it. */
export class CashierStore {
  constructor(
    private readonly db: Database,
    /** The players' rows are the account module's: it takes their lock. */
    private readonly accounts: Pick<AccountStore, 'lockPlayer'>,
  ) {}

  /** Withdrawals waiting for an operator, and when the oldest came (the back office's dashboard). */
  async withdrawalQueue(): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await queryRows<{ count: string; oldest: Date | string | null }>(
      this.db,
      sql`SELECT count(*)::text AS count, min(created_at) AS oldest FROM payment_transactions WHERE kind = 'withdrawal' AND status = 'pending'`,
    );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** Players whose first successful deposit came on or after `dayStart` (the dashboard's first deposits). */
  async firstDepositorsSince(dayStart: Date): Promise<number> {
    const [row] = await queryRows<{ n: string }>(
      this.db,
      sql`SELECT count(DISTINCT p.user_id)::text AS n FROM payment_transactions p
        WHERE p.kind = 'deposit' AND p.status = 'success' AND p.created_at >= ${dayStart}
          AND NOT EXISTS (
            SELECT 1 FROM payment_transactions q
            WHERE q.user_id = p.user_id AND q.kind = 'deposit' AND q.status = 'success'
              AND q.created_at < ${dayStart})`,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The players whose successful deposit took the campaign offer, as a subquery (`SELECT user_id …`)
   * the campaigns' back office counts with its own takers in one statement (decision 0091).
   */
  depositorsOfOffer(offerId: SQL): SQL {
    return sql`SELECT user_id FROM payment_transactions
      WHERE campaign_offer_id = ${offerId} AND kind = 'deposit' AND status = 'success'`;
  }

  /**
   * Marks expired up to `limit` deposits still created (the player never chose on the provider's
   * page) since before `cutoff`; answers how many.
   */
  async expireAbandonedDeposits(cutoff: Date, now: Date, limit: number): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`
      UPDATE payment_transactions SET status = 'expired', updated_at = ${now}
      WHERE id IN (
        SELECT id FROM payment_transactions
        WHERE kind = 'deposit' AND status = 'created' AND created_at < ${cutoff}
        ORDER BY created_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      AND status = 'created'
      RETURNING id`,
    );
    return rows.length;
  }

  async insert(payment: NewPayment, executor: Executor = this.db): Promise<PaymentRow> {
    const [row] = await executor.insert(payments).values(payment).returning();
    return row!;
  }

  /**
   * Locks the player's row until the transaction ends, so that the checks of one player's
   * withdrawals and deposits against their period limits run one at a time.
   */
  async lockPlayer(executor: Executor, userId: number): Promise<void> {
    await this.accounts.lockPlayer(executor, userId);
  }

  /** A payment of one kind, locked until the transaction ends; with userId, only that player's. */
  async lockPayment(
    executor: Executor,
    id: number,
    kind: 'deposit' | 'withdrawal',
    userId?: number,
  ): Promise<PaymentRow | undefined> {
    const [row] = await executor
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, id),
          eq(payments.kind, kind),
          userId === undefined ? undefined : eq(payments.userId, userId),
        ),
      )
      .for('update');
    return row;
  }

  /** How many payments of a kind, and their total, a player made since a time in these statuses. */
  async totalSince(
    executor: Executor,
    userId: number,
    kind: 'deposit' | 'withdrawal',
    since: Date,
    statuses: readonly PaymentStatus[],
  ): Promise<{ count: number; amountMinor: bigint }> {
    const [row] = await executor
      .select({
        count: sql<number>`count(*)::int`,
        amountMinor: sql<string>`COALESCE(SUM(${payments.amountMinor}), 0)::text`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.kind, kind),
          gte(payments.createdAt, since),
          inArray(payments.status, [...statuses]),
        ),
      );
    return { count: Number(row?.count ?? 0), amountMinor: BigInt(row?.amountMinor ?? 0) };
  }

  /** A page of a player's payments, newest first, with the total matching the filter. */
  async history(
    userId: number,
    filter: { kinds: readonly string[]; statuses: readonly string[] | null; offset: number; count: number },
  ): Promise<{ total: number; items: PaymentRow[] }> {
    const where: SQL | undefined = and(
      eq(payments.userId, userId),
      inArray(payments.kind, [...filter.kinds]),
      filter.statuses ? inArray(payments.status, [...filter.statuses]) : undefined,
    );
    const [items, [counted]] = await Promise.all([
      this.db
        .select()
        .from(payments)
        .where(where)
        .orderBy(desc(payments.id))
        .offset(filter.offset)
        .limit(filter.count),
      this.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where),
    ]);
    return { total: Number(counted?.n ?? 0), items };
  }

  /** Whether the player has a credited deposit. */
  async hasCreditedDeposit(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.kind, 'deposit'), eq(payments.status, 'success')))
      .limit(1);
    return row !== undefined;
  }

  /** One window of the withdrawals a filter matches: pending ones oldest first, others newest first. */
  async listWithdrawals(filter: WithdrawalListFilter, window?: ListWindow): Promise<WithdrawalListRow[]> {
    return queryRows<WithdrawalListRow>(
      this.db,
      sql`SELECT p.id, p.user_id, p.amount_minor, p.currency, p.method, p.requisites, p.status,
                 p.created_at, p.updated_at
          ${withdrawalsFromWhere(filter)} ORDER BY ${withdrawalOrder(filter)} ${windowClause(window)}`,
    );
  }

  /** How many withdrawals a filter matches, counting no further than `upTo`. */
  countWithdrawals(filter: WithdrawalListFilter, upTo: number): Promise<number> {
    return countUpTo(this.db, withdrawalsFromWhere(filter), upTo);
  }

  /** One window of deposits, newest first, by status and player (the operators' list). */
  async listDeposits(filter: WithdrawalListFilter, window: ListWindow): Promise<Record<string, unknown>[]> {
    return queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT p.id, p.user_id, p.amount_minor, p.currency, p.method, p.provider, p.provider_reference,
                 p.status, p.ledger_transaction_id, p.created_at, p.updated_at
          ${depositsFromWhere(filter)} ORDER BY p.id DESC ${windowClause(window)}`,
    );
  }

  countDeposits(filter: WithdrawalListFilter, upTo: number): Promise<number> {
    return countUpTo(this.db, depositsFromWhere(filter), upTo);
  }

  /** The provider's notifications about one deposit, in the order they came. */
  async depositEvents(id: number) {
    const [deposit] = await this.db
      .select({ provider: payments.provider, reference: payments.providerReference })
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.kind, 'deposit')));
    if (!deposit) return null;
    const events = schema.paymentWebhookEvents;
    return this.db
      .select()
      .from(events)
      .where(and(eq(events.provider, deposit.provider), eq(events.providerReference, deposit.reference)))
      .orderBy(events.id)
      .limit(200);
  }

  /** One withdrawal as the list shows it. */
  async withdrawalListRow(id: number): Promise<WithdrawalListRow | undefined> {
    const [row] = await queryRows<WithdrawalListRow>(
      this.db,
      sql`SELECT id, user_id, amount_minor, currency, method, requisites, status, created_at, updated_at
          FROM payment_transactions WHERE id = ${id} AND kind = 'withdrawal'`,
    );
    return row;
  }

  /** The player's latest deposits and latest withdrawals, up to `limit` of each (raw rows). */
  async recentPayments(userId: number, limit: number): Promise<Record<string, unknown>[]> {
    return queryRows<Record<string, unknown>>(
      this.db,
      sql`(SELECT * FROM payment_transactions WHERE user_id = ${userId} AND kind = 'deposit' ORDER BY id DESC LIMIT ${limit})
        UNION ALL
        (SELECT * FROM payment_transactions WHERE user_id = ${userId} AND kind = 'withdrawal' ORDER BY id DESC LIMIT ${limit})`,
    );
  }

  /** Withdrawals waiting for an operator, oldest first. */
  async pendingWithdrawals(limit: number, afterId: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'withdrawal'),
          eq(payments.status, 'pending'),
          sql`${payments.id} > ${afterId}`,
        ),
      )
      .orderBy(payments.id)
      .limit(limit);
  }

  async findOwn(id: number, userId: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return row;
  }

  /**
   * A deposit by its provider's reference. Only deposits: a withdrawal is settled by an operator,
   * never by a provider's page or webhook.
   */
  async findByReference(
    provider: string,
    reference: string,
    executor: Executor = this.db,
  ): Promise<PaymentRow | undefined> {
    const [row] = await executor.select().from(payments).where(depositByReference(provider, reference));
    return row;
  }

  /** The deposit, locked until the transaction ends: its provider events are applied one at a time. */
  async lockByReference(executor: Executor, provider: string, reference: string) {
    const [row] = await executor
      .select()
      .from(payments)
      .where(depositByReference(provider, reference))
      .for('update');
    return row;
  }

  /** Records a provider event; false when its id was recorded before (a repeated webhook). */
  async recordEvent(
    executor: Executor,
    event: typeof schema.paymentWebhookEvents.$inferInsert,
  ): Promise<boolean> {
    const inserted = await executor
      .insert(schema.paymentWebhookEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: schema.paymentWebhookEvents.id });
    return inserted.length > 0;
  }

  async update(
    executor: Executor,
    id: number,
    changes: { status?: PaymentStatus; ledgerTransactionId?: number; updatedAt: Date },
  ): Promise<void> {
    await executor.update(payments).set(changes).where(eq(payments.id, id));
  }

  /** Dates a payment back, as opened and last changed then: the demo seed's abandoned deposit. */
  async backdate(id: number, at: Date): Promise<void> {
    await this.db.update(payments).set({ createdAt: at, updatedAt: at }).where(eq(payments.id, id));
  }
}
