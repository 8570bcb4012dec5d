import type { OutboxEvent } from '../../outbox/append.js';
import type { WalletTransfer } from './wallet-transfer.js';

// What the wallet tells subscribers (wagering, loyalty, tournaments, jackpots) of each movement: one
// outbox event, written in the transaction of its ledger transfer (decision 0030).

export const WALLET_TOPICS = {
  bet: 'wallet.bet',
  win: 'wallet.win',
  rollback: 'wallet.rollback',
} as const satisfies Record<WalletTransfer['action'], string>;

/** The payload of every wallet event; amounts in minor units as strings. */
export interface WalletEventPayload {
  userId: number;
  currency: string;
  money: WalletTransfer['money'];
  /** Per balance kind of the player: `main` and `bonus` for real money, `fun` for play money. */
  parts: Record<string, string>;
  total: string;
  game: string;
  studio: string;
  roundId: string;
  /** The studio's id of the call. */
  transactionId: string;
  /** A rollback's bet. */
  betTransactionId?: string;
  /** The ledger transaction that moved the money; null for a win of 0, which moves nothing. */
  ledgerTransactionId: number | null;
  at: string;
}

export function walletEvent(
  transfer: WalletTransfer,
  ledgerTransactionId: number | null,
  at: Date,
  betTransactionId?: string,
): OutboxEvent {
  let total = 0n;
  const parts: Record<string, string> = {};
  for (const [kind, amountMinor] of Object.entries(transfer.shares) as [string, bigint][]) {
    parts[kind] = amountMinor.toString();
    total += amountMinor;
  }
  const payload: WalletEventPayload = {
    userId: transfer.userId,
    currency: transfer.currency,
    money: transfer.money,
    parts,
    total: total.toString(),
    game: transfer.game,
    studio: transfer.studio,
    roundId: transfer.roundId,
    transactionId: transfer.transactionId,
    ...(betTransactionId === undefined ? {} : { betTransactionId }),
    ledgerTransactionId,
    at: at.toISOString(),
  };
  return { topic: WALLET_TOPICS[transfer.action], key: `user:${transfer.userId}`, payload: { ...payload } };
}
