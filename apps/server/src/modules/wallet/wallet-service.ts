import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import {
  type HouseAccount,
  InsufficientFundsError,
  playerBalances,
  postTransfer,
} from '../../ledger/index.js';
import { AccountIds } from './account-ids.js';
import { WalletError } from './wallet-errors.js';

// The seamless wallet (DESIGN "Providers", decision 0013): a studio takes bets, pays wins and rolls
// bets back through it. Every call is idempotent by (studio, studio transaction id), recorded in
// wallet_transactions, and every movement of money is exactly one ledger transfer.

/** Real money plays on the main balance, demo on the fun balance. */
export type WalletBalanceKind = 'main' | 'fun';

/** Where a kind of balance's stakes go to and wins come from. Play money never meets real money. */
const HOUSE_OF: Record<WalletBalanceKind, HouseAccount> = { main: 'game_house', fun: 'fun_issuer' };

export interface WalletMove {
  studio: string;
  /** The studio's id of this call: the same id twice moves money once. */
  transactionId: string;
  userId: number;
  currency: string;
  balanceKind: WalletBalanceKind;
  /** The studio's round; a rollback after a win on it is refused. */
  roundId: string;
  game: string;
  amountMinor: bigint;
}

export interface WalletRollback {
  studio: string;
  transactionId: string;
  userId: number;
  currency: string;
  balanceKind: WalletBalanceKind;
  roundId: string;
  game: string;
  /** The bet to roll back. */
  betTransactionId: string;
}

export interface WalletAnswer {
  transactionId: string;
  /** The player's balance after the call (for a repeated call: now). */
  balanceMinor: bigint;
  currency: string;
  /** True when the id was seen before and this call changed nothing. */
  replayed: boolean;
  /** What the call moved (a rollback: the refund, 0 when there was no bet to refund). */
  amountMinor: bigint;
}

interface StoredCall extends Record<string, unknown> {
  id: string;
  action: string;
  user_id: string;
  round_id: string;
  amount_minor: string;
  currency: string;
  balance_kind: string;
  status: string;
  reference_transaction_id: string | null;
}

export class WalletService {
  private readonly accounts = new AccountIds();

  constructor(private readonly db: Database) {}

  async balance(userId: number, currency: string, balanceKind: WalletBalanceKind, executor?: Executor) {
    return (await playerBalances(executor ?? this.db, userId, currency))[balanceKind];
  }

  /** Takes a stake from the player. Given a transaction (the house studio's round), joins it. */
  bet(move: WalletMove, executor?: Executor): Promise<WalletAnswer> {
    return this.within(executor, async (tx) => {
      const fresh = await this.record(tx, 'bet', move, null);
      if (!fresh) return this.repeat(tx, 'bet', move, null);
      return this.move(tx, fresh, 'bet', move);
    });
  }

