import { type Database, type Executor, queryRows, type Transaction } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { lockAccounts } from './account-locks.js';
import { ledgerError } from './errors.js';
import { postTransfer } from './transfer.js';
import {
  type ReserveCode,
  type SettlePhase,
  TWO_PHASE_CODES,
  type TwoPhaseKind,
  twoPhaseKindOf,
} from './transfer-codes.js';

// Two-phase transfers (decision 0028), as TigerBeetle and Formance have them: a reserve moves the
// money from its source into a hold account at once; then exactly one of post (hold → destination),
// void (hold → back to the source) or expire (the same, by the sweep, once past the expiry) ends it.
// Each phase is one ordinary ledger transfer with its own code; the row of ledger_pending_transfers
// carries the state, and its lock makes the ending phase happen once.

export type PendingTransferStatus = 'pending' | 'posted' | 'voided' | 'expired';

export interface PendingTransfer {
  id: number;
  /** The caller's key; the ledger keys of its transfers are `{key}:reserve` and `{key}:settle`. */
  idempotencyKey: string;
  kind: TwoPhaseKind;
  reference: string;
  sourceAccountId: number;
  holdAccountId: number;
  destinationAccountId: number | null;
  amountMinor: bigint;
  currency: string;
  status: PendingTransferStatus;
  expiresAt: Date;
  reserveTransactionId: number;
  settleTransactionId: number | null;
  settledAt: Date | null;
}

export interface ReserveRequest {
  kind: TwoPhaseKind;
  /** Made by the caller; the same key twice reserves once. */
  idempotencyKey: string;
  /** The business object the money is held for, e.g. `withdrawal:42`. */
  reference?: string;
  metadata?: Record<string, unknown>;
  sourceAccountId: number;
  holdAccountId: number;
  currency: string;
  amountMinor: bigint;
  /** Past this, the sweep returns the money to the source and a post is refused. */
  expiresAt: Date;
}

export interface PendingTransferResult {
  pending: PendingTransfer;
  /** The ledger transaction of this phase (the reserve's, or the one that ended it). */
  transactionId: number;
  /** True when this call had been made before and changed nothing now. */
  replayed: boolean;
}

/**
 * Reserves: the amount moves from the source into the hold account, and a pending transfer records
 * it. A player source without the funds refuses with the ledger's INSUFFICIENT_FUNDS, writing nothing.
 */
export async function reservePending(
  executor: Executor,
  request: ReserveRequest,
): Promise<PendingTransferResult> {
  if (request.amountMinor <= 0n) throw new RangeError('A reserve moves a positive amount');
  const code = TWO_PHASE_CODES[request.kind].reserve;
  return inTransaction(executor, async (tx) => {
    const transfer = await postTransfer(tx, {
      idempotencyKey: `${request.idempotencyKey}:reserve`,
      kind: code,
      reference: request.reference ?? '',
      metadata: request.metadata ?? {},
      postings: [
        { accountId: request.sourceAccountId, currency: request.currency, amountMinor: -request.amountMinor },
        { accountId: request.holdAccountId, currency: request.currency, amountMinor: request.amountMinor },
      ],
    });
    if (transfer.replayed) {
      // The ledger found the same reserve (same accounts, amount and code): answer its record.
      const pending = await findPendingTransfer(tx, request.idempotencyKey);
      if (!pending) throw new Error(`Reserve ${request.idempotencyKey} posted without its pending transfer`);
      return { pending, transactionId: transfer.transactionId, replayed: true };
    }
    const [row] = await queryRows<PendingRow>(
      tx,
      sql`INSERT INTO ledger_pending_transfers (idempotency_key, code, reference, source_account_id,
            hold_account_id, amount_minor, currency, expires_at, reserve_transaction_id)
          VALUES (${request.idempotencyKey}, ${code}, ${request.reference ?? ''}, ${request.sourceAccountId},
            ${request.holdAccountId}, ${request.amountMinor.toString()}, ${request.currency},
            ${request.expiresAt.toISOString()}, ${transfer.transactionId})
          RETURNING ${COLUMNS}`,
    );
    return { pending: fromRow(row!), transactionId: transfer.transactionId, replayed: false };
  });
}

/**
 * Posts a pending transfer: the held amount moves to the destination. Asked again with the same
 * destination it answers the first result; once voided or expired, or past its expiry, it refuses
 * (the ledger's PENDING_TRANSFER_REFUSED, with `data.reason`) and moves nothing.
 */
