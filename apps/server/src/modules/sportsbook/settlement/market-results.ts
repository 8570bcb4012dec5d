import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { appendOutboxEvent } from '../../../outbox/append.js';
import { appendSportsChange, SPORTSBOOK_TOPICS } from '../sportsbook-events.js';

// A market's result as the book records it, from the feed or a trader (decision 0075). How a
// result follows from a score is the feed's business (providers/odds/market-outcomes.ts): the book
// takes the winning selection it is sent.

/**
 * Records a market's result, from the feed or a trader: settled with its winning selection, or
 * void (null). Answers false when the market already had a result (results are final): the first
 * one wins, so a repeated or late result changes nothing. The settlement job does the money.
 */
export async function resultMarket(
  tx: Executor,
  marketId: number,
  winningSelectionId: number | null,
  now: Date,
): Promise<boolean> {
  const [market] = await queryRows<{ event_id: string }>(
    tx,
    sql`UPDATE sports_markets
        SET status = ${winningSelectionId === null ? 'void' : 'settled'},
            winning_selection_id = ${winningSelectionId}, resulted_at = ${now}, updated_at = ${now}
        WHERE id = ${marketId} AND status IN ('open', 'suspended')
          AND (${winningSelectionId}::bigint IS NULL OR EXISTS (
            SELECT 1 FROM sports_selections WHERE id = ${winningSelectionId} AND market_id = ${marketId}))
        RETURNING event_id`,
  );
  if (!market) return false;
  await appendOutboxEvent(tx, {
    topic: SPORTSBOOK_TOPICS.marketResulted,
    key: `sports_market:${marketId}`,
    payload: { marketId },
  });
  await appendSportsChange(tx, Number(market.event_id), 'event');
  return true;
}

/** Voids every market of a cancelled event that has no result yet: its bets are refunded. */
export async function voidOpenMarkets(tx: Executor, eventId: number, now: Date): Promise<number> {
  const markets = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM sports_markets WHERE event_id = ${eventId} AND status IN ('open', 'suspended') ORDER BY id`,
  );
  for (const market of markets) await resultMarket(tx, Number(market.id), null, now);
  return markets.length;
}
