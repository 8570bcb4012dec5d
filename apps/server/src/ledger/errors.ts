import { type CodeAnswer, errorFamily } from '@jeton/domain';

/** A debit would take a player balance below zero. Every family that refuses a stake for it shares this code. */
export const INSUFFICIENT_FUNDS_ANSWER: CodeAnswer = { type: 'UserNeedDepositException' };

/** Why a pending transfer refused a phase (`data.reason`). */
export type PendingRefusalReason = 'not_found' | 'posted' | 'voided' | 'expired';

/** The ledger's refusals, each an AppError with its code (the callers decide what a player sees). */
export const LEDGER_ERRORS = errorFamily({
  /** A debit would take a player balance below zero (the database's check refused it). */
  INSUFFICIENT_FUNDS: INSUFFICIENT_FUNDS_ANSWER,
  /** The idempotency key was used before for a different transfer. */
  IDEMPOTENCY_CONFLICT: { type: 'InvalidRequestException', status: 409 },
  /** A transfer that breaks double entry (unbalanced, empty, unknown account): a programming error. */
  INVALID_TRANSFER: { type: 'InternalServerErrorException' },
  /**
   * A pending transfer cannot take this phase: there is none under the key, it already ended
   * otherwise (posted, voided or expired), or a post came past its expiry. Nothing moved.
   */
  PENDING_TRANSFER_REFUSED: { type: 'InvalidRequestException', status: 409 },
});

export type LedgerErrorCode = keyof typeof LEDGER_ERRORS.answers;

export const isLedgerError = LEDGER_ERRORS.is;

export const ledgerError = {
  insufficientFunds: () => LEDGER_ERRORS.create('INSUFFICIENT_FUNDS', 'Insufficient funds'),
  idempotencyConflict: (idempotencyKey: string) =>
    LEDGER_ERRORS.create('IDEMPOTENCY_CONFLICT', 'This transfer was made before with other data', {
      internalMessage: `Idempotency key reused with other data: ${idempotencyKey}`,
    }),
  /** The detail goes to the logs only: a player sees that something went wrong on our side. */
  invalidTransfer: (detail: string) =>
    LEDGER_ERRORS.create('INVALID_TRANSFER', 'Something went wrong on our side. Please try again.', {
      internalMessage: detail,
    }),
  pendingTransferRefused: (idempotencyKey: string, reason: PendingRefusalReason) =>
    LEDGER_ERRORS.create('PENDING_TRANSFER_REFUSED', `The pending transfer was refused: ${reason}`, {
      data: { reason },
      internalMessage: `Pending transfer ${idempotencyKey} refused: ${reason}`,
    }),
};

/** Why a pending transfer refused, for an error of that code. */
export function pendingRefusalReason(error: unknown): PendingRefusalReason | null {
  return isLedgerError(error, 'PENDING_TRANSFER_REFUSED')
    ? ((error.data?.reason as PendingRefusalReason | undefined) ?? null)
    : null;
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
