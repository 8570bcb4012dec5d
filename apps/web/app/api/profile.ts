import type { ApiAnswer, LocaleCode, ProfileInfo, UnsubscribeAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/** `account/getprofileinfo?fields=contacts,document`: the profile form's values and the contacts. */
export async function getProfileInfo(options: ApiCallOptions = {}): Promise<ProfileInfo> {
  // fields=contacts,document: the answer has both sections.
  return (await apiCall(
    'account',
    'getprofileinfo',
    { fields: 'contacts,document' },
    options,
  )) as ProfileInfo;
}

/** `account/saveProfileInfo`: the changed fields only; answers 1. */
export function saveProfileInfo(fields: Record<string, string>, options: ApiCallOptions = {}): Promise<1> {
  return apiCall('account', 'saveProfileInfo', fields, { ...options, httpMethod: 'POST' });
}

export function changeFakename(fakename: string, options: ApiCallOptions = {}): Promise<1> {
  return apiCall('account', 'changefakename', { fakename }, { ...options, httpMethod: 'POST' });
}

/** `account/setCurrency`: refused (CURRENCY_LOCKED) while money is held. */
export function setCurrency(currency: string, options: ApiCallOptions = {}): Promise<1> {
  return apiCall('account', 'setCurrency', { currency }, { ...options, httpMethod: 'POST' });
}

/**
 * `account/completeRegistration`: the social registration popup's currency and terms (spec section 4);
 * refused once the registration is complete. Booleans travel as 1 or 0. Answers the registration
 * offers the account was granted, once (decision 0081).
 */
export function completeRegistration(
  form: { currency: string; terms: boolean },
  options: ApiCallOptions = {},
): Promise<ApiAnswer<'account', 'completeRegistration'>> {
  const params = { currency: form.currency, terms: form.terms ? 1 : 0 };
  return apiCall('account', 'completeRegistration', params, { ...options, httpMethod: 'POST' });
}

/** `account/addcontact`: an email to a phone player, or a phone with its country to an email player. */
export function addContact(
  contact: string,
  phoneCountryCode: string | undefined,
  options: ApiCallOptions = {},
): Promise<1> {
  return apiCall(
    'account',
    'addcontact',
    { contact, phone_country_code: phoneCountryCode },
    { ...options, httpMethod: 'POST' },
  );
}

/** `account/changeSubscription`: the newsletter of one contact, on (1) or off (0). */
export function changeSubscription(contact: string, on: boolean, options: ApiCallOptions = {}): Promise<1> {
  return apiCall(
    'account',
    'changeSubscription',
    { contact, subscription: on ? 1 : 0 },
    { ...options, httpMethod: 'POST' },
  );
}

/** `account/unsubscribe`: the signed link's token; no session needed. */
export function unsubscribe(token: string, options: ApiCallOptions = {}): Promise<UnsubscribeAnswer> {
  return apiCall('account', 'unsubscribe', { token }, { ...options, httpMethod: 'POST' });
}

export function getContactPhoneSettings(options: ApiCallOptions & { locale?: LocaleCode } = {}) {
  return apiCall('account', 'getContactPhoneSettings', {}, options);
}
