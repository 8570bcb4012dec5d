import { type Executor, schema } from '@jeton/db';
import type { ContactChannel } from '@jeton/domain';
import { and, eq, lt, sql } from 'drizzle-orm';

const table = schema.contactConfirmations;

export type ContactConfirmationRow = typeof table.$inferSelect;

/** A new code for a contact, and the throttle that may refuse to store it. */
export interface ConfirmationSend {
  row: typeof table.$inferInsert & { sentAt: Date };
  /** A send at or before this is old enough for another to the same contact. */
  resendFrom: Date;
  /** A window that began at or before this is over: its sends no longer count. */
  windowOverAt: Date;
  maxSendsPerWindow: number;
}

/** Which waiting code a confirmation spends: the one typed in, or the one behind the email's link. */
export type ConfirmationProof = { codeHash: string } | { linkHash: string };

/** The `contact_confirmations` table: the code waiting for each player's contact, with its throttle. */
export const contactConfirmationsStore = {
  /**
   * Stores the code unless the last one to the same contact is too recent or the window's sends
   * are spent: whether it was stored. One statement decides, so two sends at once cannot both pass.
   */
  async store(db: Executor, { row, resendFrom, windowOverAt, maxSendsPerWindow }: ConfirmationSend) {
    const windowOver = sql`${table.windowStartedAt} IS NULL OR ${table.windowStartedAt} <= ${windowOverAt}`;
    const stored = await db
      .insert(table)
      .values(row)
      .onConflictDoUpdate({
        target: [table.userId, table.channel],
        set: {
          contact: row.contact,
          codeHash: row.codeHash,
          linkHash: row.linkHash,
          sentAt: row.sentAt,
          expiresAt: row.expiresAt,
          attempts: 0,
          windowStartedAt: sql`CASE WHEN ${windowOver} THEN ${row.sentAt} ELSE ${table.windowStartedAt} END`,
          sendsInWindow: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${table.sendsInWindow} + 1 END`,
        },
        setWhere: sql`(${table.sentAt} <= ${resendFrom} OR ${table.contact} <> ${row.contact}) AND (${windowOver} OR ${table.sendsInWindow} < ${maxSendsPerWindow})`,
      })
      .returning({ userId: table.userId });
    return stored.length > 0;
  },

  async waiting(
    db: Executor,
    userId: number,
    channel: ContactChannel,
    contact: string,
  ): Promise<ContactConfirmationRow | undefined> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.channel, channel), eq(table.contact, contact)))
      .limit(1);
    return row;
  },

  /** Counts a try on the code if it is still this one with tries left: the tries made, or undefined. */
  async countTry(
    db: Executor,
    code: { userId: number; channel: string; codeHash: string },
    maxAttempts: number,
  ): Promise<number | undefined> {
    const [tried] = await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(
        and(
          eq(table.userId, code.userId),
          eq(table.channel, code.channel),
          eq(table.codeHash, code.codeHash),
          lt(table.attempts, maxAttempts),
        ),
      )
      .returning({ attempts: table.attempts });
    return tried?.attempts;
  },

  async findByLink(db: Executor, channel: ContactChannel, contact: string, linkHash: string) {
    const [row] = await db
      .select({ userId: table.userId, linkHash: table.linkHash, expiresAt: table.expiresAt })
      .from(table)
      .where(and(eq(table.channel, channel), eq(table.contact, contact), eq(table.linkHash, linkHash)))
      .limit(1);
    return row;
  },

  /** Deletes the waiting code if the proof is still its own: whether it did. */
  async clear(
    db: Executor,
    userId: number,
    channel: ContactChannel,
    proof: ConfirmationProof,
  ): Promise<boolean> {
    const sameCode =
      'codeHash' in proof ? eq(table.codeHash, proof.codeHash) : eq(table.linkHash, proof.linkHash);
    const cleared = await db
      .delete(table)
      .where(and(eq(table.userId, userId), eq(table.channel, channel), sameCode))
      .returning({ userId: table.userId });
    return cleared.length > 0;
  },

  async sendTimes(
    db: Executor,
    userId: number,
    channel: ContactChannel,
  ): Promise<{ sentAt: Date; windowStartedAt: Date | null } | undefined> {
    const [row] = await db
      .select({ sentAt: table.sentAt, windowStartedAt: table.windowStartedAt })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.channel, channel)));
    return row;
  },
};
