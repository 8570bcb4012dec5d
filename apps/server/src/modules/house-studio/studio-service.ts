import type { Database, Executor } from '@jeton/db';
import { type MultiStepState, OutcomeStream, type SlotBet } from '@jeton/games';
import type { Clock } from '../../clock.js';
import { databaseErrorOf } from '../../ledger/index.js';
import { isWalletError } from '../../modules/wallet/wallet-errors.js';
import type { WalletService } from '../../modules/wallet/wallet-service.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { FreeSpinOwner, FreeSpinsService } from './free-spins.js';
import {
  type HouseGame,
  HouseGameError,
  type MultiStepGame,
  type OneShotGame,
  parseStakedBet,
  payoutAt,
  studioGame,
} from './game-kinds.js';
import { type GameSession, resolveGameSession, seedOwnerOf } from './game-sessions.js';
import type { HouseGame as CatalogueGame, HouseCatalogue } from './house-games.js';
import { RoundMoney } from './round-money.js';
import { hasOpenRound, insertRound, lockRoundForAction, recordStep } from './round-play-store.js';
import { presentRound, type RoundView, type StoredRoundState } from './round-view.js';
import {
  findOpenRound,
  findRound,
  findRoundByRequest,
  lastRounds,
  type RoundRecord,
} from './rounds-store.js';
import { activeSeedPair, lockSeedPair, type RotatedSeeds, rotateSeedPair, takeNonce } from './seed-pairs.js';
import { isStudioError, studioError } from './studio-errors.js';

// The house studio's rounds (decision 0013, "Studio client API"; decision 0018). Each call is one
// database transaction: the stake is opened (the player lock first when limits need it, decision
// 0083), the nonce is taken (locking the player's seed pair, so concurrent requests play one after
// another), stakes are taken and wins paid through the seamless wallet under ids made from the
// round's id, and the round is written. Either all of it happens or none of it, so a retry
// or a restart never settles a round twice; a multi-step round's state is stored between actions.

/** Stakes in minor units: 0.10 to 1,000.00 of the session's currency. */
export const STAKE_LIMITS = { minMinor: 10n, maxMinor: 100_000n } as const;

export interface SessionView {
  game: { sysname: string; kind: string; name: string };
  mode: 'play' | 'demo';
  currency: string;
  balance: string;
  seed: { commitment: string; clientSeed: string; nonce: number };
  openRound: RoundView | null;
  /** The server's clock at the answer (see RoundAnswer). */
  serverTime: string;
  /** Free spins left on this game; `feature` when the next one plays the slot's free-spin feature. */
  freeSpins: { remaining: number; stake: string; feature: boolean } | null;
}

export interface PlayRequest {
  stakeMinor: bigint | null;
  bet: unknown;
  freeSpin: boolean;
  /** The client's id of this request: repeating it answers the same round. */
  requestId: string | null;
}

export interface RoundAnswer {
  round: RoundView;
  balance: string;
  /** The server's clock at the answer: a client animating a round against the clock (crash) syncs to it. */
  serverTime: string;
}

export interface StudioServiceOptions {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  catalogue: HouseCatalogue;
  freeSpins: FreeSpinsService;
  /** The players' site sessions: a game played is activity on the session it was opened from. */
  siteSessions: Pick<SessionService, 'idleTimeoutMs' | 'touchIfDue'>;
}

interface Staked {
  game: HouseGame;
  bet: unknown;
  stakeMinor: bigint;
  /** The free-spin pack the round is played from, if any. */
  freeSpinPackId: number | null;
}

export class StudioService {
  private readonly money: RoundMoney;

  constructor(private readonly options: StudioServiceOptions) {
    this.money = new RoundMoney(options.wallet);
  }

  private get db() {
    return this.options.db;
  }

  /**
   * The game session behind a client's token. Each studio call is the player's activity, so it
   * keeps their site session alive as an API call would (a player spinning for an hour is not idle).
   */
  async resolve(token: unknown): Promise<GameSession> {
    const { siteSessions, clock } = this.options;
    const session = await resolveGameSession(this.db, clock, token, siteSessions.idleTimeoutMs);
    if (session.siteSession)
      await siteSessions.touchIfDue(session.siteSession.id, session.siteSession.lastSeenMs);
    return session;
  }

