import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { FeedBodies, FeedFixture, FeedMessage } from '../../../ports/odds-feed.js';

// The odds feed's writes to the sportsbook's tables (feed-consumer.ts), in the delivery's
// transaction. Each row keeps the feed sequence of its last change: an older message changes nothing.

/** Records a (provider, seq) as seen; false when it was seen before (a duplicate). */
export async function recordFeedMessage(tx: Executor, message: FeedMessage, now: Date): Promise<boolean> {
  const [fresh] = await queryRows<{ seq: string }>(
    tx,
    sql`INSERT INTO sports_feed_messages (provider, seq, kind, received_at)
        VALUES (${message.provider}, ${message.seq}, ${message.kind}, ${now})
        ON CONFLICT DO NOTHING RETURNING seq`,
  );
  return fresh !== undefined;
}

/** The fixture's sport and competition (made or renamed), and its event; undefined when known already. */
export async function insertFixtureEvent(
  tx: Executor,
  fixture: FeedFixture,
  seq: number,
): Promise<{ id: string } | undefined> {
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
  return event;
}

/** A new event's market and its selections, in the feed's order. */
export async function insertFixtureMarket(
  tx: Executor,
  eventId: string,
  market: FeedFixture['markets'][number],
  seq: number,
): Promise<void> {
  const [marketRow] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO sports_markets (event_id, feed_id, kind, name_en, name_fr, feed_seq)
        VALUES (${eventId}, ${market.feedId}, ${market.kind}, ${market.nameEn}, ${market.nameFr}, ${seq})
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

/** A selection's new price, unless a newer one is there; answers the events it changed. */
export async function updatePrice(
  tx: Executor,
  price: FeedBodies['odds']['prices'][number],
  seq: number,
): Promise<number[]> {
  const rows = await queryRows<{ event_id: string }>(
    tx,
    sql`UPDATE sports_selections s SET odds_hundredths = ${price.odds}, price_version = ${seq}
        FROM sports_markets m
        WHERE s.feed_id = ${price.selectionFeedId} AND s.price_version < ${seq} AND m.id = s.market_id
        RETURNING m.event_id`,
  );
  return rows.map((row) => Number(row.event_id));
}

/** The event the feed names, its row locked FOR UPDATE. */
export async function lockFeedEvent(
  tx: Executor,
  eventFeedId: string,
): Promise<{ id: string; status: string; feed_seq: string } | undefined> {
  const [event] = await queryRows<{ id: string; status: string; feed_seq: string }>(
    tx,
    sql`SELECT id, status, feed_seq FROM sports_events WHERE feed_id = ${eventFeedId} FOR UPDATE`,
  );
  return event;
}

export async function updateEventStatus(
  tx: Executor,
  eventId: number,
  body: FeedBodies['event_status'],
  seq: number,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE sports_events SET status = ${body.status}, score_home = ${body.score?.home ?? null},
          score_away = ${body.score?.away ?? null}, feed_seq = ${seq}, updated_at = ${now}
        WHERE id = ${eventId}`,
  );
}

/** Suspends the event's open markets. */
export async function suspendOpenMarkets(tx: Executor, eventId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE sports_markets SET status = 'suspended', updated_at = ${now}
        WHERE event_id = ${eventId} AND status = 'open'`,
  );
}

/** A market's new status, unless newer or resulted; answers its event, or undefined. */
export async function updateMarketStatus(
  tx: Executor,
  body: FeedBodies['market_status'],
  seq: number,
  now: Date,
): Promise<number | undefined> {
  const [market] = await queryRows<{ event_id: string }>(
    tx,
    sql`UPDATE sports_markets SET status = ${body.status}, feed_seq = ${seq}, updated_at = ${now}
        WHERE feed_id = ${body.marketFeedId} AND feed_seq < ${seq} AND status IN ('open', 'suspended')
        RETURNING event_id`,
  );
  return market ? Number(market.event_id) : undefined;
}

/** The book's ids of a result's market and winning selection (null: none by that feed id). */
export async function resultIdsOf(
  tx: Executor,
  body: FeedBodies['result'],
): Promise<{ market_id: string; selection_id: string | null } | undefined> {
  const [ids] = await queryRows<{ market_id: string; selection_id: string | null }>(
    tx,
    sql`SELECT m.id AS market_id, s.id AS selection_id FROM sports_markets m
        LEFT JOIN sports_selections s ON s.market_id = m.id AND s.feed_id = ${body.winningSelectionFeedId}
        WHERE m.feed_id = ${body.marketFeedId}`,
  );
  return ids;
}
