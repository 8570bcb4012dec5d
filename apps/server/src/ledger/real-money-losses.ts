import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { REFUND_CODES, STAKE_CODES, WIN_CODES } from './daily-report.js';

// Each player's net real-money losses over a time range, read from the ledger alone (decision 0064).

/**
 * Stakes minus refunds minus wins on the players' **main** balances in `currency`, over
 * [`from`, `to`): the part of a stake paid with bonus money sits on the bonus balance, and play money
 * on the fun balance, so neither counts. Only players who lost (a positive amount) are answered.
 */
export async function netRealMoneyLosses(
  executor: Executor,
  range: { from: Date; to: Date; currency: string },
): Promise<{ userId: number; lossMinor: bigint }[]> {
  const codes = sql.join(
    [...STAKE_CODES, ...REFUND_CODES, ...WIN_CODES].map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: string; loss: string }>(
    executor,
    sql`SELECT a.user_id, (-SUM(p.amount_minor))::text AS loss
        FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE t.created_at >= ${range.from.toISOString()}::timestamptz
          AND t.created_at < ${range.to.toISOString()}::timestamptz
          AND t.kind IN (${codes})
          AND a.user_id IS NOT NULL AND a.kind = 'main' AND a.currency = ${range.currency}
        GROUP BY a.user_id
        HAVING SUM(p.amount_minor) < 0
        ORDER BY a.user_id`,
  );
  return rows.map((row) => ({ userId: Number(row.user_id), lossMinor: BigInt(row.loss) }));
}