  async session(token: unknown): Promise<SessionView> {
    const session = await this.resolve(token);
    const [pair, open, freeSpins, balance] = await Promise.all([
      activeSeedPair(this.db, seedOwnerOf(session)),
      findOpenRound(this.db, this.roundOwner(session)),
      this.options.freeSpins.next(freeSpinOwnerOf(session), session.gameSysname, session.currency),
      this.money.balance(this.db, session),
    ]);
    const game = this.options.catalogue.find(session.gameSysname);
    return {
      game: {
        sysname: session.gameSysname,
        kind: session.kind,
        name: (game && localeName(game, session.locale)) ?? session.gameSysname,
      },
      mode: session.mode,
      currency: session.currency,
      balance: balance.toString(),
      seed: { commitment: pair.commitment, clientSeed: pair.clientSeed, nonce: pair.nextNonce },
      openRound: open ? presentRound(open) : null,
      serverTime: this.serverTime(),
      freeSpins: freeSpins
        ? {
            remaining: freeSpins.remaining,
            stake: freeSpins.stakeMinor.toString(),
            feature: freeSpins.feature,
          }
        : null,
    };
  }

  /** Plays a one-shot round, or starts a multi-step one. */
  async play(token: unknown, request: PlayRequest): Promise<RoundAnswer> {
    const session = await this.resolve(token);
    if (request.requestId) {
      const repeated = await findRoundByRequest(this.db, session.id, request.requestId);
      if (repeated) return this.answerRepeat(session, repeated, request);
    }
    try {
      const staked = await this.stake(session, request);
      const game = staked.game;
      if (game.shape === 'one-shot') {
        // Everything the answer shows is at hand: no read after the transaction.
        const round = await this.db.transaction((tx) =>
          this.playOneShot(tx, session, game, staked, request.requestId),
        );
        return {
          round: presentRound(round),
          balance: round.balanceAfterMinor.toString(),
          serverTime: this.serverTime(),
        };
      }
      const roundId = await this.db.transaction((tx) =>
        this.startMultiStep(tx, session, game, staked, request.requestId),
      );
      return this.answer(session, (await findRound(this.db, roundId))!);
    } catch (error) {
      // The same request raced itself: the first one's round is the answer.
      if (request.requestId && isUniqueViolation(error, 'game_rounds_session_request')) {
        const repeated = await findRoundByRequest(this.db, session.id, request.requestId);
        if (repeated) return this.answerRepeat(session, repeated, request);
      }
      throw asStudioError(error);
    }
  }

  /**
   * A request id seen before answers its round again, but only for the same stake: the same id with
   * another stake is a client bug or a replay with a changed body, refused rather than answered
   * with a round it did not ask for (issue 13).
   */
  private answerRepeat(
    session: GameSession,
    repeated: NonNullable<Awaited<ReturnType<typeof findRoundByRequest>>>,
    request: PlayRequest,
  ): Promise<RoundAnswer> {
    const asked = request.freeSpin ? 0n : request.stakeMinor;
    if (asked !== null && repeated.stakeMinor !== asked) {
      throw studioError('REQUEST_CONFLICT', 'This request id was used for another stake');
    }
    return this.answer(session, repeated);
  }

  /** One action of an open multi-step round (hit, stand, double, reveal a tile, cash out…). */
  async act(
    token: unknown,
    roundId: number,
    actionInput: unknown,
    requestId: string | null,
  ): Promise<RoundAnswer> {
    const session = await this.resolve(token);
    const game = studioGame(session.kind);
    if (game?.shape !== 'multi-step') throw studioError('ACTION_NOT_ALLOWED', 'This game has no actions');
    try {
      await this.db.transaction((tx) => this.actInside(tx, session, game, roundId, actionInput, requestId));
    } catch (error) {
      throw asStudioError(error);
    }
    return this.answer(session, (await findRound(this.db, roundId))!);
  }

