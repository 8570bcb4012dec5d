import type { Executor } from '@jeton/db';
import { walletError } from '../../modules/wallet/wallet-errors.js';
import type { WalletMoney } from '../../modules/wallet/wallet-money.js';
import { NO_CHECK, type OpenedStake, type WalletService } from '../../modules/wallet/wallet-service.js';
import type { GameSession } from './game-sessions.js';
import { demoBalance, moveDemoBalance } from './game-sessions-store.js';
import { HOUSE_STUDIO } from './house-games.js';

// The money of a round, in the round's transaction. A player's stakes and wins go through the
// wallet pipeline under ids made of the round's id and the step, so each is taken or paid once; a
// guest's demo plays with the play money kept on the game session. Balances answered are what the
// player can stake: main and bonus together for real money.

export function moneyOf(session: GameSession): WalletMoney {
  return session.mode === 'demo' ? 'fun' : 'real';
}

export class RoundMoney {
  constructor(private readonly wallet: WalletService) {}

  /**
   * Opens the stakes of a round's transaction, as its first step, before the seed pair's or the
   * round's lock (the one lock order, account/player-lock.ts). A guest's demo is held against nothing.
   */
  async open(tx: Executor, session: GameSession): Promise<OpenedStake> {
    if (session.userId === null) return { tx, check: NO_CHECK };
    return this.wallet.openStake(tx, session.userId, moneyOf(session));
  }

  /** Takes a stake, in the transaction that opened it; answers the balance after. Throws the wallet's INSUFFICIENT_FUNDS. */
  async take(
    stake: OpenedStake,
    session: GameSession,
    roundId: number,
    step: string,
    amountMinor: bigint,
  ): Promise<bigint> {
    if (session.userId === null) return this.moveDemo(stake.tx, session, -amountMinor);
    const answer = await this.wallet.bet(
      { ...this.move(session, roundId), transactionId: `round-${roundId}-${step}`, amountMinor },
      stake,
    );
    return answer.balanceMinor;
  }

  /** Pays a win (nothing for 0); answers the balance after. */
  async pay(tx: Executor, session: GameSession, roundId: number, amountMinor: bigint): Promise<bigint> {
    if (amountMinor === 0n) return this.balance(tx, session);
    if (session.userId === null) return this.moveDemo(tx, session, amountMinor);
    const answer = await this.wallet.win(
      { ...this.move(session, roundId), transactionId: `round-${roundId}-win`, amountMinor },
      // A free spin's win (no stake on the round) goes where its pack pays: main, for every pack today.
      { kind: 'house-round', unstakedWinTo: 'main' },
      tx,
    );
    return answer.balanceMinor;
  }

  async balance(executor: Executor, session: GameSession): Promise<bigint> {
    if (session.userId !== null) {
      return this.wallet.balance(session.userId, session.currency, moneyOf(session), executor);
    }
    return demoBalance(executor, session.id);
  }

  private move(session: GameSession, roundId: number) {
    return {
      studio: HOUSE_STUDIO,
      userId: session.userId!,
      currency: session.currency,
      money: moneyOf(session),
      roundId: String(roundId),
      game: session.gameSysname,
    };
  }

  private async moveDemo(tx: Executor, session: GameSession, deltaMinor: bigint): Promise<bigint> {
    const after = await moveDemoBalance(tx, session.id, deltaMinor);
    if (after === null) throw walletError('INSUFFICIENT_FUNDS', 'The play money does not cover the stake');
    return after;
  }
}
