import type { z } from 'zod';
import type { verificationAnswers, verificationStateSchema } from '../api/verification.js';
// Identity verification (spec section 7): the answers of verification/getStatus, createApplicant,
// getAccessToken and account/setUserOnVerification, shared by the server and the web app.

/** Where the player's applicant stands at the provider, attempt after attempt. */
export const APPLICANT_STATUSES = ['started', 'pending', 'approved', 'rejected', 'resubmission'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** What the verification tab shows; `none` until the player starts. */
export const VERIFICATION_STATUSES = ['none', ...APPLICANT_STATUSES] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

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
