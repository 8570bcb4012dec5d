import type { Database, Executor } from '@jeton/db';
import { AppError, type Cashback, type CashbackStatus, type LocaleCode, toMoneyAmount } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import type { ExcludedPlayers } from '../../ports/excluded-players.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { CashbackRules } from './cashback-rule.js';
import type { CashbacksStore, StoredCashback } from './cashbacks-store.js';

const DESCRIPTIONS: Record<LocaleCode, Record<'weekly' | 'daily', string>> = {
  en: { weekly: 'Weekly cashback', daily: 'Daily cashback' },
  fr: { weekly: 'Cashback hebdomadaire', daily: 'Cashback quotidien' },
};

/** What the cashbacks module's services work with. */
export interface CashbackDeps {
  db: Database;
  clock: Clock;
  store: CashbacksStore;
  rules: CashbackRules;
  notifications: NotificationsService;
  /** A player in a time-out or self-exclusion gets no cashback for the period (issue 34). */
  excludedPlayers: ExcludedPlayers;
}

/**
 * The players' side of cashback (decision 0064): their cashbacks, the claim that credits one to the
 * main balance through the ledger, the decline (`remove`), and the expiry of unclaimed ones.
 */
export class CashbackService {
  constructor(private readonly deps: CashbackDeps) {}

  async list(
    userId: number,
    query: { statuses: readonly CashbackStatus[]; offset: number; count: number; order: 'asc' | 'desc' },
    locale: LocaleCode,
  ): Promise<{ total: number; items: Cashback[] }> {
    const now = this.deps.clock.now();
    const { items, total } = await this.deps.store.page(userId, query, now);
    return { total, items: items.map((cashback) => present(cashback, now, locale)) };
  }

  /** The rule in force, as players read it. */
  async rule() {
    const rule = await this.deps.rules.current();
    const money = (minor: number) => toMoneyAmount(minor, rule.currency);
    return {
      enabled: rule.enabled,
      period: rule.period,
      percent: rule.percent_bp / 100,
      min_loss: money(rule.min_loss_minor),
      max_amount: money(rule.max_amount_minor),
      claim_days: rule.claim_days,
    };
  }

  /**
   * Credits an active cashback (the one named, or the latest) to the main balance: one ledger
   * transfer keyed by the cashback, in the transaction that marks it paid, with the cashback's row
   * locked first. A second claim (a double click, another server) waits for the lock, then finds it
   * paid and answers it unchanged.
   */
  async payout(userId: number, id: number | null, locale: LocaleCode): Promise<Cashback> {
    return this.deps.db.transaction(async (tx) => {
      const cashback = await this.ownCashback(tx, userId, id);
      const now = this.deps.clock.now();
      if (cashback.status === 'paid_out') return present(cashback, now, locale);
      this.mustBeClaimable(cashback, now);
      const [expense, main] = await Promise.all([
        houseAccountId(tx, 'bonus_expense', cashback.currency, userId),
        playerAccountId(tx, userId, 'main', cashback.currency),
      ]);
      await postTransfer(tx, {
        idempotencyKey: `cashback:${cashback.id}:payout`,
        kind: 'cashback',
        reference: `cashback:${cashback.id}`,
        postings: [
          { accountId: expense, currency: cashback.currency, amountMinor: -cashback.amountMinor },
          { accountId: main, currency: cashback.currency, amountMinor: cashback.amountMinor },
        ],
      });
      const paid = await this.deps.store.end(tx, cashback.id, 'paid_out', now);
      await this.deps.notifications.notify(tx, userId, 'cashback_paid', {
        ...toMoneyAmount(paid.amountMinor, paid.currency),
        cashback_id: paid.id,
      });
      return present(paid, now, locale);
    });
  }

  /**
   * The player declines their current cashback (`cashbacks/remove`, no body): the latest active one
   * ends `removed`, nothing moves, and it can no longer be claimed.
   */
  async remove(userId: number, locale: LocaleCode): Promise<Cashback> {
    return this.deps.db.transaction(async (tx) => {
      const cashback = await this.ownCashback(tx, userId, null);
      const now = this.deps.clock.now();
      this.mustBeClaimable(cashback, now);
      return present(await this.deps.store.end(tx, cashback.id, 'removed', now), now, locale);
    });
  }

  /** Marks the unclaimed cashbacks past their window expired (housekeeping); nothing was credited. */
  expireDue(): Promise<number> {
    return this.deps.store.expireDue(this.deps.clock.now());
  }

  private async ownCashback(tx: Executor, userId: number, id: number | null): Promise<StoredCashback> {
    const cashback = await this.deps.store.lockOwn(tx, userId, id);
    // Another player's cashback answers as no cashback at all.
    if (!cashback) throw cashbackError('CASHBACK_NOT_FOUND', 'There is no cashback to claim');
    return cashback;
  }

  private mustBeClaimable(cashback: StoredCashback, now: Date): void {
    if (cashback.status === 'active' && cashback.receivingExpiredAt <= now) {
      throw cashbackError('CASHBACK_EXPIRED', 'The time to claim this cashback is over');
    }
    if (cashback.status !== 'active') throw cashbackError('CASHBACK_ENDED', 'This cashback has ended');
  }
}

function cashbackError(code: string, message: string): AppError {
  return new AppError('InvalidRequestException', message, { code });
}

/** A cashback as players read it; an active one past its window reads as expired. */
function present(cashback: StoredCashback, now: Date, locale: LocaleCode): Cashback {
  const money = (minor: bigint) => toMoneyAmount(minor, cashback.currency);
  const period = cashback.periodKey.startsWith('daily:') ? 'daily' : 'weekly';
  const expired = cashback.status === 'active' && cashback.receivingExpiredAt <= now;
  return {
    id: cashback.id,
    status: expired ? 'expired' : cashback.status,
    description: DESCRIPTIONS[locale][period],
    period,
    amount: money(cashback.amountMinor),
    net_loss: money(cashback.lossMinor),
    percent: cashback.percentBp / 100,
    max_amount: money(cashback.maxAmountMinor),
    start_date: cashback.startsAt.toISOString(),
    end_date: cashback.endsAt.toISOString(),
    receiving_expired_at: cashback.receivingExpiredAt.toISOString(),
    paid_out_at: cashback.paidOutAt?.toISOString() ?? null,
    created_at: cashback.createdAt.toISOString(),
  };
}
