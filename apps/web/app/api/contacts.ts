import type { ProfileContacts } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/** `account/sendconfirmationtocontact`: a 6-digit code to the contact; TooManyRequests carries `data.seconds`. */
export function sendConfirmationToContact(
  contact: string,
  options: ApiCallOptions = {},
): Promise<{ resend_time: number; expires_in: number }> {
  return apiCall('account', 'sendconfirmationtocontact', { contact }, { ...options, httpMethod: 'POST' });
}

/** `account/confirmContact`: confirms with the code; no session needed. */
export function confirmContact(contact: string, code: string, options: ApiCallOptions = {}): Promise<1> {
  return apiCall('account', 'confirmContact', { contact, code }, { ...options, httpMethod: 'POST' });
}

/** `account/getprofileinfo` with fields=contacts: the player's email and phone and whether each is confirmed. */
export async function getContacts(options: ApiCallOptions = {}): Promise<ProfileContacts> {
  const profile = await apiCall('account', 'getprofileinfo', { fields: 'contacts' }, options);
  // fields=contacts: the answer has them.
  return profile.contacts as ProfileContacts;
}
