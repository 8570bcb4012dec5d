import { type Executor, queryRows } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** House accounts: where the money of players comes from and goes to. */
export const HOUSE_ACCOUNTS = [
  'payment_clearing',
  'withdrawal_hold',
  'game_house',
  'betting_house',
  // Stakes of open sports bets, until settlement posts them to the betting house or returns them.
  'betting_hold',
  'bonus_expense',
  'fun_issuer',
  'jackpot_pool',
  'loyalty_shop',
  'equity',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/**
 * A player's loyalty points account (decision 0062): points are a ledger currency of their own,
 * so no money balance or money report ever counts them.
 */
export const POINTS_ACCOUNT_KIND = 'points';

/** The id of a player's account of one kind and currency, opened on first use. */
export async function playerAccountId(
  executor: Executor,
  userId: number,
  kind: BalanceKind | typeof POINTS_ACCOUNT_KIND,
  currency: string,
): Promise<number> {
  return openOrFind(() =>
    queryRows<{ id: string }>(
      executor,
      sql`WITH opened AS (
          INSERT INTO ledger_accounts (user_id, kind, currency, is_house)
          VALUES (${userId}, ${kind}, ${currency}, false)
          ON CONFLICT (user_id, kind, currency) DO NOTHING
          RETURNING id)
        SELECT id FROM opened
        UNION ALL
        SELECT id FROM ledger_accounts WHERE user_id = ${userId} AND kind = ${kind} AND currency = ${currency}`,
    ),
  );
}

/**
 * How many shards each house account has. Every player's transfers use the shard of their id, so
 * up to this many transfers with a house account proceed side by side instead of queueing on one
 * row lock (decision 0007). The house's balance is the sum of its shards.
 */
export const HOUSE_SHARDS = 16;

/** The house shard of a player's transfers: `spreadBy` (usually the player's id) modulo the shards. */
export function houseShardOf(spreadBy: number): number {
  return Math.abs(Math.trunc(spreadBy)) % HOUSE_SHARDS;
}

/**
 * The id of a house account for one currency, opened on first use. `spreadBy` (usually the
 * player's id) picks the shard; without it, shard 0.
 */
export async function houseAccountId(
  executor: Executor,
  code: HouseAccount,
  currency: string,
  spreadBy = 0,
): Promise<number> {
  const shard = houseShardOf(spreadBy);
  return openOrFind(() =>
    queryRows<{ id: string }>(
      executor,
      sql`WITH opened AS (
          INSERT INTO ledger_accounts (code, kind, currency, is_house, shard)
          VALUES (${code}, 'house', ${currency}, true, ${shard})
          ON CONFLICT (code, currency, shard) DO NOTHING
          RETURNING id)
        SELECT id FROM opened
        UNION ALL
        SELECT id FROM ledger_accounts WHERE code = ${code} AND currency = ${currency} AND shard = ${shard}`,
    ),
  );
}

/** An account found without opening it; `settled` when it was committed before this transaction began. */
export interface FoundAccount {
  id: number;
  settled: boolean;
}

const foundAccount = (rows: { id: string; settled: boolean }[]): FoundAccount | null =>
  rows[0] ? { id: Number(rows[0].id), settled: rows[0].settled } : null;

/** The player's account of one kind and currency if it is open (the wallet's cache of ids). */
export async function findPlayerAccount(
  executor: Executor,
  userId: number,
  kind: BalanceKind,
  currency: string,
): Promise<FoundAccount | null> {
  return foundAccount(
    await queryRows<{ id: string; settled: boolean }>(
      executor,
      sql`SELECT id, created_at < now() AS settled FROM ledger_accounts
          WHERE user_id = ${userId} AND kind = ${kind} AND currency = ${currency}`,
    ),
  );
}

/** One shard of a house account if it is open. */
export async function findHouseAccount(
  executor: Executor,
  code: HouseAccount,
  currency: string,
  shard: number,
): Promise<FoundAccount | null> {
  return foundAccount(
    await queryRows<{ id: string; settled: boolean }>(
      executor,
      sql`SELECT id, created_at < now() AS settled FROM ledger_accounts
          WHERE code = ${code} AND currency = ${currency} AND shard = ${shard}`,
    ),
  );
}

/** A house account's balance in one currency: the sum of its shards. */
export async function houseBalance(
  executor: Executor,
  code: HouseAccount,
  currency: string,
): Promise<bigint> {
  const [row] = await queryRows<{ total: string | null }>(
    executor,
    sql`SELECT SUM(balance_minor) AS total FROM ledger_accounts WHERE code = ${code} AND currency = ${currency}`,
  );
  return BigInt(row?.total ?? 0);
}

/**
 * An insert racing another one for the same account waits for it, then finds nothing in its own
 * snapshot: the second attempt, with a fresh snapshot, sees the row.
 */
async function openOrFind(attempt: () => Promise<{ id: string }[]>): Promise<number> {
  for (let tries = 0; tries < 3; tries++) {
    const rows = await attempt();
    if (rows[0]) return Number(rows[0].id);
  }
  throw new Error('Ledger account could not be opened');
}

export type PlayerBalances = Record<BalanceKind, bigint>;

/** A player's balances in one currency; kinds never used read as zero. */
export async function playerBalances(
  executor: Executor,
  userId: number,
  currency: string,
): Promise<PlayerBalances> {
  const rows = await queryRows<{ kind: BalanceKind; balance_minor: string }>(
    executor,
    sql`SELECT kind, balance_minor FROM ledger_accounts WHERE user_id = ${userId} AND currency = ${currency}`,
  );
  return toBalances(rows.map((row) => ({ kind: row.kind, balanceMinor: BigInt(row.balance_minor) })));
}

/**
 * A player's balances in their account currency as one JSON column (`{"main": "1500", ...}`), for
 * reads that already fetch the player's row: the session look-up of every API call carries the
 * balances with it instead of a second round trip. Read it back with `balancesFromJson`.
 */
export function playerBalancesJson(
  userId: AnyColumn,
  currency: AnyColumn,
): SQL<Record<string, string> | null> {
  return sql<Record<string, string> | null>`(SELECT json_object_agg(kind, balance_minor::text)
    FROM ledger_accounts WHERE user_id = ${userId} AND currency = ${currency})`;
}

export function balancesFromJson(json: Record<string, string> | string | null): PlayerBalances {
  const parsed = ((typeof json === 'string' ? JSON.parse(json) : json) ?? {}) as Record<string, string>;
  return toBalances(
    Object.entries(parsed).map(([kind, minor]) => ({
      kind: kind as BalanceKind,
      balanceMinor: BigInt(minor),
    })),
  );
}

function toBalances(rows: readonly { kind: BalanceKind; balanceMinor: bigint }[]): PlayerBalances {
  const balances: PlayerBalances = { main: 0n, bonus: 0n, betting_bonus: 0n, fun: 0n };
  for (const row of rows) balances[row.kind] = row.balanceMinor;
  return balances;
}
