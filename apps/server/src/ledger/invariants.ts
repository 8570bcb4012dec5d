import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

export interface LedgerViolation {
  rule: 'balance_equals_postings' | 'currency_sums_to_zero' | 'transaction_balanced' | 'player_non_negative';
  detail: string;
}

/**
 * Checks the ledger's invariants over the whole book. An empty answer means the books hold:
 * every balance is the sum of its postings, every currency and every transaction sums to zero,
 * and no player balance is negative.
 */
export async function findLedgerViolations(executor: Executor): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const drifted = await queryRows<{ id: string; balance_minor: string; posted: string }>(
    executor,
    sql`SELECT a.id, a.balance_minor, COALESCE(SUM(p.amount_minor), 0) AS posted
        FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
        GROUP BY a.id HAVING a.balance_minor <> COALESCE(SUM(p.amount_minor), 0)`,
  );
  for (const row of drifted) {
    violations.push({
      rule: 'balance_equals_postings',
      detail: `account ${row.id}: balance ${row.balance_minor}, postings ${row.posted}`,
    });
  }
  const currencies = await queryRows<{ currency: string; total: string }>(
    executor,
    sql`SELECT currency, SUM(balance_minor) AS total FROM ledger_accounts GROUP BY currency HAVING SUM(balance_minor) <> 0`,
  );
  for (const row of currencies) {
    violations.push({ rule: 'currency_sums_to_zero', detail: `${row.currency}: ${row.total}` });
  }
  const unbalanced = await queryRows<{ transaction_id: string; currency: string; total: string }>(
    executor,
    sql`SELECT transaction_id, currency, SUM(amount_minor) AS total FROM ledger_postings
        GROUP BY transaction_id, currency HAVING SUM(amount_minor) <> 0`,
  );
  for (const row of unbalanced) {
    violations.push({
      rule: 'transaction_balanced',
      detail: `transaction ${row.transaction_id} ${row.currency}: ${row.total}`,
    });
  }
  const negative = await queryRows<{ id: string; balance_minor: string }>(
    executor,
    sql`SELECT id, balance_minor FROM ledger_accounts WHERE NOT is_house AND balance_minor < 0`,
  );
  for (const row of negative) {
    violations.push({ rule: 'player_non_negative', detail: `account ${row.id}: ${row.balance_minor}` });
  }
  return violations;
}
