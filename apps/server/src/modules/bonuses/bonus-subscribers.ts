import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { DEPOSIT_CREDITED, type DepositCreditedPayload } from '../cashier/deposit-events.js';
import { WALLET_TOPICS, type WalletEventPayload } from '../wallet/wallet-events.js';
import type { BonusService } from './bonus-service.js';

// The bonus engine's subscribers: their names are their cursors in the outbox. Never rename one.

/**
 * Grants what a deposit's offer promises once the deposit is credited, once (the grant is written in
 * the delivery's transaction with the cursor), and counts each real-money stake towards the
 * player's active bonus (a refunded stake is taken back).
 */
export function subscribeBonusEngine(events: EventSubscriptions, bonuses: BonusService): void {
  events.subscribe('bonus-grants', [DEPOSIT_CREDITED], async (tx, event) => {
    const deposit = event.payload as unknown as DepositCreditedPayload;
    await bonuses.grantForDeposit(tx, {
      paymentId: deposit.paymentId,
      userId: deposit.userId,
      amountMinor: BigInt(deposit.amountMinor),
      currency: deposit.currency,
      offerId: deposit.offerId,
    });
  });
  events.subscribe('bonus-wagering', [WALLET_TOPICS.bet, WALLET_TOPICS.rollback], async (tx, event) => {
    const move = event.payload as unknown as WalletEventPayload;
    if (move.money !== 'real') return;
    const amountMinor = BigInt(move.total);
    await bonuses.countStake(tx, {
      userId: move.userId,
      currency: move.currency,
      amountMinor: event.topic === WALLET_TOPICS.rollback ? -amountMinor : amountMinor,
      at: new Date(move.at),
    });
  });
}
