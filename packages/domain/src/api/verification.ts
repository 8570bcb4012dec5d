import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../entities/verification-statuses.js';

// The answers of the verification service (identity verification, spec section 7).

export const verificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The provider's reason label for a rejection or a request for new documents. */
  reason: z.string().nullable(),
  applicant_id: z.string().nullable(),
  attempt: z.number(),
  decided_at: z.string().nullable(),
  is_verified: z.boolean(),
  is_on_verification: z.boolean(),
});

export const verificationAnswers = {
  createApplicant: verificationStateSchema,
  /** A token for the provider's hosted page. */
  getAccessToken: z.object({
    token: z.string(),
    url: z.string(),
    expires_at: z.string(),
    applicant_id: z.string(),
  }),
  getStatus: verificationStateSchema,
};
