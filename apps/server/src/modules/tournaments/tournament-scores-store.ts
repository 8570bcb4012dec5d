import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// SQL of the leaderboards (decision 0063): the stakes' scores (tournament_scores, one row per bet
// and tournament) and the players' points (tournament_participants). Every statement runs in the
// caller's transaction (the outbox delivery's); the tournaments it changes are locked FOR SHARE.

/** A running tournament the player has joined, locked FOR SHARE, with the terms a stake scores by. */
export interface OpenEntry {
  id: number;
  currency: string;
  games: string[];
  minStakeMinor: bigint;
}

export interface NewScore {
  tournamentId: number;
  betKey: string;
  userId: number;
  pointsMinor: bigint;
  at: Date;
}

export interface VoidedScore {
  tournamentId: number;
  userId: number;
  pointsMinor: bigint;
}

/** Locks the running tournaments of the stake's currency the player had joined by then, in id order. */
export async function lockOpenEntries(
  tx: Executor,
  stake: { userId: number; currency: string; at: Date },
): Promise<OpenEntry[]> {
  const open = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT t.id, t.currency, t.games, t.min_stake_minor
        FROM tournaments t JOIN tournament_participants p ON p.tournament_id = t.id AND p.user_id = ${stake.userId}
        WHERE t.cancelled_at IS NULL AND t.finished_at IS NULL AND t.currency = ${stake.currency}
          AND t.starts_at <= ${stake.at} AND t.ends_at > ${stake.at} AND p.joined_at <= ${stake.at}
        ORDER BY t.id FOR SHARE OF t`,
  );
  return open.map((row) => ({
    id: Number(row.id),
    currency: String(row.currency).trim(),
    games: (typeof row.games === 'string' ? JSON.parse(row.games) : row.games) as string[],
    minStakeMinor: BigInt(String(row.min_stake_minor)),
  }));
}

/** Records the bet's points in the tournament; false when this bet had already scored there. */
export async function insertScore(tx: Executor, score: NewScore): Promise<boolean> {
  const scored = await queryRows<{ points_minor: string }>(
    tx,
    sql`INSERT INTO tournament_scores (tournament_id, bet_key, user_id, points_minor, scored_at)
        VALUES (${score.tournamentId}, ${score.betKey}, ${score.userId}, ${score.pointsMinor}, ${score.at})
        ON CONFLICT DO NOTHING RETURNING points_minor`,
  );
  return scored.length > 0;
}

export async function addPoints(tx: Executor, score: NewScore): Promise<void> {
  await tx.execute(sql`UPDATE tournament_participants
      SET points_minor = points_minor + ${score.pointsMinor}, reached_at = GREATEST(reached_at, ${score.at})
      WHERE tournament_id = ${score.tournamentId} AND user_id = ${score.userId}`);
}

/** Locks, in id order, the tournaments still running that the bet scored in; answers their ids. */
export async function lockOpenScoredBy(tx: Executor, betKey: string): Promise<number[]> {
  const open = await queryRows<{ id: string }>(
    tx,
    sql`SELECT t.id FROM tournaments t
        WHERE t.finished_at IS NULL AND t.cancelled_at IS NULL
          AND t.id IN (SELECT tournament_id FROM tournament_scores WHERE bet_key = ${betKey})
        ORDER BY t.id FOR SHARE`,
  );
  return open.map((row) => Number(row.id));
}

/** Voids the bet's scores not voided yet in these tournaments (at least one) and answers them. */
export async function voidBetScores(
  tx: Executor,
  betKey: string,
  tournamentIds: readonly number[],
  at: Date,
): Promise<VoidedScore[]> {
  const voided = await queryRows<{ tournament_id: string; user_id: string; points_minor: string }>(
    tx,
    sql`UPDATE tournament_scores SET voided_at = ${at}
        WHERE bet_key = ${betKey} AND voided_at IS NULL AND tournament_id IN (${sql.join(
          tournamentIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        RETURNING tournament_id, user_id, points_minor`,
  );
  return voided.map((row) => ({
    tournamentId: Number(row.tournament_id),
    userId: Number(row.user_id),
    pointsMinor: BigInt(row.points_minor),
  }));
}

/** Takes a voided score's points back from the player (never below zero). */
export async function takeBackPoints(tx: Executor, score: VoidedScore, at: Date): Promise<void> {
  await tx.execute(sql`UPDATE tournament_participants
      SET points_minor = GREATEST(points_minor - ${score.pointsMinor}, 0),
        reached_at = GREATEST(reached_at, ${at})
      WHERE tournament_id = ${score.tournamentId} AND user_id = ${score.userId}`);
}

/** Locks, in id order, the running tournaments that reset this player's points on a cash-out. */
export async function lockResetOnCashout(tx: Executor, userId: number, at: Date): Promise<number[]> {
  const reset = await queryRows<{ id: string }>(
    tx,
    sql`SELECT t.id FROM tournaments t
        JOIN tournament_participants p ON p.tournament_id = t.id AND p.user_id = ${userId}
        WHERE t.reset_on_cashout AND t.cancelled_at IS NULL AND t.finished_at IS NULL
          AND t.starts_at <= ${at} AND t.ends_at > ${at} AND p.points_minor > 0
        ORDER BY t.id FOR SHARE OF t`,
  );
  return reset.map((row) => Number(row.id));
}

/** Voids the player's scores in the tournament and sets their points to zero. */
export async function resetPoints(
  tx: Executor,
  tournamentId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await tx.execute(sql`UPDATE tournament_scores SET voided_at = ${at}
      WHERE tournament_id = ${tournamentId} AND user_id = ${userId} AND voided_at IS NULL`);
  await tx.execute(sql`UPDATE tournament_participants SET points_minor = 0, reached_at = ${at}
      WHERE tournament_id = ${tournamentId} AND user_id = ${userId}`);
}
