import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// Cash-out's reads and writes (cash-out.ts, decision 0074): the markets it holds FOR SHARE as
// placement does, the selections' prices now, and the bet it closes.

/** Holds these markets FOR SHARE, in id order (placement's order): a result waits for the cash-out. */
export async function shareMarkets(tx: Executor, marketIds: readonly number[]): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM sports_markets WHERE id = ANY (${`{${marketIds.join(',')}}`}::bigint[])
        ORDER BY id FOR SHARE`,
  );
}

/** A selection's price now, with its market's and event's state. */
export type SelectionState = {
  id: string;
  odds_hundredths: number;
  market_status: string;
  event_status: string;
  starts_at: string | Date;
};

export function selectionStates(executor: Executor, ids: readonly number[]): Promise<SelectionState[]> {
  return queryRows<SelectionState>(
    executor,
    sql`SELECT s.id, s.odds_hundredths, m.status AS market_status, e.status AS event_status, e.starts_at
        FROM sports_selections s JOIN sports_markets m ON m.id = s.market_id JOIN sports_events e ON e.id = m.event_id
        WHERE s.id = ANY (${`{${[...new Set(ids)].join(',')}}`}::bigint[])`,
  );
}

/** Closes an open bet as cashed out for `value`, paid by this ledger transaction. */
export async function markCashedOut(
  tx: Executor,
  betId: number,
  paid: { value: bigint; now: Date; transactionId: number },
): Promise<void> {
  await tx.execute(
    sql`UPDATE sports_bets SET status = 'cashed_out', payout_minor = ${paid.value}, settled_at = ${paid.now},
          win_transaction_id = ${paid.transactionId}
        WHERE id = ${betId} AND status = 'open'`,
  );
}
