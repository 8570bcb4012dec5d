import { type ApiCallOptions, apiCall } from './client.js';

export interface ContactState {
  value: string;
  is_confirmed: boolean;
  is_subscribed: boolean;
  phone_country_code?: string;
}

export interface ProfileContacts {
  email: ContactState;
  phone: ContactState;
}

/** `account/sendconfirmationtocontact`: a 6-digit code to the contact; TooManyRequests carries `data.seconds`. */
export function sendConfirmationToContact(
  contact: string,
  options: ApiCallOptions = {},
): Promise<{ resend_time: number; expires_in: number }> {
  return apiCall('account', 'sendconfirmationtocontact', { contact }, { ...options, httpMethod: 'POST' });
}

/** `account/confirmContact`: confirms with the code; no session needed. */
export function confirmContact(contact: string, code: string, options: ApiCallOptions = {}): Promise<1> {
  return apiCall<1>('account', 'confirmContact', { contact, code }, { ...options, httpMethod: 'POST' });
}

/** `account/getprofileinfo` with fields=contacts: the player's email and phone and whether each is confirmed. */
export async function getContacts(options: ApiCallOptions = {}): Promise<ProfileContacts> {
  const profile = await apiCall<{ contacts: ProfileContacts }>(
    'account',
    'getprofileinfo',
    { fields: 'contacts' },
    options,
  );
  return profile.contacts;
}
