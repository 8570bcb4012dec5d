import type { Executor } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import {
  findHouseAccount,
  findPlayerAccount,
  type HouseAccount,
  houseAccountId,
  houseShardOf,
  playerAccountId,
} from '../../ledger/index.js';

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
    const found = await findPlayerAccount(executor, userId, kind, currency);
    if (!found) return playerAccountId(executor, userId, kind, currency);
    if (found.settled) this.ids.set(key, found.id);
    return found.id;
  }

  async house(executor: Executor, code: HouseAccount, currency: string, spreadBy: number): Promise<number> {
    const shard = houseShardOf(spreadBy);
    const key = `h:${code}:${currency}:${shard}`;
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const found = await findHouseAccount(executor, code, currency, shard);
    if (!found) return houseAccountId(executor, code, currency, spreadBy);
    if (found.settled) this.ids.set(key, found.id);
    return found.id;
  }
}
