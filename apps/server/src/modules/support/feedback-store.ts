import { type Database, schema } from '@jeton/db';
import { eq } from 'drizzle-orm';
import type { CheckedAttachment } from './attachment.js';

export interface NewFeedback {
  reference: string;
  userId: number | null;
  email: string;
  topic: string;
  message: string;
  locale: string;
  attachment: CheckedAttachment | null;
  createdAt: Date;
}

/** The support_feedback table. */
export class FeedbackStore {
  constructor(private readonly db: Database) {}

  async insert(feedback: NewFeedback): Promise<void> {
    const { attachment, ...rest } = feedback;
    await this.db.insert(schema.supportFeedback).values({
      ...rest,
      attachmentName: attachment?.name ?? null,
      attachmentType: attachment?.type ?? null,
      attachment: attachment?.bytes ?? null,
    });
  }

  async findByReference(reference: string) {
    const [row] = await this.db
      .select()
      .from(schema.supportFeedback)
      .where(eq(schema.supportFeedback.reference, reference));
    return row;
  }
}
