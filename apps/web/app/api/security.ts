import type { SessionListItem, TwoFactorStatus } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The account's security methods: password, two-factor authentication, sessions.

const post = { httpMethod: 'POST' } as const;

export function changePassword(
  form: { old_password: string; new_password: string; repeat_password: string },
  options: ApiCallOptions = {},
): Promise<1> {
  return apiCall('account', 'changepassword', form, { ...options, ...post });
}

export function getTwoFactorStatus(options: ApiCallOptions = {}): Promise<TwoFactorStatus> {
  return apiCall('account', 'getTwoFactorStatus', {}, options);
}

/** `account/changeTwoFactorAuth` while off: a new secret and its otpauth URI, to confirm with a code. */
/** Called while two-factor is off, so the answer carries the new secret and its otpauth URI. */
export async function beginTwoFactor(options: ApiCallOptions = {}): Promise<{ secret: string; uri: string }> {
  const answer = await apiCall('account', 'changeTwoFactorAuth', {}, { ...options, ...post });
  return answer as { secret: string; uri: string };
}

/** `account/changeTwoFactorAuth` while on: turns it off with a code. */
export function disableTwoFactor(code: string, options: ApiCallOptions = {}) {
  return apiCall('account', 'changeTwoFactorAuth', { code }, { ...options, ...post });
}

export function confirmTwoFactor(code: string, options: ApiCallOptions = {}) {
  return apiCall('account', 'confirmTwoFactorAuth', { code }, { ...options, ...post });
}

export function renewRecoveryCodes(
  code: string,
  options: ApiCallOptions = {},
): Promise<{ recovery_codes: string[] }> {
  return apiCall('account', 'renewRecoveryCodes', { code }, { ...options, ...post });
}

export function getSessions(
  options: ApiCallOptions = {},
): Promise<{ items: SessionListItem[]; total: number }> {
  return apiCall('account', 'getSessions', {}, options);
}

export function endSession(id: string, options: ApiCallOptions = {}): Promise<{ current: boolean }> {
  return apiCall('account', 'endSession', { id }, { ...options, ...post });
}

export function endOtherSessions(options: ApiCallOptions = {}): Promise<{ ended: number }> {
  return apiCall('account', 'endOtherSessions', {}, { ...options, ...post });
}
