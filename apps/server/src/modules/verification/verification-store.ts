import { type Database, type Executor, schema } from '@jeton/db';
import type { ApplicantStatus } from '@jeton/domain';
import { and, eq, inArray } from 'drizzle-orm';

// SQL of the verification module: players' applicants, the provider's events, and the account
// flags that follow the decision (is_on_verification, is_verified, is_kyc_block_enabled: the
// verification module is their only writer).

export type ApplicantRow = typeof schema.verificationApplicants.$inferSelect;

const applicants = schema.verificationApplicants;

export class VerificationStore {
  constructor(private readonly db: Database) {}

  async findByUser(userId: number, executor: Executor = this.db): Promise<ApplicantRow | undefined> {
    const [row] = await executor.select().from(applicants).where(eq(applicants.userId, userId));
    return row;
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
