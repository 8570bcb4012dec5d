import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { LockoutState } from './second-factor-lockout-rule.js';

/** Whose codes: an operator (operators.id) or a player (users.id). */
export interface SecondFactorAccount {
  kind: 'operator' | 'player';
  id: number;
}

interface FailureRow extends Record<string, unknown> {
  tries: number;
  window_started_at: Date | string;
  locked_at: Date | string | null;
  locked_until: Date | string | null;
  lockouts_in_a_row: number;
  refused_while_locked: number;
}

/** The `second_factor_failures` table: each account's wrong second-factor codes and locks. */
export const secondFactorFailuresStore = {
  /** Counts a refusal if the account is locked at `now`: the end of its lock, or undefined. */
  async countRefusalIfLocked(
    db: Executor,
    account: SecondFactorAccount,
    now: Date,
  ): Promise<Date | undefined> {
    const [locked] = await queryRows<{ locked_until: Date | string }>(
      db,
      sql`UPDATE second_factor_failures SET refused_while_locked = refused_while_locked + 1
          WHERE account_kind = ${account.kind} AND account_id = ${account.id}
            AND locked_until > ${now.toISOString()}::timestamptz
          RETURNING locked_until`,
    );
    return locked ? new Date(locked.locked_until) : undefined;
  },

  /** The accounts of a kind locked since a moment, with their state, the latest lock first. */
  async lockedSince(
    db: Executor,
    kind: SecondFactorAccount['kind'],
    since: Date,
    limit: number,
  ): Promise<{ accountId: number; state: LockoutState }[]> {
    const rows = await queryRows<FailureRow & { account_id: string | number }>(
      db,
      sql`SELECT account_id, tries, window_started_at, locked_at, locked_until, lockouts_in_a_row,
                 refused_while_locked
          FROM second_factor_failures
          WHERE account_kind = ${kind} AND locked_at >= ${since.toISOString()}::timestamptz
          ORDER BY locked_at DESC, account_id LIMIT ${limit}`,
    );
    return rows.map((row) => ({ accountId: Number(row.account_id), state: stateOf(row) }));
  },

  /**
   * The account's state under the lock of its row, held until `tx` ends; the row is made first,
   * its window starting at `now`, if the account has none.
   */
  async lock(tx: Executor, account: SecondFactorAccount, now: Date): Promise<LockoutState | undefined> {
    await tx.execute(
      sql`INSERT INTO second_factor_failures (account_kind, account_id, window_started_at)
          VALUES (${account.kind}, ${account.id}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (account_kind, account_id) DO NOTHING`,
    );
    const [row] = await queryRows<FailureRow>(
      tx,
      sql`SELECT tries, window_started_at, locked_at, locked_until, lockouts_in_a_row, refused_while_locked
          FROM second_factor_failures
          WHERE account_kind = ${account.kind} AND account_id = ${account.id} FOR UPDATE`,
    );
    return row ? stateOf(row) : undefined;
  },

  async write(tx: Executor, account: SecondFactorAccount, state: LockoutState): Promise<void> {
    await tx.execute(
      sql`UPDATE second_factor_failures SET
            tries = ${state.tries},
            window_started_at = ${state.windowStartedAt.toISOString()}::timestamptz,
            locked_at = ${state.lockedAt?.toISOString() ?? null}::timestamptz,
            locked_until = ${state.lockedUntil?.toISOString() ?? null}::timestamptz,
            lockouts_in_a_row = ${state.lockoutsInARow},
            refused_while_locked = ${state.refusedWhileLocked}
          WHERE account_kind = ${account.kind} AND account_id = ${account.id}`,
    );
  },
};

function stateOf(row: FailureRow): LockoutState {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    tries: Number(row.tries),
    windowStartedAt: new Date(row.window_started_at),
    lockedAt: date(row.locked_at),
    lockedUntil: date(row.locked_until),
    lockoutsInARow: Number(row.lockouts_in_a_row),
    refusedWhileLocked: Number(row.refused_while_locked),
  };
}
