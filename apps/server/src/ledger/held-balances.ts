import type { BalanceKind } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';

// The wallet's (decision 0091: the ledger's tables are named in ledger/ only). A movement's split needs the player's balances as they will be when its transfer posts: the
// wallet locks the accounts the movement may touch (the player's of its money, and the house's) as
// it reads them, in one CTE of a statement it runs anyway, so reading costs no round trip. The lock
// is taken in account id order, as the ledger's transfer takes it, so the two never deadlock; the
// transfer later finds the rows locked by its own transaction.

export interface Hold {
  userId: number;
  currency: string;
  kinds: readonly BalanceKind[];
  houseAccountId: number;
}

/**
 * A CTE `held` locking the accounts and reading their balances; `onlyIf` makes it lock nothing when
 * false (a repeated call, which moves no money).
 */
export function heldAccounts(hold: Hold, onlyIf: SQL = sql`true`): SQL {
  const kinds = sql.join(
    hold.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`held AS MATERIALIZED (
      SELECT a.id, a.kind, a.balance_minor FROM ledger_accounts a
      WHERE (${onlyIf})
        AND ((a.user_id = ${hold.userId} AND a.currency = ${hold.currency} AND a.kind IN (${kinds}))
             OR a.id = ${hold.houseAccountId})
      ORDER BY a.id FOR UPDATE OF a)`;
}

/** One column per kind, `held_{kind}`: the held balance, null for an account never opened. */
export function heldColumns(kinds: readonly BalanceKind[]): SQL {
  return sql.join(
    kinds.map(
      (kind) =>
        sql`(SELECT balance_minor::text FROM held WHERE kind = ${kind}) AS ${sql.identifier(`held_${kind}`)}`,
    ),
    sql`, `,
  );
}

/** The balances of `heldColumns`; an account never opened holds 0. */
export function readHeld(
  row: Record<string, unknown>,
  kinds: readonly BalanceKind[],
): Map<BalanceKind, bigint> {
  return new Map(kinds.map((kind) => [kind, BigInt((row[`held_${kind}`] as string | null) ?? 0)]));
}
