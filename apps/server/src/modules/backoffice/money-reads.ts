import type { Database, ListWindow } from '@jeton/db';
import type {
  DepositListItem,
  depositExportInput,
  depositListInput,
  LedgerCheck,
  ReportRow,
  reportInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { dailyLedgerTotals, findLedgerViolations } from '../../ledger/index.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { CashierStore } from '../cashier/cashier-store.js';
import { databasePaymentStatus, paymentStatusOf } from './presenters.js';

export interface MoneyReadsDeps {
  /** The ledger's read-only functions run on it. */
  db: Database;
  clock: Clock;
  payments: Pick<CashierStore, 'listDeposits' | 'countDeposits' | 'depositEvents'>;
  accounts: Pick<AccountStore, 'emailsOf'>;
}

/** The money screens: deposits and their provider events, the daily report, the ledger's check. */
export class MoneyReads {
  constructor(private readonly deps: MoneyReadsDeps) {}

  async deposits(input: z.output<typeof depositListInput>) {
    const filter = depositFilterOf(input);
    const items = await this.depositRows(filter, pageWindow(input.page, input.perPage));
    return { items, ...cappedTotal(await this.deps.payments.countDeposits(filter, COUNT_UP_TO)) };
  }

  /** One slice of the filtered deposits, for the CSV export. */
  depositsChunk(input: DepositFilter, offset: number, limit: number): Promise<DepositListItem[]> {
    return this.depositRows(depositFilterOf(input), { limit, offset });
  }

  private async depositRows(
    filter: ReturnType<typeof depositFilterOf>,
    window: ListWindow,
  ): Promise<DepositListItem[]> {
    const rows = await this.deps.payments.listDeposits(filter, window);
    const emails = await this.deps.accounts.emailsOf([...new Set(rows.map((r) => Number(r.user_id)))]);
    return rows.map((r) => ({
      id: Number(r.id),
      playerId: Number(r.user_id),
      playerEmail: emails.get(Number(r.user_id)) ?? null,
      amountMinor: Number(r.amount_minor),
      currency: String(r.currency).trim(),
      method: String(r.method),
      provider: String(r.provider),
      providerReference: String(r.provider_reference),
      status: paymentStatusOf(String(r.status)),
      ledgerTransactionId: r.ledger_transaction_id == null ? null : Number(r.ledger_transaction_id),
      createdAt: isoOf(r.created_at as string),
      updatedAt: isoOf(r.updated_at as string),
    }));
  }

  async depositEvents(id: number) {
    const events = await this.deps.payments.depositEvents(id);
    return {
      items: (events ?? []).map((e) => ({
        eventId: e.eventId,
        status: e.status,
        outcome: e.outcome,
        receivedAt: isoOf(e.receivedAt),
      })),
    };
  }

  /** One row per UTC day and currency where money moved; GGR = stakes − wins, NGR = GGR − bonuses. */
  async report(input: z.output<typeof reportInput>): Promise<{ rows: ReportRow[] }> {
    const totals = await dailyLedgerTotals(this.deps.db, input.from, input.to);
    const rows = totals
      .filter((t) => t.deposits || t.withdrawals || t.stakes || t.wins || t.bonuses)
      .map((t) => {
        const ggr = t.stakes - t.wins;
        return {
          day: t.day,
          currency: t.currency,
          depositsMinor: Number(t.deposits),
          withdrawalsMinor: Number(t.withdrawals),
          stakesMinor: Number(t.stakes),
          winsMinor: Number(t.wins),
          ggrMinor: Number(ggr),
          bonusesMinor: Number(t.bonuses),
          ngrMinor: Number(ggr - t.bonuses),
        };
      });
    return { rows };
  }

  async ledgerCheck(): Promise<LedgerCheck> {
    const violations = await findLedgerViolations(this.deps.db);
    return { healthy: violations.length === 0, checkedAt: this.deps.clock.now().toISOString(), violations };
  }
}

type DepositFilter = z.output<typeof depositExportInput>;

function depositFilterOf(input: DepositFilter) {
  return {
    ...(input.status ? { status: databasePaymentStatus(input.status) } : {}),
    ...(input.playerId !== undefined ? { playerId: input.playerId } : {}),
  };
}
