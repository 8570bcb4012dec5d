import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { RoundFields } from './rounds-store.js';

// SQL that plays a round, in the round's transaction: the round inserted once its nonce is taken,
// a multi-step round locked FOR UPDATE for an action and updated with its step, and the check that
// no round is open before the seeds rotate. The reads of a round are rounds-store.ts's.

/** A round as it is first written; `state` is stored as JSON. */
export interface RoundEntry extends RoundFields {
  requestId: string | null;
}

/** Whose round an action is for: a player's game and mode, or a guest's session. */
export interface RoundActor {
  userId: number | null;
  gameSessionId: number;
  gameSysname: string;
  mode: string;
}

/** A round locked for an action; its state and steps parsed from JSON. */
export interface LockedRound {
  status: string;
  state: unknown;
  steps: unknown;
  stakeMinor: bigint;
  createdAt: Date;
}

/** What an action changes of a round; `state` and `steps` are stored as JSON. */
export interface RoundStep {
  state: unknown;
  steps: unknown[];
  extraStakeMinor: bigint;
  winMinor: bigint;
  balanceAfterMinor: bigint;
  status: 'open' | 'settled';
  settledAt: Date | null;
}

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export async function insertRound(tx: Executor, round: RoundEntry): Promise<void> {
  await tx.execute(sql`INSERT INTO game_rounds (id, game_session_id, user_id, game_sysname, kind, mode, currency,
        seed_pair_id, nonce, stake_minor, win_minor, balance_before_minor, balance_after_minor, bet, state, steps,
        status, free_spin_pack_id, request_id, created_at, settled_at)
      VALUES (${round.id}, ${round.gameSessionId}, ${round.userId}, ${round.gameSysname}, ${round.kind},
        ${round.mode}, ${round.currency}, ${round.seedPairId}, ${round.nonce}, ${round.stakeMinor},
        ${round.winMinor}, ${round.balanceBeforeMinor}, ${round.balanceAfterMinor}, ${JSON.stringify(round.bet)}::jsonb,
        ${JSON.stringify(round.state)}::jsonb, '[]'::jsonb, ${round.status}, ${round.freeSpinPackId},
        ${round.requestId}, ${round.createdAt}, ${round.settledAt})`);
}

/** Locks the actor's round for the rest of the transaction; null when it is not theirs or not there. */
export async function lockRoundForAction(
  tx: Executor,
  roundId: number,
  actor: RoundActor,
): Promise<LockedRound | null> {
  const owner =
    actor.userId !== null
      ? sql`user_id = ${actor.userId} AND mode = ${actor.mode} AND game_sysname = ${actor.gameSysname}`
      : sql`game_session_id = ${actor.gameSessionId} AND user_id IS NULL`;
  const [row] = await queryRows<{
    status: string;
    state: unknown;
    steps: unknown;
    stake_minor: string;
    created_at: string | Date;
  }>(
    tx,
    sql`SELECT status, state, steps, stake_minor::text AS stake_minor, created_at FROM game_rounds
        WHERE id = ${roundId} AND ${owner} FOR UPDATE`,
  );
  if (!row) return null;
  return {
    status: row.status,
    state: parseJson(row.state),
    steps: parseJson(row.steps),
    stakeMinor: BigInt(row.stake_minor),
    createdAt: new Date(row.created_at),
  };
}

export async function recordStep(tx: Executor, roundId: number, step: RoundStep): Promise<void> {
  await tx.execute(sql`UPDATE game_rounds SET
        state = ${JSON.stringify(step.state)}::jsonb,
        steps = ${JSON.stringify(step.steps)}::jsonb,
        stake_minor = stake_minor + ${step.extraStakeMinor}, win_minor = ${step.winMinor},
        balance_after_minor = ${step.balanceAfterMinor},
        status = ${step.status},
        settled_at = ${step.settledAt}
      WHERE id = ${roundId}`);
}

/** Whether a round of the player (any game), or of the guest's session, is open. */
export async function hasOpenRound(
  tx: Executor,
  owner: { userId: number | null; gameSessionId: number },
): Promise<boolean> {
  const [open] = await queryRows<{ id: string }>(
    tx,
    owner.userId !== null
      ? sql`SELECT id FROM game_rounds WHERE user_id = ${owner.userId} AND status = 'open' LIMIT 1`
      : sql`SELECT id FROM game_rounds WHERE game_session_id = ${owner.gameSessionId} AND status = 'open' LIMIT 1`,
  );
  return open !== undefined;
}
