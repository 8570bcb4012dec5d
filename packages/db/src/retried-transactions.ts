// A transaction that PostgreSQL aborts as a deadlock's victim or for a serialization failure did
// nothing: it can simply run again (decision 0083). Every `db.transaction(...)` of the server does
// so, a few times, so that a lost race is a short wait instead of a server error. The callback may
// therefore run more than once: it must have no effect outside the database (no HTTP call, no
// in-memory publish, nothing pushed to an array of the caller) that a second run would double.

/** deadlock_detected, serialization_failure: the transaction was rolled back whole and may run again. */
export const RETRIED_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);

export interface RetryPolicy {
  /** Runs in all, the first one included. */
  attempts: number;
  /** The wait before the first retry; it doubles for each next one, with up to as much again at random. */
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told of each conflict about to be run again (the server logs it; tests count them). */
  onRetry?: (error: unknown, run: number) => void;
}

/** 4 runs, waits of 10–20, 20–40 and 40–80 ms between them: racing transactions fall out of step. */
export const TRANSACTION_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 10 };

/**
 * Whether the error is a deadlock or a serialization failure. Drizzle wraps the driver's error
 * (which carries the SQLSTATE in `code`) in its own, as `cause`; an AppError may wrap it again.
 */
export function isTransactionConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRIED_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `attempt`, and again after a conflict, up to the policy's number of runs; then throws the last error. */
export async function retryConflicts<T>(attempt: () => Promise<T>, policy = TRANSACTION_RETRY): Promise<T> {
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = policy.random ?? Math.random;
  for (let run = 1; ; run++) {
    try {
      return await attempt();
    } catch (error) {
      if (run >= policy.attempts || !isTransactionConflict(error)) throw error;
      policy.onRetry?.(error, run);
      const delay = policy.baseDelayMs * 2 ** (run - 1);
      await sleep(delay + delay * random());
    }
  }
}

/**
 * Makes the database's `transaction` retry conflicts. Only the outermost transaction: a
 * transaction's own `transaction` (a savepoint) is left as it is, since a deadlock aborts the whole
 * transaction and only running all of it again can help.
 */
export function retryTransactions<D extends Transactional>(db: D, policy = TRANSACTION_RETRY): D {
  const once = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = ((...args: unknown[]) => retryConflicts(() => once(...args), policy)) as D['transaction'];
  return db;
}

/** What has a `transaction` method: drizzle's database (client.ts, which imports this file). */
interface Transactional {
  transaction: (...args: never[]) => Promise<unknown>;
}
