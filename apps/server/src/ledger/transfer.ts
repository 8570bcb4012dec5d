import { createHash } from 'node:crypto';
import { type Executor, queryPreparedRows, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  isIdempotencyKeyTaken,
  isNonNegativeViolation,
  isUnpostedLegViolation,
  ledgerError,
} from './errors.js';
import type { TransferCode } from './transfer-codes.js';

export interface Posting {
  accountId: number;
  currency: string;
  /** Signed: positive credits the account, negative debits it. */
  amountMinor: bigint;
}

export interface TransferRequest {
  /** Made by the caller; the same key twice posts once. */
  idempotencyKey: string;
  /** What moves the money, from the catalogue (deposit, game_bet, withdrawal_reserve, ...). */
  kind: TransferCode;
  /** The business object this moves money for, e.g. `deposit:42`. */
  reference?: string;
  metadata?: Record<string, unknown>;
  postings: readonly Posting[];
}

export interface TransferResult {
  transactionId: number;
  /** True when the key had already been posted and this call changed nothing. */
  replayed: boolean;
  /** Each touched account's balance right after the transfer. */
  balancesAfter: Map<number, bigint>;
}

/**
 * Posts one double-entry transfer: the only way a balance changes.
 *
 * One statement records the transaction (or finds its key taken), locks the touched accounts in id
 * order, moves the balances and writes the postings; PostgreSQL's checks keep player balances
 * non-negative and refuse a leg that moved nothing, and either aborts the whole statement. Given a
 * transaction it joins it. Given a database the statement is its own transaction: no BEGIN and
 * COMMIT round trips, so the accounts stay locked only while the statement runs and commits (a
 * house account, touched by every bet, is locked by one transfer after another).
 */
export async function postTransfer(executor: Executor, request: TransferRequest): Promise<TransferResult> {
  const legs = mergeLegs(request.postings);
  const requestHash = hashRequest(request.kind, request.reference ?? '', legs);
  try {
    return await postInside(executor, request, legs, requestHash);
  } catch (error) {
    // Outside a transaction the key's unique constraint itself refuses a reused key (see postInside).
    if (isIdempotencyKeyTaken(error)) return replay(executor, request.idempotencyKey, requestHash);
    if (isNonNegativeViolation(error)) throw ledgerError.insufficientFunds();
    if (isUnpostedLegViolation(error)) {
      // An unknown account or a currency mismatch: the statement, and so the transfer, was aborted.
      throw ledgerError.invalidTransfer(
        `Transfer ${request.idempotencyKey} names an unknown account or one in another currency`,
      );
    }
    throw error;
  }
}

async function postInside(
  executor: Executor,
  request: TransferRequest,
  legs: Posting[],
  requestHash: string,
): Promise<TransferResult> {
  // Array literals travel as one parameter each; every element was checked to be a plain token.
  const ids = `{${legs.map((l) => l.accountId).join(',')}}`;
  const amounts = `{${legs.map((l) => l.amountMinor.toString()).join(',')}}`;
  const currencies = `{${legs.map((l) => l.currency).join(',')}}`;
  // A statement of its own (no caller's transaction): a plain INSERT, and a reused key fails it on
  // the unique constraint, which postTransfer answers with the replay. ON CONFLICT would probe the
  // unique index once more before inserting and write one more WAL record per transfer. Inside a
  // caller's transaction an error would abort that transaction, so there the conflict is skipped.
  const inTransaction = executor instanceof PgTransaction;
  const onConflict: SQL = inTransaction ? sql`ON CONFLICT (idempotency_key) DO NOTHING` : sql``;
  // The statement of every bet and win: planned once per connection rather than on every call.
  const rows = await queryPreparedRows<{
    transaction_id: string | null;
    account_id: string;
    balance_after_minor: string;
  }>(
    executor,
    inTransaction ? 'ledger_post_transfer_joined' : 'ledger_post_transfer',
    sql`WITH tx AS (
          INSERT INTO ledger_transactions (kind, idempotency_key, request_hash, reference, metadata)
          VALUES (${request.kind}, ${request.idempotencyKey}, ${requestHash}, ${request.reference ?? ''},
                  ${JSON.stringify(request.metadata ?? {})}::jsonb)
          ${onConflict}
          RETURNING id),
        legs AS (
          SELECT * FROM unnest(${ids}::bigint[], ${amounts}::bigint[], ${currencies}::text[])
            AS l(account_id, amount, currency)),
        locked AS MATERIALIZED (
          SELECT a.id FROM ledger_accounts a
          WHERE a.id IN (SELECT account_id FROM legs) AND EXISTS (SELECT 1 FROM tx)
          ORDER BY a.id FOR UPDATE),
        moved AS (
          UPDATE ledger_accounts a SET balance_minor = a.balance_minor + l.amount
          FROM legs l, locked k
          WHERE a.id = l.account_id AND k.id = a.id AND a.currency = l.currency
          RETURNING a.id, a.balance_minor),
        -- One posting per leg: a leg whose account is unknown or in another currency moved
        -- nothing, so its balance after is null and the NOT NULL constraint aborts the statement.
        posted AS (
          INSERT INTO ledger_postings (transaction_id, account_id, amount_minor, currency, balance_after_minor)
          SELECT tx.id, l.account_id, l.amount, l.currency, m.balance_minor
          FROM tx CROSS JOIN legs l LEFT JOIN moved m ON m.id = l.account_id
          RETURNING transaction_id, account_id, balance_after_minor)
        SELECT transaction_id, account_id, balance_after_minor FROM posted`,
  );
  // No posting: the key was taken before (ON CONFLICT skipped it, the statement changed nothing).
  if (rows.length === 0) return replay(executor, request.idempotencyKey, requestHash);
  return {
    transactionId: Number(rows[0]!.transaction_id),
    replayed: false,
    balancesAfter: new Map(rows.map((r) => [Number(r.account_id), BigInt(r.balance_after_minor)])),
  };
}

