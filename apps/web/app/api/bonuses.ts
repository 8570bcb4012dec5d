import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The bonuses service (spec section 7): the player's bonuses, activated and removed by the player.

export type BonusPage = ApiAnswer<'bonuses', 'get'>;
export type PlayerBonus = BonusPage['items'][number];

export function getBonuses(
  query: { offset: number; count: number; status?: string },
  options: ApiCallOptions = {},
): Promise<BonusPage> {
  return apiCall('bonuses', 'get', query, options);
}

export function activateBonus(id: number, options: ApiCallOptions = {}): Promise<PlayerBonus> {
  return apiCall('bonuses', 'activate', { bonus_id: id }, { ...options, httpMethod: 'POST' });
}

export function removeBonus(id: number, options: ApiCallOptions = {}): Promise<PlayerBonus> {
  return apiCall('bonuses', 'remove', { bonus_id: id }, { ...options, httpMethod: 'POST' });
}
