import { type ApiCallOptions, apiCall } from './client.js';

/** `auth/logout`: ends the session and clears its cookie. */
export function logout(options: ApiCallOptions = {}): Promise<1> {
  return apiCall<1>('auth', 'logout', {}, options);
}
