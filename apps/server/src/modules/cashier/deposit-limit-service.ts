import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  currencyScale,
  formatRuleFailure,
  type LocaleCode,
  rules,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { CashierStore, PaymentStatus } from './cashier-store.js';
import { COOLING_OFF_MS, isStricter, type Limit, sameLimit } from './deposit-limit-rules.js';
import type { DepositLimitRow, DepositLimitStore } from './deposit-limit-store.js';
import { type LimitPeriod, periodAround } from './periods.js';

/**
 * Deposits that use up the limit: credited, waiting for the provider, and opened but not yet paid
 * (an opened deposit can still be paid, and a limit must never be passed). Failed and cancelled
 * ones do not count.
 */
export const DEPOSITS_COUNTED: readonly PaymentStatus[] = ['created', 'pending', 'success'];

/** The highest limit a player can set, in major units. */
export const MAX_DEPOSIT_LIMIT = 1_000_000;

export type DepositLimitPeriod = LimitPeriod | 'none';

export interface DepositLimitState {
  available_amount: number | null;
  can_edit: boolean;
  expired_at: string | null;
  limit_amount: number | null;
  period: DepositLimitPeriod;
  /** A looser limit (or none) waiting for its cooling-off, and when it applies. */
  pending: { period: DepositLimitPeriod; limit_amount: number | null; effective_at: string } | null;
}

export interface DepositLimitServiceDeps {
  db: Database;
  store: DepositLimitStore;
  payments: CashierStore;
  clock: Clock;
}

/**
 * A player's deposit limit (spec section 3 depositLimit, decision 0014): at most an amount per
 * calendar day, week or month (UTC). Lowering applies at once; raising or removing waits 24 hours,
 * stored as the pending change and applied on the next read or deposit after its time.
 */
export class DepositLimitService {
  constructor(private readonly deps: DepositLimitServiceDeps) {}

  async state(user: UserRow): Promise<DepositLimitState> {
    return this.deps.db.transaction(async (tx) => this.present(tx, user.id, await this.current(tx, user.id)));
  }

  async set(user: UserRow, input: { period: DepositLimitPeriod; amount: string }, locale: LocaleCode) {
    let next: Limit | null = null;
    if (input.period !== 'none') {
      const failure = rules.sum({ min: 1, max: MAX_DEPOSIT_LIMIT })(input.amount);
      if (failure) throw AppError.invalidParameters({ amount: formatRuleFailure(failure, locale) });
      next = { period: input.period, limitMinor: this.toMinor(input.amount, user.currency) };
    }
    const { db, store, clock } = this.deps;
    return db.transaction(async (tx) => {
      const row = await this.current(tx, user.id);
      const current = row ? { period: row.period as LimitPeriod, limitMinor: row.limitMinor } : null;
      const now = clock.now();
      if (!row || !current) {
        // Any limit is stricter than none.
        if (next) await store.save(tx, user.id, this.values(next, user.currency, now));
      } else if (next && (sameLimit(current, next) || isStricter(current, next))) {
        // At once; a looser change that was waiting is dropped (setting the current limit again
        // is how a player takes back a raise they asked for).
        await store.save(tx, user.id, this.values(next, user.currency, now));
      } else {
        // Looser, or none: waits 24 hours; a new looser change replaces the waiting one.
        await store.save(tx, user.id, {
          ...this.values(current, row.currency, now),
          pendingPeriod: next ? next.period : 'none',
          pendingLimitMinor: next ? next.limitMinor : null,
          pendingFrom: new Date(now.getTime() + COOLING_OFF_MS),
        });
      }
      return this.present(tx, user.id, await this.current(tx, user.id));
    });
  }

  /**
   * Refuses a deposit that would pass the limit, inside the deposit's transaction and under the
   * player's lock, so that racing deposits are counted one after the other.
   */
  async checkDeposit(tx: Executor, userId: number, amountMinor: bigint): Promise<void> {
    const row = await this.current(tx, userId);
    if (!row) return;
    const window = periodAround(row.period as LimitPeriod, this.deps.clock.now());
    const used = await this.used(tx, userId, window.start);
    if (used + amountMinor <= row.limitMinor) return;
    const state = await this.present(tx, userId, row);
    throw new AppError(
      'BillingDepositLimitExceededException',
      'This deposit is more than your deposit limit allows',
      {
        code: 'DEPOSIT_LIMIT',
        data: {
          available_amount: state.available_amount,
          limit_amount: state.limit_amount,
          period: state.period,
          expired_at: state.expired_at,
        },
      },
    );
  }

  /** The limit in force, applying a pending change whose time has come. */
  private async current(tx: Executor, userId: number): Promise<DepositLimitRow | undefined> {
    const row = await this.deps.store.lock(tx, userId);
    if (!row?.pendingFrom || row.pendingFrom > this.deps.clock.now()) return row;
    if (row.pendingPeriod === 'none') {
      await this.deps.store.remove(tx, userId);
      return undefined;
    }
    const applied: DepositLimitRow = {
      ...row,
      period: row.pendingPeriod!,
      limitMinor: row.pendingLimitMinor!,
      pendingPeriod: null,
      pendingLimitMinor: null,
      pendingFrom: null,
      updatedAt: this.deps.clock.now(),
    };
    const { userId: _, ...values } = applied;
    await this.deps.store.save(tx, userId, values);
    return applied;
  }

  private async present(
    tx: Executor,
    userId: number,
    row: DepositLimitRow | undefined,
  ): Promise<DepositLimitState> {
    if (!row) {
      return {
        available_amount: null,
        can_edit: true,
        expired_at: null,
        limit_amount: null,
        period: 'none',
        pending: null,
      };
    }
    const window = periodAround(row.period as LimitPeriod, this.deps.clock.now());
    const used = await this.used(tx, userId, window.start);
    const available = row.limitMinor > used ? row.limitMinor - used : 0n;
    return {
      available_amount: this.major(available, row.currency),
      // False while a looser change waits: the page shows it and when it applies. The API still
      // takes a stricter limit, the current one again (dropping the wait), or another looser one.
      can_edit: row.pendingFrom === null,
      expired_at: window.end.toISOString(),
      limit_amount: this.major(row.limitMinor, row.currency),
      period: row.period as LimitPeriod,
      pending: row.pendingFrom
        ? {
            period: row.pendingPeriod as DepositLimitPeriod,
            limit_amount:
              row.pendingLimitMinor === null ? null : this.major(row.pendingLimitMinor, row.currency),
            effective_at: row.pendingFrom.toISOString(),
          }
        : null,
    };
  }

  private async used(tx: Executor, userId: number, since: Date): Promise<bigint> {
    return (await this.deps.payments.totalSince(tx, userId, 'deposit', since, DEPOSITS_COUNTED)).amountMinor;
  }

  private values(limit: Limit, currency: string, now: Date) {
    return {
      period: limit.period,
      limitMinor: limit.limitMinor,
      currency,
      pendingPeriod: null,
      pendingLimitMinor: null,
      pendingFrom: null,
      updatedAt: now,
    };
  }

  private toMinor(amount: string, currency: string): bigint {
    return BigInt(amount.replaceAll(',', '').trim()) * 10n ** BigInt(currencyScale(currency));
  }

  private major(minor: bigint, currency: string): number {
    return toMoneyAmount(minor, currency).amount;
  }
}
