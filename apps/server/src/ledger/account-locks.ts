import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// A transfer locks its accounts in id order, in its one statement (transfer.ts). A transaction that
// makes two transfers, or reads a balance before moving it, would lock the second lot after the
// first, out of id order, and meet a stake of the same player (which locks them all at once) in a
// circle. Such a transaction locks every account it will move here first, in one statement: the
// third step of the one lock order (decision 0083, modules/account/player-lock.ts).

/** Locks the accounts until the transaction ends, all at once and in id order; answers their balances. */
export async function lockAccounts(
  tx: Executor,
  accountIds: readonly number[],
): Promise<Map<number, bigint>> {
  const ids = `{${[...new Set(accountIds)].join(',')}}`;
  const rows = await queryRows<{ id: string | number; balance_minor: string }>(
    tx,
    sql`SELECT id, balance_minor::text AS balance_minor FROM ledger_accounts
        WHERE id = ANY (${ids}::bigint[]) ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((row) => [Number(row.id), BigInt(row.balance_minor)]));
}
