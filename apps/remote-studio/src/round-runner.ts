import { randomUUID } from 'node:crypto';
import { fairDraw, newServerSeed, seedHash } from './fairness.js';
import { GAMES } from './games.js';
import type { StateFile } from './state-file.js';
import type { GameSession, Round, StudioData } from './studio-state.js';
import type { WalletClient } from './wallet-client.js';

// One round of any game (decisions 0095, 0096, "A round's messages"): bet, draw, win, each through Jeton's wallet with
// the round's id and a transaction id of its own. A bet whose round cannot be finished (no answer to
// the win, or the win refused) is rolled back with one rollback id, retried until the wallet answers.

export interface SpinResult {
  roundId: string;
  /** The game's own result (a slot's grids, a crash point…), as its maths module gives it. */
  outcome: unknown;
  win: bigint;
  balance: bigint | null;
  reveal: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  nextSeedHash: string;
}

export type SpinAnswer = { ok: true; result: SpinResult } | { ok: false; code: string };

export class RoundRunner {
  /** Sessions with a round in flight: one round at a time each, so no two rounds share a seed. */
  private readonly playing = new Set<string>();

  constructor(
    private readonly state: StateFile<StudioData>,
    private readonly wallet: WalletClient,
    private readonly secrets: ReadonlyMap<string, string>,
  ) {}

  async spin(session: GameSession, stake: bigint, options: unknown = {}): Promise<SpinAnswer> {
    const maths = GAMES.get(session.gameId)!.maths;
    if (stake <= 0n || stake % BigInt(maths.stakeStep) !== 0n) return { ok: false, code: 'INVALID_STAKE' };
    if (this.playing.has(session.token)) return { ok: false, code: 'ROUND_IN_PROGRESS' };
    this.playing.add(session.token);
    try {
      return await this.playRound(session, stake, options);
    } finally {
      this.playing.delete(session.token);
    }
  }

  private async playRound(session: GameSession, stake: bigint, options: unknown): Promise<SpinAnswer> {
    const maths = GAMES.get(session.gameId)!.maths;
    const played = maths.play(
      fairDraw(session.serverSeed, session.clientSeed, session.rounds),
      stake,
      options,
    );
    if (!played) return { ok: false, code: 'INVALID_OPTIONS' };
    const round: Round = {
      id: `nl-${randomUUID()}`,
      token: session.token,
      bet: stake.toString(),
      win: '0',
      status: 'open',
      serverSeed: session.serverSeed,
      clientSeed: session.clientSeed,
      nonce: session.rounds,
    };
    const { outcome, win } = played;
    round.win = win.toString();
    this.state.data.rounds[round.id] = round;
    this.state.save();
    const balance =
      session.mode === 'demo' ? this.playDemo(session, stake, win) : await this.playReal(session, round);
    if (typeof balance === 'string') return { ok: false, code: balance };
    // The seed is spent: it is revealed, and the next round's is committed.
    session.serverSeed = newServerSeed();
    session.rounds++;
    this.state.save();
    const reveal = {
      serverSeed: round.serverSeed,
      serverSeedHash: seedHash(round.serverSeed),
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    };
    return {
      ok: true,
      result: {
        roundId: round.id,
        outcome,
        win,
        balance,
        reveal,
        nextSeedHash: seedHash(session.serverSeed),
      },
    };
  }

  private playDemo(session: GameSession, stake: bigint, win: bigint): bigint | string {
    const fun = BigInt(session.funBalance);
    if (fun < stake) return 'INSUFFICIENT_FUNDS';
    session.funBalance = (fun - stake + win).toString();
    return BigInt(session.funBalance);
  }

  /** The balance after the round, or the code that ended it without a result. */
  private async playReal(session: GameSession, round: Round): Promise<bigint | string> {
    const secret = this.secrets.get(session.studio)!;
    const common = {
      player_id: session.playerId!,
      currency: session.currency,
      round_id: round.id,
      game: session.gameId,
    };
    const bet = await this.wallet.call(session.studio, secret, 'bet', {
      ...common,
      transaction_id: `${round.id}-bet`,
      amount: round.bet,
    });
    if (bet.kind === 'refused') return this.close(round, 'refused', bet.code);
    if (bet.kind === 'unreachable') return this.rollBack(session, round, 'WALLET_UNAVAILABLE');
    round.status = 'bet-taken';
    this.state.save();
    const win = await this.wallet.call(session.studio, secret, 'win', {
      ...common,
      transaction_id: `${round.id}-win`,
      amount: round.win,
    });
    if (win.kind !== 'ok')
      return this.rollBack(session, round, win.kind === 'refused' ? win.code : 'WALLET_UNAVAILABLE');
    this.close(round, 'settled', '');
    return win.balance;
  }

  private close(round: Round, status: Round['status'], code: string): string {
    round.status = status;
    this.state.save();
    return code;
  }

  /** Rolls the round's bet back; the answer "already settled" means the win did land after all. */
  async rollBack(session: GameSession, round: Round, code: string): Promise<bigint | string> {
    const secret = this.secrets.get(session.studio)!;
    const answer = await this.wallet.call(session.studio, secret, 'rollback', {
      player_id: session.playerId!,
      currency: session.currency,
      round_id: round.id,
      game: session.gameId,
      transaction_id: `${round.id}-rollback`,
      bet_transaction_id: `${round.id}-bet`,
    });
    if (answer.kind === 'refused' && answer.code === 'ROUND_SETTLED') {
      this.close(round, 'settled', '');
      return 'WALLET_UNAVAILABLE';
    }
    if (answer.kind === 'unreachable') return this.close(round, 'rollback-pending', code);
    return this.close(round, 'rolled-back', code);
  }

  /**
   * Sends the rollbacks that found the wallet down again (every few seconds); at start also those of
   * rounds a stopped process left unfinished.
   */
  async retryPendingRollbacks(atStart: boolean): Promise<void> {
    const unfinished = atStart ? ['rollback-pending', 'open', 'bet-taken'] : ['rollback-pending'];
    for (const round of Object.values(this.state.data.rounds)) {
      const session = this.state.data.sessions[round.token];
      if (session?.mode === 'real' && unfinished.includes(round.status)) {
        await this.rollBack(session, round, 'WALLET_UNAVAILABLE');
      }
    }
  }
}
