import type { z } from 'zod';
import type { verificationAnswers, verificationStateSchema } from '../api/verification.js';

import type { ApplicantStatus } from './verification-statuses.js';

export * from './verification-statuses.js';
// Identity verification (spec section 7): the answers of verification/getStatus, createApplicant,
// getAccessToken and account/setUserOnVerification, shared by the server and the web app.

/** The provider's decision on one attempt: approved, rejected for good, or documents asked again. */
export const VERIFICATION_DECISIONS = [
  'approved',
  'rejected',
  'resubmission',
] as const satisfies readonly ApplicantStatus[];
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

export type VerificationState = z.output<typeof verificationStateSchema>;

/** getAccessToken's answer: a token for the provider's hosted page. */
export type VerificationAccess = z.output<(typeof verificationAnswers)['getAccessToken']>;
