import { describe, expect, it } from 'vitest';
import { isLedgerError, LEDGER_ERRORS, ledgerError, pendingRefusalReason } from './errors.js';

describe('ledger errors', () => {
  it('answers each code with its catalogue type and status', () => {
    const answers = [
      ledgerError.insufficientFunds(),
      ledgerError.idempotencyConflict('k'),
      ledgerError.invalidTransfer('Postings sum to 1'),
      ledgerError.pendingTransferRefused('k', 'voided'),
    ].map((error) => [error.code, error.type, error.status]);
    expect(answers).toEqual([
      ['INSUFFICIENT_FUNDS', 'UserNeedDepositException', 409],
      ['IDEMPOTENCY_CONFLICT', 'InvalidRequestException', 409],
      ['INVALID_TRANSFER', 'InternalServerErrorException', 500],
      ['PENDING_TRANSFER_REFUSED', 'InvalidRequestException', 409],
    ]);
    expect(Object.keys(LEDGER_ERRORS.answers).sort()).toEqual(answers.map(([code]) => code).sort());
  });

  it('keeps keys and programming details for the logs', () => {
    const invalid = ledgerError.invalidTransfer('Postings in EUR sum to 1, not zero');
    expect(invalid.message).not.toContain('Postings');
    expect(invalid.internalMessage).toBe('Postings in EUR sum to 1, not zero');
    expect(ledgerError.idempotencyConflict('withdrawal:7').message).not.toContain('withdrawal:7');
  });

  it('tells why a pending transfer refused', () => {
    const refused = ledgerError.pendingTransferRefused('withdrawal:7', 'expired');
    expect(refused.data).toEqual({ reason: 'expired' });
    expect(pendingRefusalReason(refused)).toBe('expired');
    expect(pendingRefusalReason(ledgerError.insufficientFunds())).toBeNull();
    expect(isLedgerError(refused, 'PENDING_TRANSFER_REFUSED')).toBe(true);
    expect(isLedgerError(refused, 'INSUFFICIENT_FUNDS')).toBe(false);
  });
});
