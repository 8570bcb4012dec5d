import { type Executor, queryRows } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { type HouseAccount, houseAccountId, houseShardOf, playerAccountId } from '../../ledger/index.js';

/**
 * Ledger account ids the wallet has seen, kept in memory: an account's id never changes and an
 * account is never deleted, so every bet and win after the first skips two look-ups. Only ids of
 * accounts committed before the caller's transaction began are kept (`created_at < now()`, now()
 * being that transaction's start): an account opened inside a transaction that then rolls back
 * must not be remembered.
 */
export class AccountIds {
  private readonly ids = new Map<string, number>();

  async player(executor: Executor, userId: number, kind: BalanceKind, currency: string): Promise<number> {
    const key = `p:${userId}:${kind}:${currency}`;
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const [row] = await queryRows<{ id: string; settled: boolean }>(
      executor,
      sql`SELECT id, created_at < now() AS settled FROM ledger_accounts
          WHERE user_id = ${userId} AND kind = ${kind} AND currency = ${currency}`,
    );
    if (!row) return playerAccountId(executor, userId, kind, currency);
    if (row.settled) this.ids.set(key, Number(row.id));
    return Number(row.id);
  }

  async house(executor: Executor, code: HouseAccount, currency: string, spreadBy: number): Promise<number> {
    const shard = houseShardOf(spreadBy);
    const key = `h:${code}:${currency}:${shard}`;
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const [row] = await queryRows<{ id: string; settled: boolean }>(
      executor,
      sql`SELECT id, created_at < now() AS settled FROM ledger_accounts
          WHERE code = ${code} AND currency = ${currency} AND shard = ${shard}`,
    );
    if (!row) return houseAccountId(executor, code, currency, spreadBy);
    if (row.settled) this.ids.set(key, Number(row.id));
    return Number(row.id);
  }
}
