import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { BetOutcome } from '../pricing/settlement-outcome.js';

// Settlement's reads and writes (bet-settlement.ts, market-results.ts, decision 0065): the bets a
// result makes due, the markets' results, and the settled bet's row. The bet's row is locked
// before (bets-store.ts, FOR UPDATE) in the same transaction.

/** Open bets that can settle now, the oldest first: singles of a resulted market, multiples decided. */
export async function dueBetIds(executor: Executor, limit: number): Promise<number[]> {
  const due = await queryRows<{ id: string }>(
    executor,
    sql`(SELECT b.id FROM sports_bets b JOIN sports_markets m ON m.id = b.market_id
         WHERE b.status = 'open' AND b.kind = 'single' AND m.status IN ('settled', 'void'))
        UNION
        (SELECT b.id FROM sports_bets b
         WHERE b.status = 'open' AND b.kind = 'multiple' AND (
           -- a lost leg: the bet is lost now
           EXISTS (SELECT 1 FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
                   WHERE l.bet_id = b.id AND m.status = 'settled' AND m.winning_selection_id <> l.selection_id)
           -- or every leg has a result
           OR NOT EXISTS (SELECT 1 FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
                   WHERE l.bet_id = b.id AND m.status NOT IN ('settled', 'void'))))
        ORDER BY id LIMIT ${limit}`,
  );
  return due.map((row) => Number(row.id));
}

/** A market's status and winning selection, as settlement reads a result. */
export async function marketResultOf(
  executor: Executor,
  marketId: number,
): Promise<{ status: string; winningSelectionId: number | null } | undefined> {
  const [market] = await queryRows<{ status: string; winning_selection_id: string | null }>(
    executor,
    sql`SELECT status, winning_selection_id FROM sports_markets WHERE id = ${marketId}`,
  );
  return (
    market && {
      status: market.status,
      winningSelectionId: market.winning_selection_id === null ? null : Number(market.winning_selection_id),
    }
  );
}

/** The ledger transaction that paid the bet's winnings. */
export async function setWinTransaction(tx: Executor, betId: number, transactionId: number): Promise<void> {
  await tx.execute(sql`UPDATE sports_bets SET win_transaction_id = ${transactionId} WHERE id = ${betId}`);
}

/** Closes an open bet with its outcome and payout. */
export async function closeBet(
  tx: Executor,
  betId: number,
  settled: { outcome: BetOutcome; payoutMinor: bigint; now: Date },
): Promise<void> {
  await tx.execute(
    sql`UPDATE sports_bets SET status = ${settled.outcome}, payout_minor = ${settled.payoutMinor},
          settled_at = ${settled.now}
        WHERE id = ${betId} AND status = 'open'`,
  );
}

/**
 * Gives an open or suspended market its result (a winning selection of its own, or void: null);
 * answers its event, or undefined when it had a result already (results are final).
 */
export async function recordMarketResult(
  tx: Executor,
  marketId: number,
  winningSelectionId: number | null,
  now: Date,
): Promise<number | undefined> {
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
  return market ? Number(market.event_id) : undefined;
}

/** The event's markets that have no result yet, in id order. */
export async function unresultedMarketIds(tx: Executor, eventId: number): Promise<number[]> {
  const markets = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM sports_markets WHERE event_id = ${eventId} AND status IN ('open', 'suspended') ORDER BY id`,
  );
  return markets.map((market) => Number(market.id));
}
