import type { Executor } from '@jeton/db';
import { appendOutboxEvent } from '../../../outbox/append.js';
import { appendSportsChange, SPORTSBOOK_TOPICS } from '../sportsbook-events.js';
import { recordMarketResult, unresultedMarketIds } from './settlement-store.js';

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
  const eventId = await recordMarketResult(tx, marketId, winningSelectionId, now);
  if (eventId === undefined) return false;
  await appendOutboxEvent(tx, {
    topic: SPORTSBOOK_TOPICS.marketResulted,
    key: `sports_market:${marketId}`,
    payload: { marketId },
  });
  await appendSportsChange(tx, eventId, 'event');
  return true;
}

/** Voids every market of a cancelled event that has no result yet: its bets are refunded. */
export async function voidOpenMarkets(tx: Executor, eventId: number, now: Date): Promise<number> {
  const markets = await unresultedMarketIds(tx, eventId);
  for (const marketId of markets) await resultMarket(tx, marketId, null, now);
  return markets.length;
}
