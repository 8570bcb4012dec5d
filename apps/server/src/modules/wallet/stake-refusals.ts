import { declared } from '../../api/declared-errors.js';
import { WALLET_ERRORS } from './wallet-errors.js';

/**
 * What any real-money stake can answer, whatever the product: a balance that does not cover it,
 * and responsible gaming's break, exclusion and limits (the stake guard, decision 0083). Declared
 * by every method that stakes, so that a client knows them from the contract.
 */
export const STAKE_REFUSALS = declared(
  WALLET_ERRORS,
  'INSUFFICIENT_FUNDS',
  'TIME_OUT',
  'SELF_EXCLUDED',
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
  'SESSION_TIME_LIMIT_REACHED',
);
