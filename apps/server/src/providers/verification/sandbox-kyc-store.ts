import { type Database, schema } from '@jeton/db';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';

// The sandbox verification provider's own records (its side of the line, not Jeton's).

export type SandboxApplicant = typeof schema.kycSandboxApplicants.$inferSelect;
export type SandboxDocument = typeof schema.kycSandboxDocuments.$inferSelect;

const applicants = schema.kycSandboxApplicants;
const documents = schema.kycSandboxDocuments;

export class SandboxKycStore {
  constructor(private readonly db: Database) {}

  /** An applicant as the demo seed has it, submitted and decided or waiting (nothing if the id exists). */
  async insertSeeded(applicant: typeof applicants.$inferInsert): Promise<void> {
    await this.db.insert(applicants).values(applicant).onConflictDoNothing();
  }

  /** Inserts the applicant unless the external user has one; answers theirs either way. */
  async createApplicant(id: string, externalUserId: string, locale: string): Promise<SandboxApplicant> {
    await this.db.insert(applicants).values({ id, externalUserId, locale }).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(applicants)
      .where(eq(applicants.externalUserId, externalUserId));
    return row!;
  }

  async find(id: string): Promise<SandboxApplicant | undefined> {
    const [row] = await this.db.select().from(applicants).where(eq(applicants.id, id));
    return row;
  }

  async update(id: string, changes: Partial<Omit<SandboxApplicant, 'id' | 'externalUserId'>>) {
    await this.db.update(applicants).set(changes).where(eq(applicants.id, id));
  }

  /** Moves the review from one status to another; false when it was no longer in `from`. */
  async moveReview(
    id: string,
    attempt: number,
    from: SandboxApplicant['reviewStatus'],
    changes: Partial<Omit<SandboxApplicant, 'id' | 'externalUserId'>>,
  ): Promise<boolean> {
    const moved = await this.db
      .update(applicants)
      .set(changes)
      .where(and(eq(applicants.id, id), eq(applicants.attempt, attempt), eq(applicants.reviewStatus, from)))
      .returning({ id: applicants.id });
    return moved.length > 0;
  }

  /** Applicants submitted with a decision not sent yet (after a restart, their timers are gone). */
  awaitingDecision(): Promise<SandboxApplicant[]> {
    return this.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.reviewStatus, 'pending'), isNotNull(applicants.decision)));
  }

  documents(applicantId: string, attempt: number): Promise<SandboxDocument[]> {
    return this.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicantId, applicantId), eq(documents.attempt, attempt)))
      .orderBy(asc(documents.createdAt), asc(documents.id));
  }

  /** Every attempt's documents of an applicant, oldest first. */
  allDocuments(applicantId: string): Promise<SandboxDocument[]> {
    return this.db
      .select()
      .from(documents)
      .where(eq(documents.applicantId, applicantId))
      .orderBy(asc(documents.createdAt), asc(documents.id));
  }

  async documentCount(applicantId: string, attempt: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.applicantId, applicantId), eq(documents.attempt, attempt)));
    return Number(row?.n ?? 0);
  }

  /** One applicant's document: another applicant's id finds nothing. */
  async document(applicantId: string, documentId: string): Promise<SandboxDocument | undefined> {
    const [row] = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicantId, applicantId), eq(documents.id, documentId)));
    return row;
  }

  async insertDocument(document: typeof documents.$inferInsert): Promise<void> {
    await this.db.insert(documents).values(document);
  }
}