export async function postPending(
  executor: Executor,
  request: {
    idempotencyKey: string;
    destinationAccountId: number;
    now: Date;
    metadata?: Record<string, unknown>;
    /**
     * Accounts that a later transfer of the same transaction moves (a win paid from the
     * destination to the player): locked with this one's, at once and in id order (decision 0083).
     */
    alsoLock?: readonly number[];
  },
): Promise<PendingTransferResult> {
  return settle(
    executor,
    request.idempotencyKey,
    'post',
    request.now,
    request.metadata,
    request.destinationAccountId,
    request.alsoLock,
  );
}

/**
 * Voids a pending transfer: the held amount returns to the source, also past its expiry while the
 * sweep has not come (the source gets what an expiry would give it). Asked again it answers the
 * first result; once posted or expired it refuses and moves nothing.
 */
export async function voidPending(
  executor: Executor,
  request: { idempotencyKey: string; now: Date; metadata?: Record<string, unknown> },
): Promise<PendingTransferResult> {
  return settle(executor, request.idempotencyKey, 'void', request.now, request.metadata);
}

/**
 * What the owner of a kind of pending transfer does, in the same database transaction, when the
 * sweep expires one (a withdrawal turns failed and tells the player). A handler that throws undoes
 * that transfer's expiry; the sweep goes on with the others and reports it at the end.
 */
export type ExpiryHandlers = Partial<
  Record<TwoPhaseKind, (tx: Executor, expired: PendingTransfer) => Promise<void>>
>;

/** Pending transfers expired per sweep, at most (housekeeping runs the sweep every few minutes). */
export const PENDING_EXPIRY_BATCH = 200;

/**
 * The expiry sweep: up to `batchSize` pending transfers past their expiry return to their sources,
 * each with its code's expire transfer and its owner's handler, soonest expiry first. Safe with
 * several app servers: each transfer is claimed with FOR UPDATE SKIP LOCKED, so two sweeps never
 * take the same one, and a post or void waiting on its lock finds it expired. On its own each
 * transfer is its own database transaction; given a transaction, the whole batch runs inside it.
 * Answers how many it expired; throws, after the batch, if any of them failed.
 */
export async function expirePendingTransfers(
  executor: Executor,
  now: Date,
  batchSize: number,
  handlers: ExpiryHandlers = {},
): Promise<number> {
  if (isTransaction(executor)) {
    const claimed = await claimExpired(executor, now, batchSize, []);
    for (const pending of claimed) await expireOne(executor, pending, now, handlers);
    return claimed.length;
  }
  const failed: number[] = [];
  const errors: unknown[] = [];
  let expired = 0;
  while (expired + failed.length < batchSize) {
    let claimedId: number | undefined;
    try {
      const done = await executor.transaction(async (tx) => {
        const [pending] = await claimExpired(tx, now, 1, failed);
        if (!pending) return false;
        claimedId = pending.id;
        await expireOne(tx, pending, now, handlers);
        return true;
      });
      if (!done) break;
      expired++;
    } catch (error) {
      if (claimedId === undefined) throw error;
      failed.push(claimedId);
      errors.push(error);
    }
  }
  if (errors.length > 0) {
    throw new AggregateError(
      errors,
      `${errors.length} pending transfer(s) could not expire: ${failed.join(', ')}`,
    );
  }
  return expired;
}

/**
 * A pending transfer by its key, or null; with `lock`, locked until the transaction ends. An owner
 * that locks its own row too (a withdrawal's payment) locks this one first: the sweep takes them in
 * that order, so the two never wait on each other in a circle.
 */
export async function findPendingTransfer(
  executor: Executor,
  idempotencyKey: string,
  options: { lock?: boolean } = {},
): Promise<PendingTransfer | null> {
  const lock: SQL = options.lock ? sql`FOR UPDATE` : sql``;
  const [row] = await queryRows<PendingRow>(
    executor,
    sql`SELECT ${COLUMNS} FROM ledger_pending_transfers WHERE idempotency_key = ${idempotencyKey} ${lock}`,
  );
  return row ? fromRow(row) : null;
}

const STATUS_OF: Record<SettlePhase, PendingTransferStatus> = {
  post: 'posted',
  void: 'voided',
  expire: 'expired',
};

async function settle(
  executor: Executor,
  idempotencyKey: string,
  phase: 'post' | 'void',
  now: Date,
  metadata: Record<string, unknown> | undefined,
  destinationAccountId?: number,
  alsoLock: readonly number[] = [],
): Promise<PendingTransferResult> {
  return inTransaction(executor, async (tx) => {
    const pending = await findPendingTransfer(tx, idempotencyKey, { lock: true });
    if (!pending) throw ledgerError.pendingTransferRefused(idempotencyKey, 'not_found');
    if (pending.status !== 'pending') {
      const same =
        pending.status === STATUS_OF[phase] &&
        (phase !== 'post' || pending.destinationAccountId === destinationAccountId);
      if (!same) throw ledgerError.pendingTransferRefused(idempotencyKey, pending.status);
      return { pending, transactionId: pending.settleTransactionId!, replayed: true };
    }
    if (phase === 'post' && now >= pending.expiresAt) {
      throw ledgerError.pendingTransferRefused(idempotencyKey, 'expired');
    }
    const to = phase === 'post' ? destinationAccountId! : pending.sourceAccountId;
    if (alsoLock.length > 0) await lockAccounts(tx, [pending.holdAccountId, to, ...alsoLock]);
    return endPending(tx, pending, phase, to, now, metadata ?? {});
  });
}

