import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/**
 * The ledger code of one jackpot's pool. Each jackpot has an account of its own, unsharded
 * (decision 0061): its balance is the amount players see, and its row lock orders the
 * contributions that decide which bet crosses the drop amount.
 */
export function jackpotPoolCode(jackpotId: number): string {
  if (!Number.isSafeInteger(jackpotId) || jackpotId <= 0) throw new Error(`Bad jackpot id ${jackpotId}`);
  return `jackpot_pool:${jackpotId}`;
}

/** Opens (or finds) a jackpot's pool account: a house account of kind `jackpot_pool`, shard 0. */
export async function jackpotPoolAccountId(
  executor: Executor,
  jackpotId: number,
  currency: string,
): Promise<number> {
  const code = jackpotPoolCode(jackpotId);
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`INSERT INTO ledger_accounts (code, kind, currency, is_house, shard)
        VALUES (${code}, 'jackpot_pool', ${currency}, true, 0)
        ON CONFLICT (code, currency, shard) DO UPDATE SET code = EXCLUDED.code
        RETURNING id`,
  );
  if (!row) throw new Error(`Jackpot pool ${code} could not be opened`);
  return Number(row.id);
}

/** Balances of accounts by id (pool amounts for a list of jackpots), in one read. */
export async function accountBalances(
  executor: Executor,
  accountIds: readonly number[],
): Promise<Map<number, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; balance_minor: string }>(
    executor,
    sql`SELECT id, balance_minor FROM ledger_accounts WHERE id IN (${sql.join(
      accountIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), BigInt(row.balance_minor)]));
}
