import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { Standing } from './ranking.js';

// SQL of a tournament's finish (decision 0063): the ended ones found, one locked FOR UPDATE with
// its prizes, its best standings read, each prize's winner recorded and the tournament marked
// finished, all in the finishing transaction but the search for the due ones.

/** A tournament locked for its finish. */
export interface FinishingTournament {
  currency: string;
  prizesMinor: number[];
  endsAt: Date;
  /** Already finished or cancelled: nothing is left to do. */
  closed: boolean;
}

export interface WinnerEntry {
  tournamentId: number;
  place: number;
  userId: number;
  pointsMinor: bigint;
  prizeMinor: bigint;
  transactionId: number;
}

/** Ended tournaments not finished nor cancelled, the earliest end first, `limit` at most. */
export async function dueTournamentIds(db: Database, now: Date, limit: number): Promise<number[]> {
  const due = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM tournaments WHERE ends_at <= ${now} AND finished_at IS NULL AND cancelled_at IS NULL
        ORDER BY ends_at, id LIMIT ${limit}`,
  );
  return due.map((row) => Number(row.id));
}

/** Locks the tournament's row until the transaction ends and answers what its finish needs. */
export async function lockForFinish(tx: Executor, id: number): Promise<FinishingTournament | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT id, currency, prizes_minor, ends_at, finished_at, cancelled_at FROM tournaments
        WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) return null;
  return {
    currency: String(row.currency).trim(),
    prizesMinor: (typeof row.prizes_minor === 'string'
      ? JSON.parse(row.prizes_minor)
      : row.prizes_minor) as number[],
    endsAt: new Date(row.ends_at as string),
    closed: row.finished_at !== null || row.cancelled_at !== null,
  };
}

/** The `count` best standings with points, best first (ties: who got there first, then by id). */
export async function bestStandings(tx: Executor, id: number, count: number): Promise<Standing[]> {
  const standings = await queryRows<{ user_id: string; points_minor: string; reached_at: string }>(
    tx,
    sql`SELECT user_id, points_minor, reached_at FROM tournament_participants
        WHERE tournament_id = ${id} AND points_minor > 0
        ORDER BY points_minor DESC, reached_at, user_id LIMIT ${count}`,
  );
  return standings.map((s) => ({
    userId: Number(s.user_id),
    pointsMinor: BigInt(s.points_minor),
    reachedAt: new Date(s.reached_at),
  }));
}

export async function insertWinner(tx: Executor, winner: WinnerEntry): Promise<void> {
  await tx.execute(sql`INSERT INTO tournament_winners (tournament_id, place, user_id, points_minor, prize_minor, transaction_id)
      VALUES (${winner.tournamentId}, ${winner.place}, ${winner.userId}, ${winner.pointsMinor}, ${winner.prizeMinor}, ${winner.transactionId})`);
}

export async function markFinished(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE tournaments SET finished_at = ${now}, updated_at = ${now} WHERE id = ${id}`);
}
