import type { Database, Executor } from '@jeton/db';
import type { BalanceKind } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { type Hold, playerBalances } from '../../ledger/index.js';
import { appendOutboxEvent } from '../../outbox/append.js';
import { AccountIds } from './account-ids.js';
import {
  DEFAULT_STAKE_ORDER,
  NO_PARTS,
  type Parts,
  type StakeKind,
  type StakeOrder,
  sameParts,
  splitStake,
  splitWin,
} from './stake-split.js';
import { type CallKey, type WalletAction, WalletCalls } from './wallet-calls-store.js';
import { walletError } from './wallet-errors.js';
import { walletEvent } from './wallet-events.js';
import { MONEY, sharesOf, storedParts, type WalletMoney } from './wallet-money.js';
import { postWalletTransfer, type WalletTransfer } from './wallet-transfer.js';

// The wallet pipeline (decision 0030): every stake, win and rollback, whoever calls (an outside
// studio over the seamless wallet, the house studio in process; later the sportsbook), goes through
// here. Each call is idempotent by (studio, transaction id) and recorded in wallet_transactions; a
// real-money stake is split across the player's balances by one rule (stake-split.ts), a win comes
// back in the round's proportions, and each movement is ONE ledger transfer and ONE outbox event,
// in the same database transaction.

/** A stake or a win, as its caller asks it. */
export type WalletMove = CallKey;

/**
 * What stands behind a win. An outside studio's win must name a round on which it took a bet from
 * this player, and a round's wins stay within a multiple of its stakes, so that a leaked signing
 * secret cannot mint money (issue 13). The house studio's free spins are backed by a pack that it
 * spends in the same transaction instead of a bet.
 */
export type WinBacking =
  | { kind: 'studio-bets'; maxWinMultiplier: number }
  /**
   * The house studio settles, with its own maths, a round it staked (or spent a free spin on) in
   * this same transaction; a win with no stake on the round goes to `unstakedWinTo`.
   */
  | { kind: 'house-round'; unstakedWinTo: StakeKind };

export interface WalletRollback extends Omit<CallKey, 'amountMinor'> {
  /** The bet to roll back. */
  betTransactionId: string;
}

export interface WalletAnswer {
  transactionId: string;
  /**
   * The player's balance after the call (for a repeated call: now): for real money what they can
   * stake, main and bonus together; for play money the fun balance.
   */
  balanceMinor: bigint;
  currency: string;
  /** True when the id was seen before and this call changed nothing. */
  replayed: boolean;
  /** What the call moved (a rollback: the refund, 0 when there was no bet to refund). */
  amountMinor: bigint;
}

/**
 * Responsible gaming's hold on real-money stakes. `openStake` runs first in the stake's
 * transaction, before any lock: it takes the player lock when the player's limits need it, as the
 * one lock order says (account/player-lock.ts). The check it answers runs once the stake is
 * recorded in wallet_transactions (so sums over that table include it) and before money moves:
 * time-outs, self-exclusions, loss, wager and session-time limits. It throws a wallet error
 * (wallet-errors.ts) to refuse the stake.
 */
export interface StakeGuard {
  openStake(tx: Executor, userId: number): Promise<StakeCheck>;
}

/** The check of one stake, in the transaction that opened it. */
export type StakeCheck = () => Promise<void>;

/** A stake opened (`WalletService.openStake`) in a caller's transaction, which the bet joins. */
export interface OpenedStake {
  tx: Executor;
  check: StakeCheck;
}

/** The check of a stake held against nothing (play money, a guest's demo). */
export const NO_CHECK: StakeCheck = async () => {};

export interface WalletOptions {
  stakeGuard?: StakeGuard;
  /** The order in which a real-money stake takes the balances (WALLET_STAKE_ORDER). */
  stakeOrder?: StakeOrder;
}