/** The key was taken: answer the first result if it was the same transfer, refuse otherwise. */
async function replay(
  executor: Executor,
  idempotencyKey: string,
  requestHash: string,
): Promise<TransferResult> {
  const rows = await queryRows<{
    id: string;
    request_hash: string;
    account_id: string | null;
    balance_after_minor: string | null;
  }>(
    executor,
    sql`SELECT t.id, t.request_hash, p.account_id, p.balance_after_minor
        FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
        WHERE t.idempotency_key = ${idempotencyKey}`,
  );
  const first = rows[0];
  if (!first) throw ledgerError.invalidTransfer(`Transfer ${idempotencyKey} neither posted nor found`);
  if (first.request_hash !== requestHash) throw ledgerError.idempotencyConflict(idempotencyKey);
  return {
    transactionId: Number(first.id),
    replayed: true,
    balancesAfter: new Map(
      rows
        .filter((r) => r.account_id !== null)
        .map((r) => [Number(r.account_id), BigInt(r.balance_after_minor!)]),
    ),
  };
}

/** One leg per account (amounts of repeated accounts added), checked for double entry. */
function mergeLegs(postings: readonly Posting[]): Posting[] {
  const byAccount = new Map<number, Posting>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.accountId) || posting.accountId <= 0) {
      throw ledgerError.invalidTransfer(`Bad account id ${posting.accountId}`);
    }
    if (!/^[A-Z]{3}$/.test(posting.currency))
      throw ledgerError.invalidTransfer(`Bad currency ${posting.currency}`);
    const seen = byAccount.get(posting.accountId);
    if (seen && seen.currency !== posting.currency) {
      throw ledgerError.invalidTransfer(`Account ${posting.accountId} posted in two currencies`);
    }
    byAccount.set(posting.accountId, {
      ...posting,
      amountMinor: (seen?.amountMinor ?? 0n) + posting.amountMinor,
    });
  }
  const legs = [...byAccount.values()]
    .filter((l) => l.amountMinor !== 0n)
    .sort((a, b) => a.accountId - b.accountId);
  if (legs.length < 2)
    throw ledgerError.invalidTransfer('A transfer moves money between at least two accounts');
  const totals = new Map<string, bigint>();
  for (const leg of legs) totals.set(leg.currency, (totals.get(leg.currency) ?? 0n) + leg.amountMinor);
  for (const [currency, total] of totals) {
    if (total !== 0n) throw ledgerError.invalidTransfer(`Postings in ${currency} sum to ${total}, not zero`);
  }
  return legs;
}

function hashRequest(kind: string, reference: string, legs: readonly Posting[]): string {
  const canonical = JSON.stringify([
    kind,
    reference,
    legs.map((l) => [l.accountId, l.currency, l.amountMinor.toString()]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
