import { describe, expect, it } from 'vitest';
import { ledgerError } from '../../ledger/errors.js';
import { isWalletError, WALLET_ERRORS, type WalletErrorCode, walletError } from './wallet-errors.js';

/** The seamless-wallet protocol's HTTP status of each code, as outside studios read it (decision 0030). */
const PROTOCOL_STATUS: Record<WalletErrorCode, number> = {
  INSUFFICIENT_FUNDS: 409,
  BET_ROLLED_BACK: 409,
  ROUND_SETTLED: 409,
  ROUND_ROLLED_BACK: 409,
  TRANSACTION_CONFLICT: 409,
  NOT_A_BET: 409,
  NO_BET_ON_ROUND: 409,
  WIN_LIMIT_EXCEEDED: 409,
  PLAYER_NOT_FOUND: 404,
  PLAYER_BLOCKED: 403,
  TIME_OUT: 403,
  SELF_EXCLUDED: 403,
  LOSS_LIMIT_REACHED: 409,
  WAGER_LIMIT_REACHED: 409,
  SESSION_TIME_LIMIT_REACHED: 409,
  CURRENCY_MISMATCH: 409,
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  UNKNOWN_STUDIO: 404,
  UNKNOWN_ACTION: 404,
};

describe('wallet errors', () => {
  it('answer each code with the status the protocol gives it', () => {
    const codes = Object.keys(WALLET_ERRORS.answers) as WalletErrorCode[];
    expect(codes.sort()).toEqual(Object.keys(PROTOCOL_STATUS).sort());
    for (const code of codes) {
      const error = walletError(code, 'refused');
      expect([code, error.code, error.status]).toEqual([code, code, PROTOCOL_STATUS[code]]);
    }
  });

  it('share INSUFFICIENT_FUNDS with the ledger: same meaning, same answer', () => {
    const ledger = ledgerError.insufficientFunds();
    const wallet = walletError('INSUFFICIENT_FUNDS', 'The balance does not cover the bet');
    expect([wallet.type, wallet.status]).toEqual([ledger.type, ledger.status]);
    expect(isWalletError(ledger, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(isWalletError(ledgerError.idempotencyConflict('k'))).toBe(false);
  });
});
