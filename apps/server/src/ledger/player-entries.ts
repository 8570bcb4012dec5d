import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// Read-only views of one player's ledger, for the people who look after them (the back office).

/** The balances of all the player's accounts, every kind and currency (raw rows: kind, currency, balance_minor). */
export function balancesInEveryCurrency(
  executor: Executor,
  userId: number,
): Promise<Record<string, unknown>[]> {
  return queryRows(
    executor,
    sql`SELECT kind, currency, balance_minor FROM ledger_accounts WHERE user_id = ${userId} ORDER BY kind, currency`,
  );
}

/** The player's latest postings, newest transaction first, with their transaction's kind and reference. */
export function recentPlayerPostings(
  executor: Executor,
  userId: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  return queryRows(
    executor,
    sql`SELECT t.id, t.kind, a.kind AS account_kind, lp.currency, lp.amount_minor, lp.balance_after_minor,
               t.reference, t.created_at
        FROM ledger_accounts a
        JOIN ledger_postings lp ON lp.account_id = a.id
        JOIN ledger_transactions t ON t.id = lp.transaction_id
        WHERE a.user_id = ${userId}
        ORDER BY lp.transaction_id DESC, a.kind LIMIT ${limit}`,
  );
}
