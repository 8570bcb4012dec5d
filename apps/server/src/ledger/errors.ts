/** A debit would take a player balance below zero (the database's check refused it). */
export class InsufficientFundsError extends Error {
  constructor() {
    super('Insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

/** The idempotency key was used before for a different transfer. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`Idempotency key reused with other data: ${idempotencyKey}`);
    this.name = 'IdempotencyConflictError';
  }
}

/** A transfer that breaks double entry (unbalanced, empty, unknown account). A programming error. */
export class InvalidTransferError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransferError';
  }
}

/**
 * A pending transfer cannot take this phase: there is none under the key, it already ended
 * otherwise (posted, voided or expired), or a post came past its expiry. Nothing moved.
 */
export class PendingTransferRefusedError extends Error {
  constructor(
    readonly idempotencyKey: string,
    readonly reason: 'not_found' | 'posted' | 'voided' | 'expired',
  ) {
    super(`Pending transfer ${idempotencyKey} refused: ${reason}`);
    this.name = 'PendingTransferRefusedError';
  }
}

/** The PostgreSQL error behind a driver error, whichever driver or wrapper raised it. */
export function databaseErrorOf(
  error: unknown,
): { code?: string; constraint?: string; column?: string; message?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      column?: unknown;
      message?: string;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
        ...(typeof candidate.column === 'string' ? { column: candidate.column } : {}),
        ...(candidate.message ? { message: candidate.message } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

export function isNonNegativeViolation(error: unknown): boolean {
  const db = databaseErrorOf(error);
  return (
    db?.code === '23514' &&
    (db.constraint === 'ledger_accounts_non_negative' ||
      !!db.message?.includes('ledger_accounts_non_negative'))
  );
}

/** A transfer's leg moved no balance (unknown account, other currency): its posting had none after. */
export function isUnpostedLegViolation(error: unknown): boolean {
  const db = databaseErrorOf(error);
  return (
    db?.code === '23502' &&
    (db.column === 'balance_after_minor' || !!db.message?.includes('"balance_after_minor"'))
  );
}

const IDEMPOTENCY_KEY_CONSTRAINT = 'ledger_transactions_idempotency_key_unique';

/** The transfer's idempotency key was posted before (its unique constraint refused the insert). */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  const db = databaseErrorOf(error);
  return (
    db?.code === '23505' &&
    (db.constraint === IDEMPOTENCY_KEY_CONSTRAINT || !!db.message?.includes(IDEMPOTENCY_KEY_CONSTRAINT))
  );
}