  /** Pays a win to the player. A win of 0 closes a lost round without moving money. */
  win(move: WalletMove, executor?: Executor): Promise<WalletAnswer> {
    return this.within(executor, async (tx) => {
      const fresh = await this.record(tx, 'win', move, null);
      if (!fresh) return this.repeat(tx, 'win', move, null);
      const [rolledBack] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM wallet_transactions
            WHERE studio = ${move.studio} AND round_id = ${move.roundId} AND action = 'rollback' LIMIT 1`,
      );
      if (rolledBack) throw new WalletError('ROUND_ROLLED_BACK', 'The round was rolled back');
      return this.move(tx, fresh, 'win', move);
    });
  }

  /**
   * Gives a bet's stake back. A bet the wallet has not seen is recorded as cancelled, so that when it
   * arrives late it is refused; a round that already paid a win cannot be rolled back.
   */
  rollback(call: WalletRollback, executor?: Executor): Promise<WalletAnswer> {
    return this.within(executor, async (tx) => {
      const asMove: WalletMove = { ...call, amountMinor: 0n };
      const fresh = await this.record(tx, 'rollback', asMove, call.betTransactionId);
      if (!fresh) return this.repeat(tx, 'rollback', asMove, call.betTransactionId);
      const [won] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM wallet_transactions
            WHERE studio = ${call.studio} AND round_id = ${call.roundId} AND action = 'win' LIMIT 1`,
      );
      if (won) throw new WalletError('ROUND_SETTLED', 'The round already paid a win');
      const [bet] = await queryRows<StoredCall>(
        tx,
        sql`SELECT id, action, user_id, round_id, amount_minor, currency, balance_kind, status, reference_transaction_id
            FROM wallet_transactions WHERE studio = ${call.studio} AND transaction_id = ${call.betTransactionId}
            FOR UPDATE`,
      );
      if (!bet) {
        // Not seen yet: keep its id, so that the bet is refused when it comes.
        await tx.execute(sql`INSERT INTO wallet_transactions
            (studio, transaction_id, action, user_id, round_id, game, amount_minor, currency, balance_kind, status)
            VALUES (${call.studio}, ${call.betTransactionId}, 'bet', ${call.userId}, ${call.roundId}, ${call.game},
                    0, ${call.currency}, ${call.balanceKind}, 'cancelled')`);
        return this.answer(tx, call, 0n, false);
      }
      if (
        bet.action !== 'bet' ||
        Number(bet.user_id) !== call.userId ||
        bet.round_id !== call.roundId ||
        bet.currency !== call.currency
      ) {
        throw new WalletError('NOT_A_BET', 'The rollback does not name a bet of this player and round');
      }
      if (bet.status !== 'posted') return this.answer(tx, call, 0n, false);
      const amount = BigInt(bet.amount_minor);
      await tx.execute(sql`UPDATE wallet_transactions SET status = 'rolled_back' WHERE id = ${bet.id}`);
      const refund = { ...call, balanceKind: bet.balance_kind as WalletBalanceKind, amountMinor: amount };
      return this.move(tx, fresh, 'rollback', refund);
    });
  }

  private async within<T>(executor: Executor | undefined, work: (tx: Executor) => Promise<T>): Promise<T> {
    if (executor) return work(executor);
    return this.db.transaction((tx) => work(tx));
  }

  /**
   * Records the call under its id, after taking the round's lock (a rollback and a win of one round
   * never interleave). Answers the new row's id, or null when the id was taken before.
   */
  private async record(
    tx: Executor,
    action: 'bet' | 'win' | 'rollback',
    move: WalletMove,
    reference: string | null,
  ): Promise<string | null> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`WITH round_lock AS (
            SELECT pg_advisory_xact_lock(hashtextextended(${`${move.studio.length}:${move.studio}:${move.roundId}`}, 7013)))
          INSERT INTO wallet_transactions
            (studio, transaction_id, action, user_id, round_id, game, amount_minor, currency, balance_kind,
             status, reference_transaction_id)
          SELECT ${move.studio}, ${move.transactionId}, ${action}, ${move.userId}, ${move.roundId}, ${move.game},
                 ${move.amountMinor}, ${move.currency}, ${move.balanceKind}, 'posted', ${reference}
          FROM round_lock
          ON CONFLICT (studio, transaction_id) DO NOTHING
          RETURNING id`,
    );
    return rows[0]?.id ?? null;
  }

  /** The id was seen: the same call again answers as the first did; anything else is refused. */
  private async repeat(
    tx: Executor,
    action: 'bet' | 'win' | 'rollback',
    move: WalletMove,
    reference: string | null,
  ): Promise<WalletAnswer> {
    const [stored] = await queryRows<StoredCall>(
      tx,
      sql`SELECT id, action, user_id, round_id, amount_minor, currency, balance_kind, status, reference_transaction_id
          FROM wallet_transactions WHERE studio = ${move.studio} AND transaction_id = ${move.transactionId}`,
    );
    if (!stored) throw new Error(`wallet transaction ${move.transactionId} neither recorded nor found`);
    if (stored.action === 'bet' && stored.status === 'cancelled') {
      throw new WalletError('BET_ROLLED_BACK', 'The bet was rolled back before it arrived');
    }
    const same =
      stored.action === action &&
      Number(stored.user_id) === move.userId &&
      stored.round_id === move.roundId &&
      stored.currency === move.currency &&
      stored.balance_kind === move.balanceKind &&
      (action === 'rollback'
        ? stored.reference_transaction_id === reference
        : BigInt(stored.amount_minor) === move.amountMinor);
    if (!same) throw new WalletError('TRANSACTION_CONFLICT', 'The transaction id was used for another call');
    return this.answer(tx, move, BigInt(stored.amount_minor), true);
  }

  /** One ledger transfer between the player's balance and the house, recorded on the call's row. */
  private async move(
    tx: Executor,
    rowId: string,
    action: 'bet' | 'win' | 'rollback',
    move: WalletMove,
  ): Promise<WalletAnswer> {
    if (move.amountMinor === 0n) return this.answer(tx, move, 0n, false);
    const player = await this.accounts.player(tx, move.userId, move.balanceKind, move.currency);
    const house = await this.accounts.house(tx, HOUSE_OF[move.balanceKind], move.currency, move.userId);
    const toPlayer = action === 'bet' ? -move.amountMinor : move.amountMinor;
    let result: Awaited<ReturnType<typeof postTransfer>>;
    try {
      result = await postTransfer(tx, {
        idempotencyKey: `wallet:${move.studio}:${move.transactionId}`,
        kind: `game_${action}`,
        reference: `round:${move.studio}:${move.roundId}`,
        metadata: { game: move.game },
        postings: [
          { accountId: player, currency: move.currency, amountMinor: toPlayer },
          { accountId: house, currency: move.currency, amountMinor: -toPlayer },
        ],
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new WalletError('INSUFFICIENT_FUNDS', 'The balance does not cover the bet');
      }
      throw error;
    }
    const balanceAfter = result.balancesAfter.get(player)!;
    // A rollback was recorded before its bet was found: it now carries the refund.
    if (action === 'rollback') {
      await tx.execute(
        sql`UPDATE wallet_transactions SET amount_minor = ${move.amountMinor} WHERE id = ${rowId}`,
      );
    }
    return {
      transactionId: move.transactionId,
      balanceMinor: balanceAfter,
      currency: move.currency,
      replayed: false,
      amountMinor: move.amountMinor,
    };
  }

  private async answer(
    tx: Executor,
    call: { transactionId: string; userId: number; currency: string; balanceKind: WalletBalanceKind },
    amountMinor: bigint,
    replayed: boolean,
  ): Promise<WalletAnswer> {
    return {
      transactionId: call.transactionId,
      balanceMinor: await this.balance(call.userId, call.currency, call.balanceKind, tx),
      currency: call.currency,
      replayed,
      amountMinor,
    };
  }
}
