import { type Executor, queryRows } from '@jeton/db';
import type { TournamentCreate, TournamentUpdate } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';

// SQL that the operators' writes run on the tournaments, each in the caller's transaction (the
// audit entry's): a tournament created, its terms edited, it cancelled, its row locked. The reads
// the players and the back office see are TournamentStore's.

export type TournamentTerms = Omit<TournamentUpdate, 'id'>;

export async function sysnameTaken(tx: Executor, sysname: string): Promise<boolean> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM tournaments WHERE sysname = ${sysname}`,
  );
  return taken !== undefined;
}

/** Inserts the tournament and answers its id. */
export async function insertTournament(
  tx: Executor,
  input: TournamentCreate,
  operatorId: number | null,
  now: Date,
): Promise<number> {
  const [created] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO tournaments (sysname, currency, title_en, title_fr, description_en, description_fr, image_url,
          games, min_stake_minor, prizes_minor, reset_on_cashout, starts_at, ends_at, created_by, created_at, updated_at)
        VALUES (${input.sysname}, ${input.currency}, ${input.titleEn}, ${input.titleFr}, ${input.descriptionEn},
          ${input.descriptionFr}, ${input.imageUrl}, ${JSON.stringify([...new Set(input.games)])}::jsonb,
          ${input.minStakeMinor}, ${JSON.stringify(input.prizesMinor)}::jsonb, ${input.resetOnCashout},
          ${new Date(input.startsAt)}, ${new Date(input.endsAt)}, ${operatorId}, ${now}, ${now})
        RETURNING id`,
  );
  return Number(created!.id);
}

export async function updateTerms(
  tx: Executor,
  id: number,
  terms: TournamentTerms,
  now: Date,
): Promise<void> {
  await tx.execute(sql`UPDATE tournaments SET title_en = ${terms.titleEn}, title_fr = ${terms.titleFr},
      description_en = ${terms.descriptionEn}, description_fr = ${terms.descriptionFr},
      image_url = ${terms.imageUrl}, games = ${JSON.stringify([...new Set(terms.games)])}::jsonb,
      min_stake_minor = ${terms.minStakeMinor}, prizes_minor = ${JSON.stringify(terms.prizesMinor)}::jsonb,
      reset_on_cashout = ${terms.resetOnCashout}, starts_at = ${new Date(terms.startsAt)},
      ends_at = ${new Date(terms.endsAt)}, updated_at = ${now}
    WHERE id = ${id}`);
}

export async function markCancelled(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE tournaments SET cancelled_at = ${now}, updated_at = ${now} WHERE id = ${id}`);
}

/** The players who joined the tournament, by id. */
export async function participantIds(tx: Executor, id: number): Promise<number[]> {
  const joined = await queryRows<{ user_id: number }>(
    tx,
    sql`SELECT user_id FROM tournament_participants WHERE tournament_id = ${id} ORDER BY user_id`,
  );
  return joined.map(({ user_id }) => Number(user_id));
}

/** Locks the tournament's row (the finishing job and scoring wait); false when there is none. */
export async function lockTournament(tx: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM tournaments WHERE id = ${id} FOR UPDATE`,
  );
  return row !== undefined;
}
