import type { MultiStepState } from '@jeton/games';
import { studioGame } from './game-kinds.js';
import type { RoundRecord } from './rounds-store.js';

/** What game_rounds.state holds: a one-shot round's outcome, or a multi-step round's game state. */
export type StoredRoundState =
  | { outcome: unknown; multiplier: number; stake: string }
  | { game: MultiStepState; firstStake: string };

/** A round as the game client and the fairness page read it; money in minor units as strings. */
export interface RoundView {
  id: number;
  game: string;
  kind: string;
  mode: string;
  status: 'open' | 'settled';
  currency: string;
  /** Everything staked (0 on a free spin). */
  stake: string;
  win: string;
  /** Total return per unit of the first stake (stake included); null while open. */
  multiplier: number | null;
  balanceBefore: string;
  balanceAfter: string;
  freeSpin: boolean;
  bet: unknown;
  /** One-shot: the outcome. Multi-step: the game's state, hiding what is not dealt yet while open. */
  outcome: unknown;
  /** Multi-step: the actions allowed next. */
  allowedActions: string[];
  steps: unknown[];
  seed: { commitment: string; clientSeed: string; nonce: number; serverSeed: string | null };
  createdAt: string;
  settledAt: string | null;
}

export function presentRound(round: RoundRecord): RoundView {
  const stored = round.state as StoredRoundState;
  let outcome: unknown;
  let multiplier: number | null;
  let allowedActions: string[] = [];
  if ('game' in stored) {
    const game = studioGame(round.kind);
    outcome = round.status === 'open' && game?.shape === 'multi-step' ? game.view(stored.game) : stored.game;
    multiplier = stored.game.multiplier;
    allowedActions = stored.game.allowedActions;
  } else {
    outcome = stored.outcome;
    multiplier = stored.multiplier;
  }
  return {
    id: round.id,
    game: round.gameSysname,
    kind: round.kind,
    mode: round.mode,
    status: round.status,
    currency: round.currency,
    stake: round.stakeMinor.toString(),
    win: round.winMinor.toString(),
    multiplier,
    balanceBefore: round.balanceBeforeMinor.toString(),
    balanceAfter: round.balanceAfterMinor.toString(),
    freeSpin: round.freeSpinPackId !== null,
    bet: round.bet,
    outcome,
    allowedActions,
    steps: round.steps,
    seed: {
      commitment: round.commitment,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      serverSeed: round.serverSeed,
    },
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}
