import { describe, expect, it } from 'vitest';
import { WALLET_ERRORS, type WalletErrorCode } from '../wallet/wallet-errors.js';
import { STUDIO_ERRORS, type StudioErrorCode, studioError } from './studio-errors.js';

/** The studio client API's HTTP status of each code, as the game clients read it (decision 0013). */
const PROTOCOL_STATUS: Record<StudioErrorCode, number> = {
  SESSION_EXPIRED: 401,
  INSUFFICIENT_FUNDS: 409,
  INVALID_BET: 400,
  ROUND_OPEN: 409,
  REQUEST_CONFLICT: 409,
  ROUND_NOT_FOUND: 404,
  ACTION_NOT_ALLOWED: 409,
  TIME_OUT: 403,
  SELF_EXCLUDED: 403,
  LOSS_LIMIT_REACHED: 409,
  WAGER_LIMIT_REACHED: 409,
  SESSION_TIME_LIMIT_REACHED: 409,
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
};

describe('studio errors', () => {
  it('answer each code with the status the protocol gives it', () => {
    const codes = Object.keys(STUDIO_ERRORS.answers) as StudioErrorCode[];
    expect(codes.sort()).toEqual(Object.keys(PROTOCOL_STATUS).sort());
    for (const code of codes) {
      const error = studioError(code, 'refused');
      expect([code, error.code, error.status]).toEqual([code, code, PROTOCOL_STATUS[code]]);
    }
  });

  it('answer the codes they share with the wallet alike', () => {
    const shared = Object.keys(STUDIO_ERRORS.answers).filter((code) =>
      Object.hasOwn(WALLET_ERRORS.answers, code),
    );
    expect(shared.sort()).toEqual(
      [
        'INSUFFICIENT_FUNDS',
        'INVALID_REQUEST',
        'LOSS_LIMIT_REACHED',
        'SELF_EXCLUDED',
        'SESSION_TIME_LIMIT_REACHED',
        'TIME_OUT',
        'WAGER_LIMIT_REACHED',
      ].sort(),
    );
    for (const code of shared) {
      const studio = studioError(code as StudioErrorCode, 'refused');
      const wallet = WALLET_ERRORS.create(code as WalletErrorCode, 'refused');
      expect([code, studio.type, studio.status]).toEqual([code, wallet.type, wallet.status]);
    }
  });
});
