import { type Executor, queryRows, schema } from '@jeton/db';
import { eq, sql } from 'drizzle-orm';

export type DepositLimitRow = typeof schema.depositLimits.$inferSelect;
export type DepositLimitValues = Omit<DepositLimitRow, 'userId'>;

const limits = schema.depositLimits;

/** SQL of the deposit_limits table; the deposit limit service and the back office's reads call it. */
export class DepositLimitStore {
  /** The player's limit, locked until the transaction ends. */
  async lock(executor: Executor, userId: number): Promise<DepositLimitRow | undefined> {
    const [row] = await executor.select().from(limits).where(eq(limits.userId, userId)).for('update');
    return row;
  }

  /** The player's limit, unlocked (raw rows, for the back office). */
  rows(executor: Executor, userId: number): Promise<Record<string, unknown>[]> {
    return queryRows(executor, sql`SELECT * FROM deposit_limits WHERE user_id = ${userId}`);
  }

  async save(executor: Executor, userId: number, values: DepositLimitValues): Promise<void> {
    await executor
      .insert(limits)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: limits.userId, set: values });
  }

  async remove(executor: Executor, userId: number): Promise<void> {
    await executor.delete(limits).where(eq(limits.userId, userId));
  }
}
