import type { AccountInfo, ApiAnswer, MarketingParams } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/**
 * `auth/login`: logs in (the session cookie comes with the answer); `code` is the second factor, or
 * `recovery_code` in its place.
 */
export function login(
  form: { login: string; password: string; code?: string | undefined; recovery_code?: string | undefined },
  options: ApiCallOptions = {},
): Promise<AccountInfo> {
  return apiCall('auth', 'login', form, { ...options, httpMethod: 'POST' });
}

/** The form's fields, with where the visit came from (spec section 2) and the device session (section 7). */
export interface RegistrationRequest extends MarketingParams {
  seon_session?: string | undefined;
  login: string;
  password: string;
  currency: string;
  promo_code?: string | undefined;
  terms: boolean;
  notify?: boolean | undefined;
  /** The second step: the code sent to the login by the first. */
  code?: string | undefined;
}

/**
 * `auth/register`: without a code, asks for one to be sent to the login (answered as a
 * `REGISTRATION_CODE_SENT` error); with it, creates the player and logs them in. Booleans travel as 1 or 0.
 */
/** The new account, and what its promo code granted when it was registered with a good one. */
export type Registered = ApiAnswer<'auth', 'register'>;

export function register(form: RegistrationRequest, options: ApiCallOptions = {}): Promise<Registered> {
  const params = { ...form, terms: form.terms ? 1 : 0, notify: form.notify ? 1 : 0 };
  return apiCall('auth', 'register', params, { ...options, httpMethod: 'POST' });
}

/**
 * `auth/register` for a mini-app start (spec section 7): is_tg, id, username, hash, language_code
 * and payload, the init data Telegram signed. Registers the Telegram user on the first visit.
 */
export function registerFromMiniApp(
  fields: {
    is_tg: number;
    id: string;
    username: string;
    hash: string;
    language_code: string;
    payload: string;
  },
  options: ApiCallOptions = {},
): Promise<AccountInfo> {
  return apiCall('auth', 'register', fields, { ...options, httpMethod: 'POST' });
}

/** `auth/restore` with a login: sends a restore link if the account exists (the answer is the same). */
export function requestPasswordRestore(login: string, options: ApiCallOptions = {}): Promise<1> {
  return apiCall('auth', 'restore', { login }, { ...options, httpMethod: 'POST' });
}

/** `auth/restore` with the link's token: sets the new password. */
export function restorePassword(
  form: { token: string; password: string; password_repeat: string },
  options: ApiCallOptions = {},
): Promise<1> {
  return apiCall('auth', 'restore', form, { ...options, httpMethod: 'POST' });
}

/** `auth/logout`: ends the session and clears its cookie. */
export function logout(options: ApiCallOptions = {}): Promise<1> {
  return apiCall('auth', 'logout', {}, options);
}
