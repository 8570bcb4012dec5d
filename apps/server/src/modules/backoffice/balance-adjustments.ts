import type { Database, Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import {
  type Adjustment,
  type AdjustmentStatus,
  type adjustBalanceInput,
  type adjustmentListInput,
  needsSecondOperator,
  SAME_OPERATOR,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { houseAccountId, isLedgerError, playerAccountId, postTransfer } from '../../ledger/index.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { AuditLog } from './audit-log.js';
import {
  type AdjustmentRow,
  adjustmentByRequestKey,
  adjustmentPage,
  countAdjustments,
  insertAdjustment,
  lockAdjustment,
  operatorEmailsByIds,
  updateAdjustment,
} from './balance-adjustments-store.js';
import type { Actor } from './player-actions.js';
import { playerNotFound } from './player-detail.js';

// Manual balance adjustments (decision 0048): one `manual_adjustment` ledger transfer between the
// player's main balance and the house's equity, posted at once up to the currency's threshold and
// otherwise after a second operator's approval, exactly once whatever is retried or raced.

export interface BalanceAdjustmentsDeps {
  db: Database;
  clock: Clock;
  /** The player's row is the account module's: it locks it and says its currency. */
  accounts: Pick<AccountStore, 'lockedStatus' | 'findById' | 'emailsOf'>;
  audit: AuditLog;
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
      const inserted = await insertAdjustment(tx, {
        userId: input.id,
        amountMinor: input.amountMinor,
        currency,
        reason: input.reason,
        status: 'pending',
        requestedBy: actor.operatorId,
        requestKey: input.requestKey,
        requestedAt: clock.now(),
      });
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
      const after = await updateAdjustment(tx, id, {
        status: 'declined',
        decidedBy: before.requestedBy === actor.operatorId ? null : actor.operatorId,
        decidedAt: clock.now(),
        declineReason: reason,
      });
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
    const { db } = this.deps;
    const filter = { status: input.status, playerId: input.playerId };
    const rows = await adjustmentPage(db, filter, pageWindow(input.page, input.perPage));
    const counted = await countAdjustments(db, filter, COUNT_UP_TO);
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
    const after = await updateAdjustment(tx, row.id, {
      status: 'applied',
      decidedBy: approvedBy,
      decidedAt: this.deps.clock.now(),
      ledgerTransactionId: transactionId,
    });
    return after!;
  }

  private async lock(tx: Executor, id: number): Promise<AdjustmentRow> {
    const row = await lockAdjustment(tx, id);
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
    const first = await adjustmentByRequestKey(tx, actor.operatorId, input.requestKey);
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
    return operatorEmailsByIds(this.deps.db, ids);
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
