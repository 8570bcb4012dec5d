import type { ListWindow } from '@jeton/db';
import type {
  WithdrawalListItem,
  withdrawalExportInput,
  withdrawalListInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { BackofficeActor as Actor, BackofficeKit } from '../../wiring/backoffice-methods.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { FraudHold, FraudService } from '../fraud/fraud-service.js';
import type { CashierStore, PaymentRow } from './cashier-store.js';
import { databasePaymentStatus, paymentStatusOf } from './payment-status-words.js';
import type { WithdrawalListFilter, WithdrawalListRow } from './withdrawal-list-store.js';
import type { WithdrawalService } from './withdrawal-service.js';

export type WithdrawalFilter = z.output<typeof withdrawalExportInput>;
export type WithdrawalSearch = z.output<typeof withdrawalListInput>;

export interface WithdrawalQueueDeps {
  payments: Pick<CashierStore, 'listWithdrawals' | 'countWithdrawals' | 'withdrawalListRow'>;
  accounts: Pick<AccountStore, 'emailsOf'>;
  withdrawals: WithdrawalService;
  /** The fraud check's holds, shown with the withdrawals they hold. */
  fraud: Pick<FraudService, 'holdsOf'>;
  audit: BackofficeKit['audit'];
}

/**
 * The withdrawal queue: lists read through the cashier's store (players' emails through the account
 * store), decisions through the withdrawal service (the same two-phase ledger transfer as the /admin
 * API), each with its audit entry in the decision's transaction.
 */
export class WithdrawalQueue {
  constructor(private readonly deps: WithdrawalQueueDeps) {}

  async list(input: WithdrawalSearch) {
    const filter = cashierFilterOf(input);
    const items = await this.rows(filter, pageWindow(input.page, input.perPage));
    return { items, ...cappedTotal(await this.deps.payments.countWithdrawals(filter, COUNT_UP_TO)) };
  }

  chunk(filter: WithdrawalFilter, offset: number, limit: number): Promise<WithdrawalListItem[]> {
    return this.rows(cashierFilterOf(filter), { limit, offset });
  }

  async approve(actor: Actor, id: number): Promise<WithdrawalListItem> {
    const paid = await this.deps.withdrawals.approve(id, async (tx, before, after) => {
      await this.deps.audit.record(tx, { ...actor, ...auditOf('withdrawal.approve', before, after) });
    });
    return this.one(paid);
  }

  async decline(actor: Actor, id: number, reason: string): Promise<WithdrawalListItem> {
    const declined = await this.deps.withdrawals.decline(id, reason, async (tx, before, after) => {
      const entry = auditOf('withdrawal.decline', before, after);
      await this.deps.audit.record(tx, { ...actor, ...entry, after: { ...(entry.after as object), reason } });
    });
    return this.one(declined);
  }

  private async one(payment: PaymentRow): Promise<WithdrawalListItem> {
    const row = await this.deps.payments.withdrawalListRow(payment.id);
    const [item] = await this.present(row ? [row] : []);
    return item!;
  }

  private async rows(filter: WithdrawalListFilter, window: ListWindow): Promise<WithdrawalListItem[]> {
    return this.present(await this.deps.payments.listWithdrawals(filter, window));
  }

  private async present(rows: WithdrawalListRow[]): Promise<WithdrawalListItem[]> {
    const [emails, holds] = await Promise.all([
      this.deps.accounts.emailsOf([...new Set(rows.map((r) => Number(r.user_id)))]),
      this.deps.fraud.holdsOf(rows.map((r) => Number(r.id))),
    ]);
    return rows.map((r) => ({
      id: Number(r.id),
      playerId: Number(r.user_id),
      playerEmail: emails.get(Number(r.user_id)) ?? null,
      amountMinor: Number(r.amount_minor),
      currency: r.currency.trim(),
      method: r.method,
      requisites: r.requisites,
      status: paymentStatusOf(r.status),
      createdAt: isoOf(r.created_at),
      updatedAt: isoOf(r.updated_at),
      fraudHold: holdOf(holds.get(Number(r.id))),
    }));
  }
}

function holdOf(hold: FraudHold | undefined): WithdrawalListItem['fraudHold'] {
  return hold ? { score: hold.score, decision: hold.decision, reasons: hold.reasons } : null;
}

function cashierFilterOf(filter: WithdrawalFilter): WithdrawalListFilter {
  return {
    ...(filter.status ? { status: databasePaymentStatus(filter.status) } : {}),
    ...(filter.playerId !== undefined ? { playerId: filter.playerId } : {}),
  };
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
