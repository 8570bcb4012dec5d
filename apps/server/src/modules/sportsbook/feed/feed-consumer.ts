import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
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
    const [fresh] = await queryRows<{ seq: string }>(
      tx,
      sql`INSERT INTO sports_feed_messages (provider, seq, kind, received_at)
          VALUES (${message.provider}, ${message.seq}, ${message.kind}, ${now})
          ON CONFLICT DO NOTHING RETURNING seq`,
    );
    if (!fresh) return 'duplicate';
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
  const { sport, competition } = fixture;
  const [sportRow] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO sports (sysname, name_en, name_fr, sort_order)
        VALUES (${sport.sysname}, ${sport.nameEn}, ${sport.nameFr}, ${sport.sortOrder})
        ON CONFLICT (sysname) DO UPDATE SET name_en = EXCLUDED.name_en, name_fr = EXCLUDED.name_fr
        RETURNING id`,
  );
  const [competitionRow] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO sports_competitions (sport_id, feed_id, name_en, name_fr)
        VALUES (${sportRow!.id}, ${competition.feedId}, ${competition.nameEn}, ${competition.nameFr})
        ON CONFLICT (feed_id) DO UPDATE SET name_en = EXCLUDED.name_en, name_fr = EXCLUDED.name_fr
        RETURNING id`,
  );
  const [event] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO sports_events (competition_id, feed_id, home_en, home_fr, away_en, away_fr, starts_at, feed_seq)
        VALUES (${competitionRow!.id}, ${fixture.feedId}, ${fixture.homeEn}, ${fixture.homeFr}, ${fixture.awayEn},
          ${fixture.awayFr}, ${new Date(fixture.startsAt)}, ${seq})
        ON CONFLICT (feed_id) DO NOTHING RETURNING id`,
  );
  // The event is known already: a fixture is sent once and may be delivered again.
  if (!event) return false;
  for (const market of fixture.markets) {
    const [marketRow] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO sports_markets (event_id, feed_id, kind, name_en, name_fr, feed_seq)
          VALUES (${event.id}, ${market.feedId}, ${market.kind}, ${market.nameEn}, ${market.nameFr}, ${seq})
          RETURNING id`,
    );
    for (const [index, selection] of market.selections.entries()) {
      await tx.execute(
        sql`INSERT INTO sports_selections (market_id, feed_id, name_en, name_fr, sort_order, odds_hundredths, price_version)
            VALUES (${marketRow!.id}, ${selection.feedId}, ${selection.nameEn}, ${selection.nameFr}, ${index},
              ${selection.odds}, ${seq})`,
      );
    }
  }
  await appendSportsChange(tx, Number(event.id), 'event');
  return true;
}

async function applyOdds(tx: Executor, body: FeedBodies['odds'], seq: number): Promise<boolean> {
  const events = new Set<number>();
  for (const price of body.prices) {
    const rows = await queryRows<{ event_id: string }>(
      tx,
      sql`UPDATE sports_selections s SET odds_hundredths = ${price.odds}, price_version = ${seq}
          FROM sports_markets m
          WHERE s.feed_id = ${price.selectionFeedId} AND s.price_version < ${seq} AND m.id = s.market_id
          RETURNING m.event_id`,
    );
    for (const row of rows) events.add(Number(row.event_id));
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
  const [event] = await queryRows<{ id: string; status: string; feed_seq: string }>(
    tx,
    sql`SELECT id, status, feed_seq FROM sports_events WHERE feed_id = ${body.eventFeedId} FOR UPDATE`,
  );
  if (!event || Number(event.feed_seq) >= seq || !eventMayMove(event.status, body.status)) return false;
  const eventId = Number(event.id);
  await tx.execute(
    sql`UPDATE sports_events SET status = ${body.status}, score_home = ${body.score?.home ?? null},
          score_away = ${body.score?.away ?? null}, feed_seq = ${seq}, updated_at = ${now}
        WHERE id = ${eventId}`,
  );
  // A finished match takes no more bets until its results come; a cancelled one is refunded.
  if (body.status === 'finished') {
    await tx.execute(
      sql`UPDATE sports_markets SET status = 'suspended', updated_at = ${now}
          WHERE event_id = ${eventId} AND status = 'open'`,
    );
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
  const [market] = await queryRows<{ event_id: string }>(
    tx,
    sql`UPDATE sports_markets SET status = ${body.status}, feed_seq = ${seq}, updated_at = ${now}
        WHERE feed_id = ${body.marketFeedId} AND feed_seq < ${seq} AND status IN ('open', 'suspended')
        RETURNING event_id`,
  );
  if (!market) return false;
  await appendSportsChange(tx, Number(market.event_id), 'event');
  return true;
}

async function applyResult(tx: Executor, body: FeedBodies['result'], now: Date): Promise<boolean> {
  const [ids] = await queryRows<{ market_id: string; selection_id: string | null }>(
    tx,
    sql`SELECT m.id AS market_id, s.id AS selection_id FROM sports_markets m
        LEFT JOIN sports_selections s ON s.market_id = m.id AND s.feed_id = ${body.winningSelectionFeedId}
        WHERE m.feed_id = ${body.marketFeedId}`,
  );
  if (!ids) return false;
  if (body.winningSelectionFeedId !== null && ids.selection_id === null) return false;
  return resultMarket(
    tx,
    Number(ids.market_id),
    ids.selection_id === null ? null : Number(ids.selection_id),
    now,
  );
}
