import type { Executor } from '@jeton/db';
import { appendOutboxEvent } from '../../outbox/append.js';

// What the sportsbook tells the rest of the app through the outbox (the one transport, decision
// 0029): a change of an event's prices or status (live signals), a market resulted (settlement).

export const SPORTSBOOK_TOPICS = {
  changed: 'sportsbook.changed',
  marketResulted: 'sportsbook.market_resulted',
  betPlaced: 'sportsbook.bet_placed',
  betSettled: 'sportsbook.bet_settled',
} as const;

/** What a `betSettled` event carries (money in minor units as strings, odds in hundredths). */
export interface BetSettledPayload {
  betId: number;
  userId: number;
  /** `cashed_out`: the player settled it early; `payout` is the cash-out amount (decision 0074). */
  outcome: 'won' | 'lost' | 'void' | 'cashed_out';
  payout: string;
  currency: string;
  /** Added with sports stakes earning loyalty points: events written before lack them. */
  stake?: string;
  odds?: number;
  placedAt?: string;
  /** Staked from a betting bonus (a free bet, decision 0070): no points, no wagering. */
  freeBet?: boolean;
}

/** `prices`: only odds moved; `event`: a status, score or market changed. */
export type SportsChange = 'prices' | 'event';

export function appendSportsChange(tx: Executor, eventId: number, change: SportsChange): Promise<void> {
  return appendOutboxEvent(tx, {
    topic: SPORTSBOOK_TOPICS.changed,
    key: `sports_event:${eventId}`,
    payload: { eventId, change },
  });
}
