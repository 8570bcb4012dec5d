import type { Executor } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import { GAME_TRANSFER_CODES, isLedgerError, type Posting, postTransfer } from '../../ledger/index.js';
import type { AccountIds } from './account-ids.js';
import type { WalletAction } from './wallet-calls-store.js';
import { walletError } from './wallet-errors.js';
import { MONEY, type Shares, type WalletMoney } from './wallet-money.js';

export interface WalletTransfer {
  action: WalletAction;
  studio: string;
  transactionId: string;
  roundId: string;
  game: string;
  userId: number;
  currency: string;
  money: WalletMoney;
  /** What each of the player's balances gives (a bet) or receives (a win, a rollback). */
  shares: Shares;
}

/**
 * One ledger transfer for a movement: a leg per balance kind of the player that it touches and
 * one for the house of its money. Answers the ledger transaction's id.
 */
export async function postWalletTransfer(
  tx: Executor,
  accounts: AccountIds,
  transfer: WalletTransfer,
): Promise<number> {
  const sign = transfer.action === 'bet' ? -1n : 1n;
  const postings: Posting[] = [];
  let total = 0n;
  for (const [kind, amountMinor] of Object.entries(transfer.shares) as [BalanceKind, bigint][]) {
    if (amountMinor === 0n) continue;
    const accountId = await accounts.player(tx, transfer.userId, kind, transfer.currency);
    postings.push({ accountId, currency: transfer.currency, amountMinor: sign * amountMinor });
    total += amountMinor;
  }
  const house = await accounts.house(tx, MONEY[transfer.money].house, transfer.currency, transfer.userId);
  postings.push({ accountId: house, currency: transfer.currency, amountMinor: -sign * total });
  try {
    const result = await postTransfer(tx, {
      idempotencyKey: `wallet:${transfer.studio}:${transfer.transactionId}`,
      kind: GAME_TRANSFER_CODES[transfer.action],
      reference: `round:${transfer.studio}:${transfer.roundId}`,
      metadata: { game: transfer.game },
      postings,
    });
    return result.transactionId;
  } catch (error) {
    // The wallet checks the balances it holds before a bet; the ledger's own check stays the last word.
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) {
      throw walletError('INSUFFICIENT_FUNDS', 'The balance does not cover the bet');
    }
    throw error;
  }
}
