import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The sportsbook service (decisions 0065, 0067, 0074): get, event, placeBet, placeMultiple, myBets,
// cashOutQuotes, cashOut.

export type SportsbookList = ApiAnswer<'sportsbook', 'get'>;
export type MyBetsPage = ApiAnswer<'sportsbook', 'myBets'>;
export type CashOutQuotes = ApiAnswer<'sportsbook', 'cashOutQuotes'>;
export type SportsbookEvent = ApiAnswer<'sportsbook', 'event'>;

export function getSportsbook(
  query: { sport?: string; phase?: 'live' | 'upcoming'; count?: number },
  options: ApiCallOptions = {},
): Promise<SportsbookList> {
  return apiCall('sportsbook', 'get', query, options);
}

/** One event with every market (decision 0075); EVENT_NOT_FOUND (404) for an unknown id. */
export function getSportsbookEvent(id: number, options: ApiCallOptions = {}): Promise<SportsbookEvent> {
  return apiCall('sportsbook', 'event', { id }, options);
}

export function placeSportsBet(
  bet: {
    selectionId: number;
    stake: string;
    odds: number;
    requestId: string;
    /** Staked from this free bet (decision 0070) rather than the main balance. */
    bettingBonusId?: number;
  },
  options: ApiCallOptions = {},
) {
  return apiCall(
    'sportsbook',
    'placeBet',
    {
      selection_id: bet.selectionId,
      stake: bet.stake,
      odds: bet.odds.toFixed(2),
      request_id: bet.requestId,
      ...(bet.bettingBonusId === undefined ? {} : { betting_bonus_id: bet.bettingBonusId }),
    },
    { ...options, httpMethod: 'POST', idempotencyKey: bet.requestId },
  );
}

/** A multiple: `legs` as `selection_id:odds` pairs joined by commas (see legsForApi). */
export function placeSportsMultiple(
  bet: {
    legs: string;
    stake: string;
    requestId: string;
    /** Staked from this free bet (decision 0077) rather than the main balance. */
    bettingBonusId?: number;
  },
  options: ApiCallOptions = {},
) {
  return apiCall(
    'sportsbook',
    'placeMultiple',
    {
      legs: bet.legs,
      stake: bet.stake,
      request_id: bet.requestId,
      ...(bet.bettingBonusId === undefined ? {} : { betting_bonus_id: bet.bettingBonusId }),
    },
    { ...options, httpMethod: 'POST', idempotencyKey: bet.requestId },
  );
}

export function getMyBets(
  query: { status: 'open' | 'settled'; offset?: number; count?: number },
  options: ApiCallOptions = {},
): Promise<MyBetsPage> {
  return apiCall('sportsbook', 'myBets', query, options);
}

/** The cash-out offers on the player's open bets (decision 0074). */
export function getCashOutQuotes(options: ApiCallOptions = {}): Promise<CashOutQuotes> {
  return apiCall('sportsbook', 'cashOutQuotes', {}, options);
}

/** Cashes out a bet for the offer the player confirmed (`amount`, major units). */
export function cashOutBet(bet: { betId: number; amount: number }, options: ApiCallOptions = {}) {
  return apiCall(
    'sportsbook',
    'cashOut',
    { bet_id: bet.betId, amount: bet.amount.toFixed(2) },
    { ...options, httpMethod: 'POST' },
  );
}