  async rounds(token: unknown, limit: number): Promise<RoundView[]> {
    const session = await this.resolve(token);
    return (await lastRounds(this.db, this.roundOwner(session), limit)).map(presentRound);
  }

  /** Reveals the active server seed and starts a new pair with the player's client seed. */
  async rotateSeed(token: unknown, clientSeed: string): Promise<RotatedSeeds> {
    const session = await this.resolve(token);
    const owner = seedOwnerOf(session);
    return this.db.transaction(async (tx) => {
      await lockSeedPair(tx, owner);
      // An open round still draws from the pair: revealing its seed would reveal the rest of it.
      if (await hasOpenRound(tx, { userId: session.userId, gameSessionId: session.id }))
        throw studioError('ROUND_OPEN', 'Finish the open round before changing the seeds');
      return rotateSeedPair(tx, owner, clientSeed);
    });
  }

  /** The game, the bet read for its stake, and where the stake comes from (the player, or a free spin). */
  private async stake(session: GameSession, request: PlayRequest): Promise<Staked> {
    const game = studioGame(session.kind);
    if (!game) throw studioError('INVALID_BET', 'This game cannot be played yet');
    if (request.freeSpin) {
      if (game.shape !== 'one-shot') throw studioError('INVALID_BET', 'This game has no free spins');
      const next = await this.options.freeSpins.next(
        freeSpinOwnerOf(session),
        session.gameSysname,
        session.currency,
      );
      if (!next) throw studioError('INVALID_BET', 'No free spins are left');
      // A slot's awarded spins play its free-spin feature; granted spins are ordinary spins.
      const input = game.kind === 'slot' ? { freeSpin: next.feature } : request.bet;
      return {
        game,
        bet: parseStakedBet(game, input, next.stakeMinor),
        stakeMinor: next.stakeMinor,
        freeSpinPackId: next.packId,
      };
    }
    const stakeMinor = request.stakeMinor;
    if (stakeMinor === null) throw studioError('INVALID_BET', 'A stake is required');
    if (stakeMinor < STAKE_LIMITS.minMinor || stakeMinor > STAKE_LIMITS.maxMinor) {
      throw studioError('INVALID_BET', 'The stake is outside the table limits');
    }
    const bet = parseStakedBet(game, request.bet, stakeMinor);
    if (game.kind === 'slot' && (bet as SlotBet).freeSpin) {
      throw studioError('INVALID_BET', 'A free spin is played with freeSpin: true on the request');
    }
    return { game, bet, stakeMinor, freeSpinPackId: null };
  }

  private async playOneShot(
    tx: Executor,
    session: GameSession,
    game: OneShotGame,
    staked: Staked,
    requestId: string | null,
  ): Promise<RoundRecord> {
    const stake = staked.freeSpinPackId === null ? await this.money.open(tx, session) : null;
    const seeds = await takeNonce(tx, seedOwnerOf(session));
    const result = game.play(new OutcomeStream(seeds), staked.bet);
    const winMinor = payoutAt(staked.stakeMinor, result.multiplier);
    const roundId = seeds.roundId;
    let before: bigint;
    let after: bigint;
    if (stake === null) {
      await this.options.freeSpins.spend(tx, staked.freeSpinPackId!);
      before = await this.money.balance(tx, session);
      after = before;
    } else {
      after = await this.money.take(stake, session, roundId, 'bet', staked.stakeMinor);
      before = after + staked.stakeMinor;
    }
    if (winMinor > 0n) after = await this.money.pay(tx, session, roundId, winMinor);
    const awarded = (result.outcome as { freeSpinsAwarded?: unknown }).freeSpinsAwarded;
    if (typeof awarded === 'number' && awarded > 0) {
      await this.options.freeSpins.award(tx, freeSpinOwnerOf(session), {
        gameSysname: session.gameSysname,
        count: awarded,
        stakeMinor: staked.stakeMinor,
        currency: session.currency,
        roundId,
      });
    }
    const state: StoredRoundState = {
      outcome: result.outcome,
      multiplier: result.multiplier,
      stake: staked.stakeMinor.toString(),
    };
    const now = await this.insertRound(tx, session, {
      id: roundId,
      seeds,
      stakeMinor: staked.freeSpinPackId === null ? staked.stakeMinor : 0n,
      winMinor,
      before,
      after,
      bet: staked.bet,
      state,
      status: 'settled',
      freeSpinPackId: staked.freeSpinPackId,
      requestId,
    });
    return {
      id: roundId,
      gameSessionId: session.id,
      userId: session.userId,
      gameSysname: session.gameSysname,
      kind: session.kind,
      mode: session.mode,
      currency: session.currency,
      seedPairId: seeds.seedPairId,
      nonce: seeds.nonce,
      stakeMinor: staked.freeSpinPackId === null ? staked.stakeMinor : 0n,
      winMinor,
      balanceBeforeMinor: before,
      balanceAfterMinor: after,
      bet: staked.bet,
      state,
      steps: [],
      status: 'settled',
      freeSpinPackId: staked.freeSpinPackId,
      createdAt: now,
      settledAt: now,
      commitment: seeds.commitment,
      clientSeed: seeds.clientSeed,
      // The pair is active (this round just took a nonce of it): its seed is not revealed.
      serverSeed: null,
    };
  }

