import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { DEPOSIT_CREDITED, type DepositCreditedPayload } from '../cashier/deposit-events.js';
import { type BetSettledPayload, SPORTSBOOK_TOPICS } from '../sportsbook/sportsbook-events.js';
import { WALLET_TOPICS, type WalletEventPayload } from '../wallet/wallet-events.js';
import type { BonusService } from './bonus-service.js';
import { sportsStakeWagers } from './sports-wagering.js';

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
  // A sports stake counts when its bet settles won or lost at odds of 1.50 or more (decision 0073),
  // as of the time it was placed. Events written before this rule carry no stake: they count for none.
  events.subscribe('bonus-sports-wagering', [SPORTSBOOK_TOPICS.betSettled], async (tx, event) => {
    const settled = event.payload as unknown as BetSettledPayload;
    if (!sportsStakeWagers(settled)) return;
    await bonuses.countStake(tx, {
      userId: settled.userId,
      currency: settled.currency,
      amountMinor: BigInt(settled.stake!),
      at: new Date(settled.placedAt!),
    });
  });
}
