import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { type BetSettledPayload, SPORTSBOOK_TOPICS } from '../sportsbook/sportsbook-events.js';
import type { LoyaltyService } from './loyalty-service.js';
import { SPORTSBOOK_STUDIO } from './points-ledger.js';

/** The subscriber's name: its cursor in the outbox. Never rename it. */
const SUBSCRIBER = 'loyalty-sports-points';

/**
 * Loyalty points from sports bets (decision 0073): a bet won or lost earns on its stake at the
 * programme's one rate, when it settles. A void bet (its stake returned), a free bet (staked from a
 * betting bonus) and a cashed-out bet earn nothing: cashing out at once returns 95 % of the stake,
 * so points on it would be bought for 5 % (decision 0074). The award
 * is the same idempotent ledger transfer as a casino stake's, keyed by the bet, so a redelivered
 * event moves points once. Events written before sports stakes earned carry no stake and are
 * skipped: bets settled before earn nothing after the fact.
 */
export function subscribeSportsPoints(events: EventSubscriptions, loyalty: LoyaltyService): void {
  events.subscribe(SUBSCRIBER, [SPORTSBOOK_TOPICS.betSettled], async (tx, event) => {
    const settled = event.payload as unknown as BetSettledPayload;
    // A free bet's stake is the house's money: it earns nothing.
    if (
      settled.outcome === 'void' ||
      settled.outcome === 'cashed_out' ||
      settled.freeBet === true ||
      settled.stake === undefined
    )
      return;
    await loyalty.earn(tx, {
      userId: settled.userId,
      studio: SPORTSBOOK_STUDIO,
      transactionId: `bet:${settled.betId}`,
      roundId: String(settled.betId),
      currency: settled.currency,
      // Sports stakes are held from the main balance only: all of it earns.
      mainMinor: BigInt(settled.stake),
    });
  });
}
