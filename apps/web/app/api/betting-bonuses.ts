import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The BettingBonuses service (spec section 7, decision 0070): the player's free bets.

export type BettingBonusPage = ApiAnswer<'BettingBonuses', 'get'>;
export type PlayerBettingBonus = BettingBonusPage['items'][number];

export function getBettingBonuses(
  query: { offset: number; count: number; status?: string },
  options: ApiCallOptions = {},
): Promise<BettingBonusPage> {
  return apiCall('BettingBonuses', 'get', query, options);
}

export function activateBettingBonus(id: number, options: ApiCallOptions = {}): Promise<PlayerBettingBonus> {
  return apiCall('BettingBonuses', 'activate', { betting_bonus_id: id }, { ...options, httpMethod: 'POST' });
}

export function removeBettingBonus(id: number, options: ApiCallOptions = {}): Promise<PlayerBettingBonus> {
  return apiCall('BettingBonuses', 'remove', { betting_bonus_id: id }, { ...options, httpMethod: 'POST' });
}
