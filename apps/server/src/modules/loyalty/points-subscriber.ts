import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { WALLET_TOPICS, type WalletEventPayload } from '../wallet/wallet-events.js';
import type { LoyaltyService } from './loyalty-service.js';

/** The subscriber's name: its cursor in the outbox. Never rename it. */
const SUBSCRIBER = 'loyalty-points';

/**
 * Loyalty points from play: each real-money stake earns points on its main-money part, and a
 * rolled-back stake gives them back; both in the delivery's transaction, each one idempotent
 * ledger transfer keyed by the studio's bet call, so duplicate deliveries and several app servers
 * move points once.
 */
export function subscribeLoyaltyPoints(events: EventSubscriptions, loyalty: LoyaltyService): void {
  events.subscribe(SUBSCRIBER, [WALLET_TOPICS.bet, WALLET_TOPICS.rollback], async (tx, event) => {
    const payload = event.payload as unknown as WalletEventPayload;
    if (payload.money !== 'real') return;
    if (event.topic === WALLET_TOPICS.bet) {
      await loyalty.earn(tx, {
        userId: payload.userId,
        studio: payload.studio,
        transactionId: payload.transactionId,
        roundId: payload.roundId,
        currency: payload.currency,
        mainMinor: BigInt(payload.parts.main ?? '0'),
      });
      return;
    }
    if (payload.betTransactionId === undefined) return;
    await loyalty.takeBack(tx, {
      userId: payload.userId,
      studio: payload.studio,
      betTransactionId: payload.betTransactionId,
      roundId: payload.roundId,
    });
  });
}