  private async startMultiStep(
    tx: Executor,
    session: GameSession,
    game: MultiStepGame,
    staked: Staked,
    requestId: string | null,
  ): Promise<number> {
    const stake = await this.money.open(tx, session);
    const seeds = await takeNonce(tx, seedOwnerOf(session));
    if (await findOpenRound(tx, this.roundOwner(session))) {
      throw studioError('ROUND_OPEN', 'Finish the open round first');
    }
    const started = game.start(new OutcomeStream(seeds), staked.bet);
    const roundId = seeds.roundId;
    let after = await this.money.take(stake, session, roundId, 'bet', staked.stakeMinor);
    const before = after + staked.stakeMinor;
    // Some rounds end as they start (a blackjack dealt to a natural).
    const winMinor = started.finished ? payoutAt(staked.stakeMinor, started.multiplier) : 0n;
    if (winMinor > 0n) after = await this.money.pay(tx, session, roundId, winMinor);
    await this.insertRound(tx, session, {
      id: roundId,
      seeds,
      stakeMinor: staked.stakeMinor * BigInt(started.stakeUnits),
      winMinor,
      before,
      after,
      bet: staked.bet,
      state: { game: started, firstStake: staked.stakeMinor.toString() },
      status: started.finished ? 'settled' : 'open',
      freeSpinPackId: null,
      requestId,
    });
    return roundId;
  }

  private async actInside(
    tx: Executor,
    session: GameSession,
    game: MultiStepGame,
    roundId: number,
    actionInput: unknown,
    requestId: string | null,
  ): Promise<void> {
    // Before the round's lock: an action may stake again (a double), and a stake opens first.
    const stake = await this.money.open(tx, session);
    const row = await lockRoundForAction(tx, roundId, this.roundOwner(session));
    if (!row) throw studioError('ROUND_NOT_FOUND', 'No such round');
    const steps = row.steps as { requestId?: string | null }[];
    // A repeated action (the client retried) changes nothing.
    if (requestId && steps.some((step) => step.requestId === requestId)) return;
    if (row.status !== 'open') throw studioError('ACTION_NOT_ALLOWED', 'The round is over');
    const stored = row.state as { game: MultiStepState; firstStake: string };
    const firstStake = BigInt(stored.firstStake);
    // A game against the clock (crash) gets the server's time in the action, which is what is recorded.
    const elapsedMs = this.options.clock.now().getTime() - row.createdAt.getTime();
    const recorded = game.stampAction ? game.stampAction(actionInput, elapsedMs) : actionInput;
    const action = game.parseAction(recorded);
    const { state, extraStake } = game.act(stored.game, action);
    // An action that changed nothing (crash's check while the multiplier still rises) leaves no step.
    if (state === stored.game && extraStake === 0) return;
    if (!Number.isSafeInteger(extraStake) || extraStake < 0) throw new Error(`extra stake ${extraStake}`);
    const extraMinor = firstStake * BigInt(extraStake);
    let after: bigint | null = null;
    if (extraMinor > 0n)
      after = await this.money.take(stake, session, roundId, `step-${steps.length}`, extraMinor);
    const winMinor = state.finished ? payoutAt(firstStake, state.multiplier) : 0n;
    if (winMinor > 0n) after = await this.money.pay(tx, session, roundId, winMinor);
    if (after === null) after = await this.money.balance(tx, session);
    const nextSteps = [...steps, { action: recorded, extraStake: extraMinor.toString(), requestId }];
    await recordStep(tx, roundId, {
      state: { game: state, firstStake: stored.firstStake },
      steps: nextSteps,
      extraStakeMinor: extraMinor,
      winMinor,
      balanceAfterMinor: after,
      status: state.finished ? 'settled' : 'open',
      settledAt: state.finished ? this.options.clock.now() : null,
    });
  }

