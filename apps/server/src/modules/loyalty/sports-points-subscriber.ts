import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { type BetSettledPayload, SPORTSBOOK_TOPICS } from '../sportsbook/sportsbook-events.js';
import type { LoyaltyService } from './loyalty-service.js';
import { SPORTSBOOK_STUDIO } from './points-ledger.js';

/** The subscriber's name: its cursor in the outbox. Never rename it. */
const SUBSCRIBER = 'loyalty-sports-points';

/**
 * Loyalty points from sports bets (decision 0073): a bet won or lost earns on its stake at the
 * programme's one rate, when it settles (a cashed-out bet, once, when cashed out: decision 0074);
 * a void bet (its stake returned) and a free bet (staked
 * from a betting bonus) earn nothing. The award
 * is the same idempotent ledger transfer as a casino stake's, keyed by the bet, so a redelivered
 * event moves points once. Events written before sports stakes earned carry no stake and are
 * skipped: bets settled before earn nothing after the fact.
 */
export function subscribeSportsPoints(events: EventSubscriptions, loyalty: LoyaltyService): void {
  events.subscribe(SUBSCRIBER, [SPORTSBOOK_TOPICS.betSettled], async (tx, event) => {
    const settled = event.payload as unknown as BetSettledPayload;
    // A free bet's stake is the house's money: it earns nothing.
    if (settled.outcome === 'void' || settled.freeBet === true || settled.stake === undefined) return;
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
