import type { EventSubscriptions } from '../../outbox/subscribers.js';
import { WALLET_TOPICS, type WalletEventPayload } from '../wallet/wallet-events.js';
import type { WinnersService } from './winners-service.js';

/** The subscriber's name: its cursor in the outbox. Never rename it. */
const SUBSCRIBER = 'big-wins';

/**
 * Records the wallet's real-money wins that pass the big-win rule, once each (the record is keyed
 * by the studio's win call, and written in the delivery's transaction with the cursor). Open
 * /winners pages hear of it after the batch commits.
 */
export function subscribeBigWins(events: EventSubscriptions, winners: WinnersService): void {
  let recorded = false;
  events.subscribe(
    SUBSCRIBER,
    [WALLET_TOPICS.win],
    async (tx, event) => {
      const win = event.payload as unknown as WalletEventPayload;
      if (win.money !== 'real' || BigInt(win.total) <= 0n) return;
      const added = await winners.consider(tx, {
        userId: win.userId,
        studio: win.studio,
        transactionId: win.transactionId,
        roundId: win.roundId,
        game: win.game,
        currency: win.currency,
        winMinor: BigInt(win.total),
        wonAt: new Date(win.at),
      });
      recorded ||= added;
    },
    {
      afterBatch: async () => {
        if (!recorded) return;
        recorded = false;
        await winners.announce();
      },
    },
  );
}
