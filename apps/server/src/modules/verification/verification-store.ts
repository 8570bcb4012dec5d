import { countUpTo, type Database, type Executor, type ListWindow, queryRows, schema } from '@jeton/db';
import type { ApplicantStatus } from '@jeton/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

// SQL of the verification module: players' applicants, the provider's events, and the account
// flags that follow the decision (is_on_verification, is_verified, is_kyc_block_enabled: the
// verification module is their only writer).

export type ApplicantRow = typeof schema.verificationApplicants.$inferSelect;

const applicants = schema.verificationApplicants;

export class VerificationStore {
  constructor(private readonly db: Database) {}

  /** Applicants waiting for a review, and when the oldest came (the back office's dashboard). */
  async pendingQueue(): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await queryRows<{ count: string; oldest: Date | string | null }>(
      this.db,
      sql`SELECT count(*)::text AS count, min(updated_at) AS oldest FROM verification_applicants WHERE status = 'pending'`,
    );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  async findByUser(userId: number, executor: Executor = this.db): Promise<ApplicantRow | undefined> {
    const [row] = await executor.select().from(applicants).where(eq(applicants.userId, userId));
    return row;
  }

  /**
   * The operators' queue: applicants of one status (pending ones oldest first, as a queue; the
   * others newest first), or all of them newest first.
   */
  queue(status: ApplicantStatus | undefined, window: ListWindow): Promise<ApplicantRow[]> {
    const order = status === 'pending' ? asc(applicants.updatedAt) : desc(applicants.updatedAt);
    return this.db
      .select()
      .from(applicants)
      .where(status ? eq(applicants.status, status) : undefined)
      .orderBy(order, asc(applicants.userId))
      .limit(window.limit)
      .offset(window.offset);
  }

  /** How many applicants the queue holds, counted up to `upTo`. */
  countQueue(status: ApplicantStatus | undefined, upTo: number): Promise<number> {
    const where = status ? sql`WHERE status = ${status}` : sql``;
    return countUpTo(this.db, sql`FROM verification_applicants ${where}`, upTo);
  }

  /** Locks the player's applicant for a decision. */
  async lockByUser(executor: Executor, userId: number): Promise<ApplicantRow | undefined> {
    const [row] = await executor.select().from(applicants).where(eq(applicants.userId, userId)).for('update');
    return row;
  }

  /** The provider's notifications about an applicant, newest first. */
  events(provider: string, applicantId: string) {
    const events = schema.verificationWebhookEvents;
    return this.db
      .select()
      .from(events)
      .where(and(eq(events.provider, provider), eq(events.applicantId, applicantId)))
      .orderBy(desc(events.id))
      .limit(100);
  }

  /** Inserts the player's applicant unless they have one (two calls at once); answers theirs. */
  async insert(row: typeof applicants.$inferInsert): Promise<ApplicantRow> {
    await this.db.insert(applicants).values(row).onConflictDoNothing();
    return (await this.findByUser(row.userId))!;
  }

  async lockByApplicant(
    executor: Executor,
    provider: string,
    applicantId: string,
  ): Promise<ApplicantRow | undefined> {
    const [row] = await executor
      .select()
      .from(applicants)
      .where(and(eq(applicants.provider, provider), eq(applicants.applicantId, applicantId)))
      .for('update');
    return row;
  }

  /** Changes the applicant only while it is in one of `from` at `attempt`; false otherwise. */
  async move(
    executor: Executor,
    userId: number,
    expected: { from: readonly ApplicantStatus[]; attempt: number },
    changes: Partial<Pick<ApplicantRow, 'status' | 'attempt' | 'reason' | 'decidedAt' | 'updatedAt'>>,
  ): Promise<boolean> {
    const moved = await executor
      .update(applicants)
      .set(changes)
      .where(
        and(
          eq(applicants.userId, userId),
          eq(applicants.attempt, expected.attempt),
          inArray(applicants.status, [...expected.from]),
        ),
      )
      .returning({ userId: applicants.userId });
    return moved.length > 0;
  }

  /** Writes a decision on the player's applicant (locked by the caller's transaction): the applicant after. */
  async decide(
    executor: Executor,
    userId: number,
    changes: Partial<Pick<ApplicantRow, 'status' | 'attempt' | 'reason' | 'decidedAt' | 'updatedAt'>>,
  ): Promise<ApplicantRow | undefined> {
    const [after] = await executor
      .update(applicants)
      .set(changes)
      .where(eq(applicants.userId, userId))
      .returning();
    return after;
  }

  /** Records a provider event once; false when that event id was already received. */
  async recordEvent(
    executor: Executor,
    event: typeof schema.verificationWebhookEvents.$inferInsert,
  ): Promise<boolean> {
    const inserted = await executor
      .insert(schema.verificationWebhookEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: schema.verificationWebhookEvents.id });
    return inserted.length > 0;
  }
}
