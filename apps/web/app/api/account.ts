import type { AccountInfo } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/** `account/getInfo`: the current player, or a guest with uid 0. */
export function getAccountInfo(options: ApiCallOptions = {}): Promise<AccountInfo> {
  return apiCall<AccountInfo>('account', 'getInfo', {}, options);
}
