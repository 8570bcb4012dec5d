import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * A player's applicant at the identity verification provider (one per player) and where its review
 * stands: started (nothing submitted yet), pending (in review), approved, rejected (with the
 * provider's reason) or resubmission (the provider asks for documents again). `attempt` counts the
 * tries: a decision about an earlier attempt no longer applies.
 */
export const verificationApplicants = pgTable(
  'verification_applicants',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the applicant, which its webhooks name. */
    applicantId: text('applicant_id').notNull(),
    status: text('status').notNull().default('started'),
    attempt: integer('attempt').notNull().default(1),
    /** The provider's reason for a rejection or a resubmission request, as it wrote it. */
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_applicants_provider_applicant').on(t.provider, t.applicantId),
    check(
      'verification_applicants_status',
      sql`${t.status} IN ('started', 'pending', 'approved', 'rejected', 'resubmission')`,
    ),
  ],
);

/** Every verification provider notification accepted, once per provider event id. */
export const verificationWebhookEvents = pgTable(
  'verification_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    applicantId: text('applicant_id').notNull(),
    /** What it did: applied, stale_attempt (about an earlier try), ignored_final. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verification_webhook_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * The sandbox verification provider's own records (what a real provider keeps on its side): its
 * applicants, the state of their review and the decision the tester picked on its hosted page.
 */
export const kycSandboxApplicants = pgTable(
  'kyc_sandbox_applicants',
  {
    id: text('id').primaryKey(),
    /** Jeton's id of the player, as a provider knows it. */
    externalUserId: text('external_user_id').notNull().unique(),
    locale: text('locale').notNull().default('en'),
    attempt: integer('attempt').notNull().default(1),
    /** init (collecting documents), pending (submitted, in review) or completed (decided). */
    reviewStatus: text('review_status').notNull().default('init'),
    /** The decision picked for the current attempt: approved, rejected or resubmission. */
    decision: text('decision'),
    decisionReason: text('decision_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('kyc_sandbox_applicants_review', sql`${t.reviewStatus} IN ('init', 'pending', 'completed')`)],
);

/** A document uploaded on the sandbox's hosted page; the bytes live under DATA_DIR, never in a URL of their own. */
export const kycSandboxDocuments = pgTable(
  'kyc_sandbox_documents',
  {
    id: text('id').primaryKey(),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => kycSandboxApplicants.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** passport, id_card or driving_licence. */
    documentType: text('document_type').notNull(),
    /** The name the file had on the player's device, cleaned, for display only. */
    originalName: text('original_name').notNull(),
    /** Sniffed from the bytes: image/jpeg, image/png or application/pdf. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_sandbox_documents_applicant').on(t.applicantId, t.attempt)],
);

/** Who names these tables in SQL (decision 0091). */
export const verificationOwners = tableOwners(
  ownedBy('providers/verification', [kycSandboxApplicants, kycSandboxDocuments]),
  ownedBy('modules/verification', [verificationApplicants, verificationWebhookEvents]),
);
