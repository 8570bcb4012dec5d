import { type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

// The traders' reads and changes of events, markets and bets (sportsbook-admin.ts). A change runs
// in the caller's transaction (its audit entry's), its row locked FOR UPDATE first.

/** Events and bets a trader sees at most. */
const LISTED = 200;

type Row = Record<string, string | number | null>;

/** The bets, newest first: all, or a market's (its singles and the multiples with a leg on it). */
export function adminBetRows(executor: Executor, marketId: number | undefined): Promise<Row[]> {
  const where =
    marketId === undefined
      ? sql`TRUE`
      : sql`(b.market_id = ${marketId} OR b.id IN (SELECT bet_id FROM sports_bet_legs WHERE market_id = ${marketId}))`;
  return queryRows<Row>(
    executor,
    sql`SELECT b.id, b.kind, b.user_id, b.terms, b.currency, b.stake_minor, b.odds_hundredths, b.status,
          b.payout_minor, b.placed_at
        FROM sports_bets b
        WHERE ${where} ORDER BY b.id DESC LIMIT ${LISTED}`,
  );
}

/** Events in play and to come (or all), live first then by start; or the one event. */
export function adminEventRows(
  executor: Executor,
  which: { status: 'open' | 'all' } | { id: number },
): Promise<Row[]> {
  const [where, tail]: [SQL, SQL] =
    'id' in which
      ? [sql`e.id = ${which.id}`, sql``]
      : [
          which.status === 'open' ? sql`e.status IN ('scheduled', 'live')` : sql`TRUE`,
          sql`ORDER BY (e.status = 'live') DESC, e.starts_at, e.id LIMIT ${LISTED}`,
        ];
  return queryRows<Row>(
    executor,
    sql`SELECT e.id, sp.sysname AS sport, c.name_en AS competition, e.home_en, e.away_en, e.starts_at, e.status,
          e.score_home, e.score_away
        FROM sports_events e JOIN sports_competitions c ON c.id = e.competition_id JOIN sports sp ON sp.id = c.sport_id
        WHERE ${where} ${tail}`,
  );
}

/**
 * The markets of these events, or the one market: a row per selection, with its open singles'
 * stakes and returns, and the open multiples with a leg on the market.
 */
export function adminMarketRows(
  executor: Executor,
  which: { eventIds: readonly number[] } | { id: number },
): Promise<Row[]> {
  const where =
    'id' in which
      ? sql`m.id = ${which.id}`
      : sql`m.event_id = ANY (${`{${which.eventIds.join(',')}}`}::bigint[])`;
  return queryRows<Row>(
    executor,
    sql`SELECT m.id AS market_id, m.event_id, m.name_en AS market, m.status, m.winning_selection_id,
          s.id AS selection_id, s.name_en AS selection, s.odds_hundredths,
          coalesce(sum(b.stake_minor), 0) AS stake_minor,
          coalesce(sum(b.stake_minor * b.odds_hundredths / 100), 0) AS return_minor,
          count(b.id) AS bets,
          (SELECT count(*) FROM sports_bet_legs l JOIN sports_bets lb ON lb.id = l.bet_id
            WHERE l.market_id = m.id AND lb.status = 'open') AS multiples
        FROM sports_markets m
        JOIN sports_selections s ON s.market_id = m.id
        LEFT JOIN sports_bets b ON b.selection_id = s.id AND b.status = 'open'
        WHERE ${where}
        GROUP BY m.id, s.id ORDER BY m.id, s.sort_order, s.id`,
  );
}

/** Locks the market's row FOR UPDATE; false when there is no such market. */
export async function lockMarket(tx: Executor, marketId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM sports_markets WHERE id = ${marketId} FOR UPDATE`,
  );
  return row !== undefined;
}

export async function changeMarketStatus(
  tx: Executor,
  marketId: number,
  status: 'open' | 'suspended',
): Promise<void> {
  await tx.execute(
    sql`UPDATE sports_markets SET status = ${status}, updated_at = now() WHERE id = ${marketId}`,
  );
}

/** Locks the event's row FOR UPDATE; false when there is no such event. */
export async function lockEvent(tx: Executor, eventId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM sports_events WHERE id = ${eventId} FOR UPDATE`,
  );
  return row !== undefined;
}

export async function cancelEvent(tx: Executor, eventId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE sports_events SET status = 'cancelled', updated_at = ${now} WHERE id = ${eventId}`,
  );
}
