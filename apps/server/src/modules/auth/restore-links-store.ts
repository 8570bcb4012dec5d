import { type Executor, schema } from '@jeton/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

const table = schema.passwordResetTokens;

/** The `password_reset_tokens` table: hashes of the restore links sent, each usable once. */
export const restoreLinksStore = {
  async insert(db: Executor, link: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }) {
    await db.insert(table).values(link);
  },

  /** Marks the link used if it is unused and unexpired: its player, or undefined. */
  async claim(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
    const [claimed] = await db
      .update(table)
      .set({ usedAt: now })
      .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
      .returning({ userId: table.userId });
    return claimed?.userId;
  },

  async voidAll(db: Executor, userId: number, now: Date): Promise<void> {
    await db
      .update(table)
      .set({ usedAt: now })
      .where(and(eq(table.userId, userId), isNull(table.usedAt)));
  },
};
