import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** Whether any of the player's ledger accounts, in any currency and of any kind, holds money. */
export async function holdsMoney(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    executor,
    sql`SELECT EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ${userId} AND balance_minor <> 0) AS held`,
  );
  return row?.held === true;
}
