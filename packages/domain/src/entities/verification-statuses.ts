// Where a player's identity verification stands: the statuses the API's schemas and the entities share.

/** Where the player's applicant stands at the provider, attempt after attempt. */
export const APPLICANT_STATUSES = ['started', 'pending', 'approved', 'rejected', 'resubmission'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** What the verification tab shows; `none` until the player starts. */
export const VERIFICATION_STATUSES = ['none', ...APPLICANT_STATUSES] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
