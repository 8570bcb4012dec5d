import { type Database, queryRows } from '@jeton/db';
import type {
  WithdrawalListItem,
  withdrawalExportInput,
  withdrawalListInput,
} from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentRow } from '../cashier/cashier-store.js';
import type { WithdrawalService } from '../cashier/withdrawal-service.js';
import type { AuditLog } from './audit-log.js';
import { cappedTotal, isoOf, pageClause, whereAll } from './list-window.js';
import type { Actor } from './player-actions.js';
import { databasePaymentStatus, paymentStatusOf } from './presenters.js';

export type WithdrawalFilter = z.output<typeof withdrawalExportInput>;
export type WithdrawalSearch = z.output<typeof withdrawalListInput>;

/**
 * The withdrawal queue: lists read here, decisions through the withdrawal service (the same
 * two-phase ledger transfer as the /admin API), each with its audit entry in the decision's transaction.
 */
export class WithdrawalQueue {
  constructor(
    private readonly db: Database,
    private readonly withdrawals: WithdrawalService,
    private readonly audit: AuditLog,
  ) {}

  async list(input: WithdrawalSearch) {
    const fromWhere = fromWhereOf(input);
    const items = await this.rows(fromWhere, input, pageClause(input.page, input.perPage));
    return { items, ...(await cappedTotal(this.db, fromWhere)) };
  }

  chunk(filter: WithdrawalFilter, offset: number, limit: number): Promise<WithdrawalListItem[]> {
    return this.rows(fromWhereOf(filter), filter, sql`LIMIT ${limit} OFFSET ${offset}`);
  }

  async approve(actor: Actor, id: number): Promise<WithdrawalListItem> {
    const paid = await this.withdrawals.approve(id, async (tx, before, after) => {
      await this.audit.record(tx, { ...actor, ...auditOf('withdrawal.approve', before, after) });
    });
    return this.one(paid);
  }

  async decline(actor: Actor, id: number, reason: string): Promise<WithdrawalListItem> {
    const declined = await this.withdrawals.decline(id, reason, async (tx, before, after) => {
      const entry = auditOf('withdrawal.decline', before, after);
      await this.audit.record(tx, { ...actor, ...entry, after: { ...(entry.after as object), reason } });
    });
    return this.one(declined);
  }

  private async one(payment: PaymentRow): Promise<WithdrawalListItem> {
    const [item] = await this.rows(sql`FROM payment_transactions p WHERE p.id = ${payment.id}`, {}, sql``);
    return item!;
  }

  private async rows(fromWhere: SQL, filter: WithdrawalFilter, page: SQL): Promise<WithdrawalListItem[]> {
    // Pending ones are a queue, oldest first; any other view shows the newest first.
    const order = filter.status === 'pending' ? sql`ASC` : sql`DESC`;
    const rows = await queryRows<{
      id: string | number;
      user_id: string | number;
      email: string | null;
      amount_minor: string | number;
      currency: string;
      method: string;
      requisites: string;
      status: string;
      created_at: Date | string;
      updated_at: Date | string;
    }>(
      this.db,
      sql`SELECT p.id, p.user_id, u.email, p.amount_minor, p.currency, p.method, p.requisites, p.status,
                 p.created_at, p.updated_at
          FROM (SELECT p.* ${fromWhere} ORDER BY p.id ${order} ${page}) p
          JOIN users u ON u.id = p.user_id
          ORDER BY p.id ${order}`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      playerId: Number(r.user_id),
      playerEmail: r.email,
      amountMinor: Number(r.amount_minor),
      currency: r.currency.trim(),
      method: r.method,
      requisites: r.requisites,
      status: paymentStatusOf(r.status),
      createdAt: isoOf(r.created_at),
      updatedAt: isoOf(r.updated_at),
    }));
  }
}

function fromWhereOf(filter: WithdrawalFilter): SQL {
  const conditions = [sql`p.kind = 'withdrawal'`];
  if (filter.status) conditions.push(sql`p.status = ${databasePaymentStatus(filter.status)}`);
  if (filter.playerId !== undefined) conditions.push(sql`p.user_id = ${filter.playerId}`);
  return sql`FROM payment_transactions p ${whereAll(conditions)}`;
}

function auditOf(action: 'withdrawal.approve' | 'withdrawal.decline', before: PaymentRow, after: PaymentRow) {
  const view = (payment: PaymentRow) => ({
    status: paymentStatusOf(payment.status),
    amountMinor: Number(payment.amountMinor),
    currency: payment.currency,
    playerId: payment.userId,
    ledgerTransactionId: payment.ledgerTransactionId,
  });
  return {
    action,
    targetType: 'withdrawal' as const,
    targetId: before.id,
    before: view(before),
    after: view(after),
  };
}
