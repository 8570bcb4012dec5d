import type { LiveSignals } from '../../live/live-signals.js';
import type { DeliveredEvent, EventSubscriptions } from '../../outbox/subscribers.js';
import { WITHDRAWAL_REQUESTED } from '../cashier/withdrawal-events.js';
import { WALLET_TOPICS, type WalletEventPayload } from '../wallet/wallet-events.js';
import { TOURNAMENT_CHANGED, type TournamentScoring } from './tournament-scoring.js';

/** The cursor names in the outbox: never rename them. */
export const TOURNAMENT_SUBSCRIBER = 'tournaments';
export const TOURNAMENT_LIVE_SUBSCRIBER = 'tournaments-live';
/** The live channel tournament pages follow. */
export const TOURNAMENTS_CHANNEL = 'tournaments';
/** The topics that move points: the finishing job waits until the subscriber has had them all. */
export const SCORING_TOPICS = [WALLET_TOPICS.bet, WALLET_TOPICS.rollback, WITHDRAWAL_REQUESTED] as const;

const timeOf = (event: DeliveredEvent) => {
  const at = typeof event.payload.at === 'string' ? new Date(event.payload.at) : event.createdAt;
  return Number.isNaN(at.getTime()) ? event.createdAt : at;
};

/**
 * Points from stakes, taken back by rollbacks and reset by withdrawal requests, inside the
 * delivery's transaction (each stake keyed, so a replay scores once); then, after the change
 * committed, a signal to open tournament pages, which re-read through the API.
 */
export function subscribeTournaments(
  events: EventSubscriptions,
  scoring: TournamentScoring,
  live: LiveSignals,
): void {
  events.subscribe(TOURNAMENT_SUBSCRIBER, SCORING_TOPICS, async (tx, event) => {
    if (event.topic === WITHDRAWAL_REQUESTED) {
      await scoring.onCashout(tx, { userId: Number(event.payload.userId), at: timeOf(event) });
      return;
    }
    const payload = event.payload as unknown as WalletEventPayload;
    if (payload.money !== 'real') return;
    if (event.topic === WALLET_TOPICS.bet) {
      await scoring.onStake(tx, {
        userId: payload.userId,
        currency: payload.currency,
        money: payload.money,
        totalMinor: BigInt(payload.total),
        mainMinor: BigInt(payload.parts.main ?? '0'),
        game: payload.game,
        studio: payload.studio,
        betKey: `${payload.studio}:${payload.transactionId}`,
        at: timeOf(event),
      });
      return;
    }
    if (payload.betTransactionId === undefined) return;
    await scoring.onRollback(tx, {
      betKey: `${payload.studio}:${payload.betTransactionId}`,
      at: timeOf(event),
    });
  });
  events.subscribe(
    TOURNAMENT_LIVE_SUBSCRIBER,
    [TOURNAMENT_CHANGED],
    async (_tx, event) => {
      await live.publish(TOURNAMENTS_CHANNEL, { type: 'tournament', id: Number(event.payload.tournamentId) });
    },
    { from: 'now' },
  );
}
