import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The Jackpots service (spec section 7): running must-drop jackpots and their winners.

export type JackpotList = ApiAnswer<'Jackpots', 'get'>;
export type JackpotWinners = ApiAnswer<'Jackpots', 'getWinners'>;

export function getJackpots(
  query: { offset?: number; count?: number; ids?: number[] },
  options: ApiCallOptions = {},
): Promise<JackpotList> {
  return apiCall(
    'Jackpots',
    'get',
    { offset: query.offset, count: query.count, ids: query.ids?.join(',') },
    options,
  );
}

export function getJackpotWinners(
  query: { offset?: number; count?: number; jackpotId?: number },
  options: ApiCallOptions = {},
): Promise<JackpotWinners> {
  return apiCall(
    'Jackpots',
    'getWinners',
    { offset: query.offset, count: query.count, jackpot_id: query.jackpotId },
    options,
  );
}
