import { type Database, type Executor, schema } from '@jeton/db';
import { and, count, eq, isNull } from 'drizzle-orm';

const table = schema.twoFactorRecoveryCodes;

/** The `two_factor_recovery_codes` table: hashes of a player's codes and when each was used. */
export class RecoveryCodeStore {
  constructor(private readonly db: Database) {}

  async insert(executor: Executor, userId: number, codeHashes: string[], createdAt: Date): Promise<void> {
    await executor.insert(table).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt })));
  }

  /** Marks the unused code of this hash used, in one statement: true when there was one. */
  async markUsed(userId: number, codeHash: string, usedAt: Date): Promise<boolean> {
    const used = await this.db
      .update(table)
      .set({ usedAt })
      .where(and(eq(table.userId, userId), eq(table.codeHash, codeHash), isNull(table.usedAt)))
      .returning({ id: table.id });
    return used.length > 0;
  }

  async unusedCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ left: count() })
      .from(table)
      .where(and(eq(table.userId, userId), isNull(table.usedAt)));
    return Number(row?.left ?? 0);
  }

  async deleteAll(executor: Executor, userId: number): Promise<void> {
    await executor.delete(table).where(eq(table.userId, userId));
  }
}
