import type { VerificationAccess, VerificationState } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// Identity verification (spec section 7): account/setUserOnVerification and the verification
// provider's createApplicant and getAccessToken (served under /api/verification/), with getStatus.

export function getVerificationStatus(options: ApiCallOptions = {}): Promise<VerificationState> {
  return apiCall('verification', 'getStatus', {}, options);
}

/** Creates the applicant (the same one later; a new attempt after a rejection). */
export function createApplicant(options: ApiCallOptions = {}): Promise<VerificationState> {
  return apiCall('verification', 'createApplicant', {}, { ...options, httpMethod: 'POST' });
}

export function getAccessToken(options: ApiCallOptions = {}): Promise<VerificationAccess> {
  return apiCall('verification', 'getAccessToken', {}, { ...options, httpMethod: 'POST' });
}

/** The player is back from the hosted page after submitting: in review once the provider has it. */
export function setUserOnVerification(options: ApiCallOptions = {}): Promise<VerificationState> {
  return apiCall('account', 'setUserOnVerification', {}, { ...options, httpMethod: 'POST' });
}
