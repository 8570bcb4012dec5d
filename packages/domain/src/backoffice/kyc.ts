import { z } from 'zod';
import { APPLICANT_STATUSES } from '../entities/verification-statuses.js';
import {
  isoDateTime,
  listAnswer,
  pagingSchema,
  reasonField,
  recordIdSchema,
  withinListWindow,
} from './shared.js';

// kyc/list, kyc/get, kyc/decide (decision 0049): the identity verification queue.

const kycFilterSchema = z.object({ status: z.enum(APPLICANT_STATUSES).optional() });
export const kycListInput = withinListWindow(kycFilterSchema.extend(pagingSchema.shape).strict());
/** kyc/export: the queue with the same filter, as CSV. */
export const kycExportInput = kycFilterSchema.strict();

export const kycApplicantSchema = z.object({
  playerId: z.number().int(),
  playerEmail: z.string().nullable(),
  provider: z.string(),
  applicantId: z.string(),
  status: z.enum(APPLICANT_STATUSES),
  attempt: z.number().int(),
  /** The provider's (or the operator's) reason for a rejection or a resubmission request. */
  reason: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type KycApplicant = z.output<typeof kycApplicantSchema>;
export const kycListAnswer = listAnswer(kycApplicantSchema);

export const kycGetInput = z.object({ id: recordIdSchema }).strict();

export const kycDocumentSchema = z.object({
  id: z.string(),
  /** passport, id_card or driving_licence. */
  documentType: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  attempt: z.number().int(),
  createdAt: isoDateTime,
});
export type KycDocument = z.output<typeof kycDocumentSchema>;

export const kycEventSchema = z.object({
  eventId: z.string(),
  /** applied, duplicate, stale_attempt, ignored_final. */
  outcome: z.string(),
  receivedAt: isoDateTime,
});

export const kycDetailSchema = z.object({
  applicant: kycApplicantSchema.nullable(),
  documents: z.array(kycDocumentSchema),
  events: z.array(kycEventSchema),
});
export type KycDetail = z.output<typeof kycDetailSchema>;

/** The document's bytes, read from the provider by the server: the operator's download. */
export const kycDocumentInput = z
  .object({ id: recordIdSchema, documentId: z.string().min(1).max(64) })
  .strict();

/** An operator's decision: approval, or rejection for good (a resubmission request stays the provider's). */
export const KYC_MANUAL_DECISIONS = ['approved', 'rejected'] as const;
export type KycManualDecision = (typeof KYC_MANUAL_DECISIONS)[number];

export const kycDecideInput = z
  .object({ id: recordIdSchema, decision: z.enum(KYC_MANUAL_DECISIONS), reason: reasonField })
  .strict();
