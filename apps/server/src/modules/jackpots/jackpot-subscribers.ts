import type { LiveSignals } from '../../live/live-signals.js';
import type { DeliveredEvent, EventSubscriptions } from '../../outbox/subscribers.js';
import { WALLET_TOPICS } from '../wallet/wallet-events.js';
import { JACKPOT_CHANGED, type JackpotEngine, type StakeEvent } from './jackpot-engine.js';

/** The cursor names in the outbox: never rename them. */
export const JACKPOT_SUBSCRIBER = 'jackpots';
export const JACKPOT_LIVE_SUBSCRIBER = 'jackpots-live';
/** The live channel the jackpot pages follow. */
export const JACKPOTS_CHANNEL = 'jackpots';

/** A wallet.bet payload as the engine reads it; null for an event that cannot feed a jackpot. */
export function stakeOf(event: DeliveredEvent): StakeEvent | null {
  const p = event.payload;
  const userId = Number(p.userId);
  const ledgerTransactionId = Number(p.ledgerTransactionId);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(ledgerTransactionId)) return null;
  if (p.ledgerTransactionId === null || typeof p.total !== 'string' || !/^\d{1,18}$/.test(p.total))
    return null;
  return {
    userId,
    currency: String(p.currency),
    money: String(p.money),
    total: BigInt(p.total),
    game: String(p.game),
    studio: String(p.studio),
    roundId: String(p.roundId),
    ledgerTransactionId,
    at: event.createdAt,
  };
}

/**
 * Every stake feeds the jackpots inside the delivery's transaction (at least once, each
 * contribution and win keyed so it happens once). A jackpot takes only stakes made after it was
 * created (the engine compares times), so events kept from before it feed nothing. Rollbacks are not followed: a contribution stands (decision 0061).
 */
export function subscribeJackpots(
  events: EventSubscriptions,
  engine: JackpotEngine,
  live: LiveSignals,
): void {
  events.subscribe(JACKPOT_SUBSCRIBER, [WALLET_TOPICS.bet], async (tx, event) => {
    const stake = stakeOf(event);
    if (stake) await engine.onStake(tx, stake);
  });
  // After the change committed: open jackpot pages re-read the amounts through the API.
  events.subscribe(
    JACKPOT_LIVE_SUBSCRIBER,
    [JACKPOT_CHANGED],
    async (_tx, event) => {
      await live.publish(JACKPOTS_CHANNEL, {
        type: 'jackpot',
        id: Number(event.payload.jackpotId),
        won: event.payload.won === true,
      });
    },
    { from: 'now' },
  );
}
