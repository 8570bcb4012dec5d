import { type Executor, schema } from '@jeton/db';
import { eq } from 'drizzle-orm';

export type DepositLimitRow = typeof schema.depositLimits.$inferSelect;
export type DepositLimitValues = Omit<DepositLimitRow, 'userId'>;

const limits = schema.depositLimits;

/** SQL of the deposit_limits table; only the deposit limit service calls it. */
export class DepositLimitStore {
  /** The player's limit, locked until the transaction ends. */
  async lock(executor: Executor, userId: number): Promise<DepositLimitRow | undefined> {
    const [row] = await executor.select().from(limits).where(eq(limits.userId, userId)).for('update');
    return row;
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
