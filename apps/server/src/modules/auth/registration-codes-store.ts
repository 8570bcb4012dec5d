import { type Database, schema } from '@jeton/db';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

const table = schema.registrationCodes;

/** The send a first step asks to store, and the throttle that may refuse it. */
export interface RegistrationCodeSend {
  login: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
  /** A send at or before this is old enough for another. */
  resendFrom: Date;
  /** A window that began at or before this is over: its sends no longer count. */
  windowOverAt: Date;
  maxSendsPerWindow: number;
}

/** When the last code was sent, when it stops working, and when its window of sends began. */
export interface RegistrationCodeTimes {
  sentAt: Date;
  expiresAt: Date;
  windowStartedAt: Date;
}

/** The `registration_codes` table: one code per login in registration, kept as a hash, with its throttle. */
export class RegistrationCodesStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores the code unless the last send is too recent or the window's sends are spent: whether it
   * was stored. One statement decides, so two first steps at once cannot both pass the throttle.
   */
  async store(send: RegistrationCodeSend): Promise<boolean> {
    const { login, codeHash, now, expiresAt } = send;
    const windowOver = sql`${table.windowStartedAt} <= ${send.windowOverAt}`;
    const stored = await this.db
      .insert(table)
      .values({
        login,
        codeHash,
        sentAt: now,
        expiresAt,
        attempts: 0,
        windowStartedAt: now,
        sendsInWindow: 1,
      })
      .onConflictDoUpdate({
        target: table.login,
        set: {
          codeHash,
          sentAt: now,
          expiresAt,
          attempts: 0,
          windowStartedAt: sql`CASE WHEN ${windowOver} THEN ${now} ELSE ${table.windowStartedAt} END`,
          sendsInWindow: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${table.sendsInWindow} + 1 END`,
        },
        setWhere: sql`${table.sentAt} <= ${send.resendFrom} AND (${windowOver} OR ${table.sendsInWindow} < ${send.maxSendsPerWindow})`,
      })
      .returning({ login: table.login });
    return stored.length > 0;
  }

  async timesOf(login: string): Promise<RegistrationCodeTimes | undefined> {
    const [row] = await this.db
      .select({ sentAt: table.sentAt, expiresAt: table.expiresAt, windowStartedAt: table.windowStartedAt })
      .from(table)
      .where(eq(table.login, login));
    return row;
  }

  /** Counts a try on the login's code if it is unexpired with tries left: its hash, or undefined. */
  async countTry(login: string, now: Date, maxAttempts: number): Promise<string | undefined> {
    const [tried] = await this.db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(and(eq(table.login, login), gt(table.expiresAt, now), lt(table.attempts, maxAttempts)))
      .returning({ codeHash: table.codeHash });
    return tried?.codeHash;
  }

  /** Deletes the login's code if it is still this one: whether it did. */
  async deleteCode(login: string, codeHash: string): Promise<boolean> {
    const spent = await this.db
      .delete(table)
      .where(and(eq(table.login, login), eq(table.codeHash, codeHash)))
      .returning({ login: table.login });
    return spent.length > 0;
  }

  async deleteWindowsStartedBefore(cutoff: Date): Promise<void> {
    await this.db.delete(table).where(lt(table.windowStartedAt, cutoff));
  }
}
