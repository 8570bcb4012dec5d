import type { AccountInfo, LocaleCode } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/** `account/getInfo`: the current player, or a guest with uid 0. */
export function getAccountInfo(options: ApiCallOptions = {}): Promise<AccountInfo> {
  return apiCall('account', 'getInfo', {}, options);
}

/** `account/changelocale`: saves the player's locale and sets the 365-day locale cookie, guests too. */
export function changeLocale(locale: LocaleCode, options: ApiCallOptions = {}): Promise<1> {
  return apiCall('account', 'changelocale', { locale }, { ...options, httpMethod: 'POST', locale });
}