  private async insertRound(
    tx: Executor,
    session: GameSession,
    round: {
      id: number;
      seeds: { seedPairId: number; nonce: number };
      stakeMinor: bigint;
      winMinor: bigint;
      before: bigint;
      after: bigint;
      bet: unknown;
      state: StoredRoundState;
      status: 'open' | 'settled';
      freeSpinPackId: number | null;
      requestId: string | null;
    },
  ): Promise<Date> {
    const now = this.options.clock.now();
    await insertRound(tx, {
      id: round.id,
      gameSessionId: session.id,
      userId: session.userId,
      gameSysname: session.gameSysname,
      kind: session.kind,
      mode: session.mode,
      currency: session.currency,
      seedPairId: round.seeds.seedPairId,
      nonce: round.seeds.nonce,
      stakeMinor: round.stakeMinor,
      winMinor: round.winMinor,
      balanceBeforeMinor: round.before,
      balanceAfterMinor: round.after,
      bet: round.bet,
      state: round.state,
      status: round.status,
      freeSpinPackId: round.freeSpinPackId,
      requestId: round.requestId,
      createdAt: now,
      settledAt: round.status === 'settled' ? now : null,
    });
    return now;
  }

  private roundOwner(session: GameSession) {
    return {
      userId: session.userId,
      gameSessionId: session.id,
      gameSysname: session.gameSysname,
      mode: session.mode,
    };
  }

  private async answer(session: GameSession, round: RoundRecord): Promise<RoundAnswer> {
    return {
      round: presentRound(round),
      balance: (await this.money.balance(this.db, session)).toString(),
      serverTime: this.serverTime(),
    };
  }

  private serverTime(): string {
    return this.options.clock.now().toISOString();
  }
}

export function freeSpinOwnerOf(session: GameSession): FreeSpinOwner {
  return session.userId !== null
    ? { userId: session.userId, mode: session.mode }
    : { gameSessionId: session.id };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const db = databaseErrorOf(error);
  return db?.code === '23505' && (db.constraint === constraint || !!db.message?.includes(constraint));
}

/** The studio client API's answer to a refusal from the wallet, the game maths or the database. */
function asStudioError(error: unknown): unknown {
  // The wallet's words are about a bet; the game client's about a stake (whichever balance it took).
  if (isWalletError(error, 'INSUFFICIENT_FUNDS')) {
    return studioError('INSUFFICIENT_FUNDS', 'The balance does not cover the stake');
  }
  // The studio's own refusals, and the wallet's responsible-gaming ones (TIME_OUT, LOSS_LIMIT_REACHED…),
  // whose codes both protocols share: they pass as they are.
  if (isStudioError(error)) return error;
  if (error instanceof HouseGameError) return studioError(error.code, error.message);
  if (
    isUniqueViolation(error, 'game_rounds_open_user') ||
    isUniqueViolation(error, 'game_rounds_open_session')
  ) {
    return studioError('ROUND_OPEN', 'Finish the open round first');
  }
  return error;
}

/** The game's name in the session's locale (the page's, when it was launched); English otherwise. */
function localeName(game: CatalogueGame, locale: string): string {
  return locale === 'fr' ? game.names.fr : game.names.en;
}
