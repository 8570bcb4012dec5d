import type { Database, Executor } from '@jeton/db';
import { AppError, SECOND_FACTOR_LOCKED } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import {
  type SecondFactorAccount,
  secondFactorFailuresStore as store,
} from './second-factor-failures-store.js';
import {
  afterSuccess,
  freshState,
  type LockoutState,
  lockAfterWrongCode,
  takeTry,
} from './second-factor-lockout-rule.js';

export type { SecondFactorAccount } from './second-factor-failures-store.js';

/** A lock that just started, handed to the caller to record (audit entry, player's notice). */
export interface StartedLockout {
  lockedAt: Date;
  lockedUntil: Date;
  lockoutsInARow: number;
}

/** An account's latest lock, as the administrators' dashboard lists it. */
export interface RecentLockout extends StartedLockout {
  accountId: number;
  refusedWhileLocked: number;
}

/**
 * Wrong second-factor codes per account (decision 0084, the rule in second-factor-lockout-rule.ts),
 * kept in `second_factor_failures` so that every app server counts the same. Each step reads and
 * writes the account's row in one transaction holding its lock: codes sent at once from 30
 * addresses wait for one another and all count.
 */
export class SecondFactorLockout {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks a code within the account's tries: refuses it unchecked (429) once they are used up,
   * counts it when `check` throws (the code was wrong) and resets the count when it does not.
   * The lockout a wrong code starts is handed to `onLockout` inside the same transaction.
   */
  async attempt<T>(
    account: SecondFactorAccount,
    check: () => Promise<T>,
    onLockout: (tx: Executor, lockout: StartedLockout) => Promise<void>,
  ): Promise<T> {
    await this.takeTry(account);
    let result: T;
    try {
      // Outside the row's transaction: the check writes rows of its own (the code's time step).
      result = await check();
    } catch (error) {
      await this.countWrongCode(account, onLockout);
      throw error;
    }
    await this.recordSuccess(account);
    return result;
  }

  /** A log-in that passed its second factor: the count starts again, and a lock still on ends. */
  async recordSuccess(account: SecondFactorAccount): Promise<void> {
    await this.change(account, (state, now) => ({ state: afterSuccess(state, now), result: undefined }));
  }

  /**
   * Refuses at once while the account is locked, counting the refusal; changes nothing otherwise.
   * For a log-in form that asks password and code together: called before the password's verdict
   * is used, it answers the same whatever the password.
   */
  async refuseIfLocked(account: SecondFactorAccount): Promise<void> {
    const now = this.clock.now();
    const lockedUntil = await store.countRefusalIfLocked(this.db, account, now);
    if (lockedUntil) throw secondFactorLocked(lockedUntil, now);
  }

  /** The latest lock of each account of a kind that was locked since a moment, the newest first. */
  async recent(kind: SecondFactorAccount['kind'], since: Date, limit: number): Promise<RecentLockout[]> {
    const accounts = await store.lockedSince(this.db, kind, since, limit);
    return accounts.map(({ accountId, state }) => ({
      accountId,
      lockedAt: state.lockedAt!,
      lockedUntil: state.lockedUntil!,
      lockoutsInARow: state.lockoutsInARow,
      refusedWhileLocked: state.refusedWhileLocked,
    }));
  }

  private async takeTry(account: SecondFactorAccount): Promise<void> {
    const refusal = await this.change(account, (state, now) => {
      const decision = takeTry(state, now);
      return { state: decision.state, result: decision.allowed ? null : decision.until };
    });
    if (refusal) throw secondFactorLocked(refusal, this.clock.now());
  }

  private async countWrongCode(
    account: SecondFactorAccount,
    onLockout: (tx: Executor, lockout: StartedLockout) => Promise<void>,
  ): Promise<void> {
    await this.change(
      account,
      (state, now) => ({ state: lockAfterWrongCode(state, now), result: undefined }),
      async (tx, state) => {
        await onLockout(tx, {
          lockedAt: state.lockedAt!,
          lockedUntil: state.lockedUntil!,
          lockoutsInARow: state.lockoutsInARow,
        });
      },
    );
  }

  /**
   * One step of the rule on the account's row, under its lock (the row is made first if need be).
   * `step` answers the new state, or null to leave the row as it is; `afterWrite` runs in the same
   * transaction once a new state is written.
   */
  private change<R>(
    account: SecondFactorAccount,
    step: (state: LockoutState, now: Date) => { state: LockoutState | null; result: R },
    afterWrite?: (tx: Executor, state: LockoutState) => Promise<void>,
  ): Promise<R> {
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const current = await store.lock(tx, account, now);
      const { state, result } = step(current ?? freshState(now), now);
      if (state) {
        await store.write(tx, account, state);
        await afterWrite?.(tx, state);
      }
      return result;
    });
  }
}

/** The lock's refusal: a 429 like the log-in throttle's, saying how long to wait. */
export function secondFactorLocked(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'TooManyRequestsException',
    `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { code: SECOND_FACTOR_LOCKED, data: { retry_after: seconds, locked_until: until.toISOString() } },
  );
}