export class WalletService {
  private readonly accounts = new AccountIds();
  private readonly calls: WalletCalls;
  private readonly stakeOrder: StakeOrder;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: WalletOptions = {},
  ) {
    this.calls = new WalletCalls(clock);
    this.stakeOrder = options.stakeOrder ?? DEFAULT_STAKE_ORDER;
  }

  /** Whether the player ever played through the wallet (the demo seed plays a player's rounds once). */
  async hasPlayed(userId: number): Promise<boolean> {
    return this.calls.hasAny(this.db, userId);
  }

  /** What the player can play with: main and bonus together for real money, the fun balance for play money. */
  async balance(userId: number, currency: string, money: WalletMoney, executor?: Executor): Promise<bigint> {
    const balances = await playerBalances(executor ?? this.db, userId, currency);
    return MONEY[money].kinds.reduce((sum, kind) => sum + balances[kind], 0n);
  }

  /**
   * Opens a stake in the caller's transaction, as its first step (StakeGuard): the caller takes its
   * own locks after it. A stake of play money is held against nothing.
   */
  async openStake(tx: Executor, userId: number, money: WalletMoney): Promise<OpenedStake> {
    const guard = this.options.stakeGuard;
    return { tx, check: money === 'real' && guard ? await guard.openStake(tx, userId) : NO_CHECK };
  }

  /** Takes a stake from the player. Given a stake opened in a transaction (the house studio's round), joins it. */
  async bet(move: WalletMove, opened?: OpenedStake): Promise<WalletAnswer> {
    if (opened) return this.takeStake(move, opened);
    return this.db.transaction(async (tx) =>
      this.takeStake(move, await this.openStake(tx, move.userId, move.money)),
    );
  }

  private async takeStake(move: WalletMove, { tx, check }: OpenedStake): Promise<WalletAnswer> {
    // Recorded with the whole stake on the first balance of the order, and corrected below when
    // the balances (read under lock in the same statement) split it otherwise.
    const guess = this.stakeGuess(move);
    const hold = await this.hold(tx, move);
    const recorded = await this.calls.record(tx, 'bet', move, guess, null, { hold });
    if (!recorded) return this.repeat(tx, 'bet', move, null);
    // Every real-money stake passes here (house studio and outside studios); a refusal rolls the
    // recorded call back with the transaction.
    await check();
    const parts = this.stakeParts(move, recorded.held);
    if (!sameParts(parts, guess)) await this.calls.setAmount(tx, recorded.rowId, move.amountMinor, parts);
    return this.settle(tx, 'bet', move, parts, recorded.held);
  }

  /** Pays a win to the player. A win of 0 closes a lost round without moving money. */
  win(move: WalletMove, backing: WinBacking, executor?: Executor): Promise<WalletAnswer> {
    return this.within(executor, async (tx) => {
      const guess = storedParts(move.money, { main: move.amountMinor, bonus: 0n });
      const hold = await this.hold(tx, move);
      // The house studio settles its round in the transaction that plays it, which holds the
      // player's seed pair: nothing else writes the round meanwhile, so the statement that records
      // the win can read the round too. An outside studio's bet may commit while its win waits on
      // the round's lock, so that win reads the round in a statement of its own, after the lock.
      const houseRound = backing.kind === 'house-round';
      const recorded = await this.calls.record(tx, 'win', move, guess, null, { hold, round: houseRound });
      if (!recorded) return this.repeat(tx, 'win', move, null);
      const { round, held } = recorded.round
        ? { round: recorded.round, held: recorded.held }
        : await this.calls.roundFacts(tx, move, hold);
      if (round.rolledBack) throw walletError('ROUND_ROLLED_BACK', 'The round was rolled back');
      if (backing.kind === 'studio-bets') {
        if (round.bets === 0) {
          throw walletError('NO_BET_ON_ROUND', 'The win names no bet of this player on this round');
        }
        const limit = round.stakedMinor * BigInt(backing.maxWinMultiplier);
        if (round.wonBeforeMinor + move.amountMinor > limit) {
          throw walletError('WIN_LIMIT_EXCEEDED', "The round's wins would pass the studio's limit");
        }
      }
      const unstakedTo = backing.kind === 'house-round' ? backing.unstakedWinTo : 'main';
      const parts = storedParts(move.money, splitWin(move.amountMinor, round.staked, unstakedTo));
      if (!sameParts(parts, guess)) await this.calls.setAmount(tx, recorded.rowId, move.amountMinor, parts);
      return this.settle(tx, 'win', move, parts, held);
    });
  }

  /**
   * Gives a bet's stake back to the balances it came from. A bet the wallet has not seen is
   * recorded as cancelled, so that when it arrives late it is refused; a round that already paid a
   * win cannot be rolled back.
   */
  rollback(call: WalletRollback, executor?: Executor): Promise<WalletAnswer> {
    return this.within(executor, async (tx) => {
      const asMove: WalletMove = { ...call, amountMinor: 0n };
      const recorded = await this.calls.record(tx, 'rollback', asMove, NO_PARTS, call.betTransactionId);
      if (!recorded) return this.repeat(tx, 'rollback', asMove, call.betTransactionId);
      if (await this.calls.roundHas(tx, call.studio, call.roundId, 'win')) {
        throw walletError('ROUND_SETTLED', 'The round already paid a win');
      }
      const bet = await this.calls.find(tx, call.studio, call.betTransactionId, 'for-update');
      if (!bet) {
        // Not seen yet: keep its id, so that the bet is refused when it comes.
        await this.calls.recordCancelledBet(tx, asMove, call.betTransactionId);
        return this.answer(tx, asMove, 0n, false);
      }
      if (
        bet.action !== 'bet' ||
        bet.userId !== call.userId ||
        bet.roundId !== call.roundId ||
        bet.currency !== call.currency ||
        bet.money !== call.money
      ) {
        throw walletError('NOT_A_BET', 'The rollback does not name a bet of this player and round');
      }
      if (bet.status !== 'posted') return this.answer(tx, asMove, 0n, false);
      await this.calls.markRolledBack(tx, bet.id);
      const refund: WalletMove = { ...call, amountMinor: bet.amountMinor };
      await this.calls.setAmount(tx, recorded.rowId, bet.amountMinor, bet.parts);
      return this.settle(tx, 'rollback', refund, bet.parts, null, call.betTransactionId);
    });
  }

  private async within<T>(executor: Executor | undefined, work: (tx: Executor) => Promise<T>): Promise<T> {
    if (executor) return work(executor);
    return this.db.transaction((tx) => work(tx));
  }

  /** The accounts a movement of this money may touch: locked and read before its split is chosen. */
  private async hold(tx: Executor, move: WalletMove): Promise<Hold> {
    const { kinds, house } = MONEY[move.money];
    return {
      userId: move.userId,
      currency: move.currency,
      kinds,
      houseAccountId: await this.accounts.house(tx, house, move.currency, move.userId),
    };
  }

  private stakeGuess(move: WalletMove): Parts {
    return storedParts(move.money, { ...NO_PARTS, [this.stakeOrder[0]!]: move.amountMinor });
  }

  /** The stake's parts from the held balances; refused when they do not cover it. */
  private stakeParts(move: WalletMove, held: Map<BalanceKind, bigint>): Parts {
    const insufficient = () => walletError('INSUFFICIENT_FUNDS', 'The balance does not cover the bet');
    if (move.money === 'fun') {
      if ((held.get('fun') ?? 0n) < move.amountMinor) throw insufficient();
      return NO_PARTS;
    }
    const balances = { main: held.get('main') ?? 0n, bonus: held.get('bonus') ?? 0n };
    const parts = splitStake(move.amountMinor, balances, this.stakeOrder);
    if (!parts) throw insufficient();
    return parts;
  }

  /**
   * Moves the money of a recorded call: one ledger transfer and, in the same transaction, one
   * outbox event (a win of 0 too: it closes the round). Nothing moves for a bet or a refund of 0.
   * With the balances held before, the balance after is known without reading it again.
   */
  private async settle(
    tx: Executor,
    action: WalletAction,
    move: WalletMove,
    parts: Parts,
    held: Map<BalanceKind, bigint> | null,
    betTransactionId?: string,
  ): Promise<WalletAnswer> {
    const transfer: WalletTransfer = {
      action,
      studio: move.studio,
      transactionId: move.transactionId,
      roundId: move.roundId,
      game: move.game,
      userId: move.userId,
      currency: move.currency,
      money: move.money,
      shares: sharesOf(move.money, move.amountMinor, parts),
    };
    const moves = move.amountMinor > 0n;
    const ledgerTransactionId = moves ? await postWalletTransfer(tx, this.accounts, transfer) : null;
    if (moves || action === 'win') {
      await appendOutboxEvent(
        tx,
        walletEvent(transfer, ledgerTransactionId, this.clock.now(), betTransactionId),
      );
    }
    if (!held) return this.answer(tx, move, move.amountMinor, false);
    const before = [...held.values()].reduce((sum, balance) => sum + balance, 0n);
    return {
      transactionId: move.transactionId,
      balanceMinor: action === 'bet' ? before - move.amountMinor : before + move.amountMinor,
      currency: move.currency,
      replayed: false,
      amountMinor: move.amountMinor,
    };
  }

  /** The id was seen: the same call again answers as the first did; anything else is refused. */
  private async repeat(
    tx: Executor,
    action: WalletAction,
    move: WalletMove,
    reference: string | null,
  ): Promise<WalletAnswer> {
    const stored = await this.calls.find(tx, move.studio, move.transactionId);
    if (!stored) throw new Error(`wallet transaction ${move.transactionId} neither recorded nor found`);
    if (stored.action === 'bet' && stored.status === 'cancelled') {
      throw walletError('BET_ROLLED_BACK', 'The bet was rolled back before it arrived');
    }
    const same =
      stored.action === action &&
      stored.userId === move.userId &&
      stored.roundId === move.roundId &&
      stored.currency === move.currency &&
      stored.money === move.money &&
      (action === 'rollback'
        ? stored.referenceTransactionId === reference
        : stored.amountMinor === move.amountMinor);
    if (!same) throw walletError('TRANSACTION_CONFLICT', 'The transaction id was used for another call');
    return this.answer(tx, move, stored.amountMinor, true);
  }

  private async answer(
    tx: Executor,
    call: WalletMove,
    amountMinor: bigint,
    replayed: boolean,
  ): Promise<WalletAnswer> {
    return {
      transactionId: call.transactionId,
      balanceMinor: await this.balance(call.userId, call.currency, call.money, tx),
      currency: call.currency,
      replayed,
      amountMinor,
    };
  }
}
