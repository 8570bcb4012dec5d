import { type Executor, queryRows } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { POINTS_ACCOUNT_KIND } from './accounts.js';

// Read-only views of one player account for the modules that show it (loyalty points, decision
// 0062): its balance, its postings, and what a transaction under a key gave it. Modules read the
// ledger's tables through these functions only (decision 0091).

export interface PlayerAccount {
  userId: number;
  kind: BalanceKind | typeof POINTS_ACCOUNT_KIND;
  currency: string;
}

export interface AccountPosting {
  transactionId: number;
  /** The transaction's kind (a transfer code). */
  kind: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string;
  createdAt: Date;
}

const isAccount = (account: PlayerAccount) =>
  sql`a.user_id = ${account.userId} AND a.kind = ${account.kind} AND a.currency = ${account.currency}`;

/** What the transaction under `idempotencyKey` posted to a player's account; null when there was none. */
export async function playerPostingOf(executor: Executor, idempotencyKey: string): Promise<bigint | null> {
  const [row] = await queryRows<{ amount: string }>(
    executor,
    sql`SELECT p.amount_minor::text AS amount FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id IS NOT NULL
        WHERE t.idempotency_key = ${idempotencyKey}`,
  );
  return row ? BigInt(row.amount) : null;
}

/** The account's balance (0 when never opened), its row locked until the transaction ends when `lock`. */
export async function accountBalance(
  executor: Executor,
  account: PlayerAccount,
  lock = false,
): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    executor,
    sql`SELECT a.balance_minor::text AS balance FROM ledger_accounts a WHERE ${isAccount(account)}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return BigInt(row?.balance ?? 0);
}

/** A page of the account's postings, newest first, and how many it has. */
export async function accountPostings(
  executor: Executor,
  account: PlayerAccount,
  page: { offset: number; count: number },
): Promise<{ total: number; items: AccountPosting[] }> {
  const [rows, [counted]] = await Promise.all([
    queryRows<{
      id: string;
      kind: string;
      amount_minor: string;
      balance_after_minor: string;
      reference: string;
      created_at: string | Date;
    }>(
      executor,
      sql`SELECT t.id, t.kind, p.amount_minor::text AS amount_minor,
            p.balance_after_minor::text AS balance_after_minor, t.reference, t.created_at
          FROM ledger_accounts a
          JOIN ledger_postings p ON p.account_id = a.id
          JOIN ledger_transactions t ON t.id = p.transaction_id
          WHERE ${isAccount(account)} ORDER BY p.transaction_id DESC LIMIT ${page.count} OFFSET ${page.offset}`,
    ),
    queryRows<{ total: number }>(
      executor,
      sql`SELECT count(*)::int AS total FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
          WHERE ${isAccount(account)}`,
    ),
  ]);
  return {
    total: Number(counted?.total ?? 0),
    items: rows.map((row) => ({
      transactionId: Number(row.id),
      kind: row.kind,
      amountMinor: BigInt(row.amount_minor),
      balanceAfterMinor: BigInt(row.balance_after_minor),
      reference: row.reference,
      createdAt: new Date(row.created_at),
    })),
  };
}
