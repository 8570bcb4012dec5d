import type { Balances } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

/** `account/getBalance`: the player's main, bonus, betting-bonus and fun balances. */
export function getBalance(options: ApiCallOptions = {}): Promise<Balances> {
  return apiCall('account', 'getBalance', {}, options);
}
