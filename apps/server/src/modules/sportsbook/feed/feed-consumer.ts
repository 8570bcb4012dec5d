import type { Executor } from '@jeton/db';
import type { Clock } from '../../../clock.js';
import {
  eventMayMove,
  type FeedBodies,
  type FeedFixture,
  type FeedMessage,
  isFeedMessageRejected,
  verifyFeedMessage,
} from '../../../ports/odds-feed.js';
import { resultMarket, voidOpenMarkets } from '../settlement/market-results.js';
import { appendSportsChange } from '../sportsbook-events.js';
import {
  insertFixtureEvent,
  insertFixtureMarket,
  lockFeedEvent,
  recordFeedMessage,
  resultIdsOf,
  suspendOpenMarkets,
  updateEventStatus,
  updateMarketStatus,
  updatePrice,
} from './feed-store.js';

export type FeedOutcome = 'applied' | 'duplicate' | 'stale' | 'rejected';

/**
 * Applies the odds feed's messages to the sportsbook's tables, inside the delivery's transaction.
 * Idempotent: a (provider, seq) seen before is skipped, and each price, event and market keeps the
 * sequence of its last change, so a message overtaken by a newer one changes nothing.
 */
export class FeedConsumer {
  constructor(private readonly deps: { secret: string; clock: Clock; log?: (error: unknown) => void }) {}

  async apply(tx: Executor, raw: unknown): Promise<FeedOutcome> {
    let message: FeedMessage;
    try {
      message = verifyFeedMessage(this.deps.secret, raw);
    } catch (error) {
      // A forged or broken message is dropped, not retried: retrying would stop every later one.
      if (isFeedMessageRejected(error)) {
        this.deps.log?.(error);
        return 'rejected';
      }
      throw error;
    }
    const now = this.deps.clock.now();
    if (!(await recordFeedMessage(tx, message, now))) return 'duplicate';
    const changed = await this.applyBody(tx, message, now);
    return changed ? 'applied' : 'stale';
  }

  private applyBody(tx: Executor, message: FeedMessage, now: Date): Promise<boolean> {
    switch (message.kind) {
      case 'fixture':
        return applyFixture(tx, message.body, message.seq);
      case 'odds':
        return applyOdds(tx, message.body, message.seq);
      case 'event_status':
        return applyEventStatus(tx, message.body, message.seq, now);
      case 'market_status':
        return applyMarketStatus(tx, message.body, message.seq, now);
      case 'result':
        return applyResult(tx, message.body, now);
    }
  }
}

async function applyFixture(tx: Executor, fixture: FeedFixture, seq: number): Promise<boolean> {
  const event = await insertFixtureEvent(tx, fixture, seq);
  // The event is known already: a fixture is sent once and may be delivered again.
  if (!event) return false;
  for (const market of fixture.markets) await insertFixtureMarket(tx, event.id, market, seq);
  await appendSportsChange(tx, Number(event.id), 'event');
  return true;
}

async function applyOdds(tx: Executor, body: FeedBodies['odds'], seq: number): Promise<boolean> {
  const events = new Set<number>();
  for (const price of body.prices) {
    for (const eventId of await updatePrice(tx, price, seq)) events.add(eventId);
  }
  for (const eventId of events) await appendSportsChange(tx, eventId, 'prices');
  return events.size > 0;
}

async function applyEventStatus(
  tx: Executor,
  body: FeedBodies['event_status'],
  seq: number,
  now: Date,
): Promise<boolean> {
  const event = await lockFeedEvent(tx, body.eventFeedId);
  if (!event || Number(event.feed_seq) >= seq || !eventMayMove(event.status, body.status)) return false;
  const eventId = Number(event.id);
  await updateEventStatus(tx, eventId, body, seq, now);
  // A finished match takes no more bets until its results come; a cancelled one is refunded.
  if (body.status === 'finished') {
    await suspendOpenMarkets(tx, eventId, now);
  }
  if (body.status === 'cancelled') await voidOpenMarkets(tx, eventId, now);
  await appendSportsChange(tx, eventId, 'event');
  return true;
}

async function applyMarketStatus(
  tx: Executor,
  body: FeedBodies['market_status'],
  seq: number,
  now: Date,
): Promise<boolean> {
  const eventId = await updateMarketStatus(tx, body, seq, now);
  if (eventId === undefined) return false;
  await appendSportsChange(tx, eventId, 'event');
  return true;
}

async function applyResult(tx: Executor, body: FeedBodies['result'], now: Date): Promise<boolean> {
  const ids = await resultIdsOf(tx, body);
  if (!ids) return false;
  if (body.winningSelectionFeedId !== null && ids.selection_id === null) return false;
  return resultMarket(
    tx,
    Number(ids.market_id),
    ids.selection_id === null ? null : Number(ids.selection_id),
    now,
  );
}