async function expireOne(tx: Executor, pending: PendingTransfer, now: Date, handlers: ExpiryHandlers) {
  const result = await endPending(tx, pending, 'expire', pending.sourceAccountId, now, {
    expiresAt: pending.expiresAt.toISOString(),
  });
  await handlers[pending.kind]?.(tx, result.pending);
}

/** The one transfer that ends a locked pending transfer, and its new state. */
async function endPending(
  tx: Executor,
  pending: PendingTransfer,
  phase: SettlePhase,
  toAccountId: number,
  now: Date,
  metadata: Record<string, unknown>,
): Promise<PendingTransferResult> {
  // One settle key for all three phases: even past every check here, the ledger's unique key lets
  // only one of them ever be posted.
  const transfer = await postTransfer(tx, {
    idempotencyKey: `${pending.idempotencyKey}:settle`,
    kind: TWO_PHASE_CODES[pending.kind][phase],
    reference: pending.reference,
    metadata,
    postings: [
      { accountId: pending.holdAccountId, currency: pending.currency, amountMinor: -pending.amountMinor },
      { accountId: toAccountId, currency: pending.currency, amountMinor: pending.amountMinor },
    ],
  });
  const [row] = await queryRows<PendingRow>(
    tx,
    sql`UPDATE ledger_pending_transfers
        SET status = ${STATUS_OF[phase]}, settle_transaction_id = ${transfer.transactionId},
            destination_account_id = ${phase === 'post' ? toAccountId : null}, settled_at = ${now.toISOString()}
        WHERE id = ${pending.id} AND status = 'pending'
        RETURNING ${COLUMNS}`,
  );
  if (!row) throw new Error(`Pending transfer ${pending.idempotencyKey} ended by someone else`);
  return { pending: fromRow(row), transactionId: transfer.transactionId, replayed: false };
}

async function claimExpired(
  executor: Executor,
  now: Date,
  limit: number,
  skipIds: readonly number[],
): Promise<PendingTransfer[]> {
  const rows = await queryRows<PendingRow>(
    executor,
    sql`SELECT ${COLUMNS} FROM ledger_pending_transfers
        WHERE status = 'pending' AND expires_at <= ${now.toISOString()}
          AND NOT (id = ANY (${`{${skipIds.join(',')}}`}::bigint[]))
        ORDER BY expires_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`,
  );
  return rows.map(fromRow);
}

function isTransaction(executor: Executor): executor is Transaction {
  return executor instanceof PgTransaction;
}

/** Runs the work in the caller's transaction, or in a new one. */
async function inTransaction<T>(executor: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return isTransaction(executor) ? work(executor) : (executor as Database).transaction(work);
}

const COLUMNS = sql.raw(`id, idempotency_key, code, reference, source_account_id, hold_account_id,
  destination_account_id, amount_minor::text AS amount_minor, currency, status, expires_at,
  reserve_transaction_id, settle_transaction_id, settled_at`);

interface PendingRow extends Record<string, unknown> {
  id: string | number;
  idempotency_key: string;
  code: ReserveCode;
  reference: string;
  source_account_id: string | number;
  hold_account_id: string | number;
  destination_account_id: string | number | null;
  amount_minor: string;
  currency: string;
  status: PendingTransferStatus;
  expires_at: string | Date;
  reserve_transaction_id: string | number;
  settle_transaction_id: string | number | null;
  settled_at: string | Date | null;
}

function fromRow(row: PendingRow): PendingTransfer {
  return {
    id: Number(row.id),
    idempotencyKey: row.idempotency_key,
    kind: twoPhaseKindOf(row.code),
    reference: row.reference,
    sourceAccountId: Number(row.source_account_id),
    holdAccountId: Number(row.hold_account_id),
    destinationAccountId: row.destination_account_id === null ? null : Number(row.destination_account_id),
    amountMinor: BigInt(row.amount_minor),
    currency: row.currency,
    status: row.status,
    expiresAt: new Date(row.expires_at),
    reserveTransactionId: Number(row.reserve_transaction_id),
    settleTransactionId: row.settle_transaction_id === null ? null : Number(row.settle_transaction_id),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
}
