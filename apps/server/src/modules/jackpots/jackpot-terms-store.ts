import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// SQL that writes and locks the jackpots and their versioned terms (jackpot_versions), each in the
// caller's transaction. The reads the players and the back office see are JackpotStore's.

export interface NewJackpot {
  id: number;
  sysname: string;
  currency: string;
  poolAccountId: number;
  updatedAt: Date;
}

export interface JackpotTerms {
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  seedMinor: number;
  rateBp: number;
  dropMinMinor: number;
  dropMaxMinor: number;
  games: readonly string[];
}

/** A running jackpot locked for one stake, with the terms in force. */
export interface FedJackpot {
  id: number;
  currency: string;
  poolAccountId: number;
  version: number;
  rateBp: number;
  seedMinor: bigint;
  dropMinMinor: bigint;
  dropMaxMinor: bigint;
  games: string[];
}

/** What the stake is, for the jackpots it may feed. */
export interface StakeScope {
  currency: string;
  at: Date;
  game: string;
  studio: string;
  /** The studio whose games feed a jackpot that names no games. */
  houseStudio: string;
}

export async function sysnameTaken(tx: Executor, sysname: string): Promise<boolean> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM jackpots WHERE sysname = ${sysname}`,
  );
  return taken !== undefined;
}

/** Takes the next jackpot id from its sequence (the pool account is named after it first). */
export async function nextJackpotId(tx: Executor): Promise<number> {
  const [next] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('jackpots', 'id')) AS id`,
  );
  return Number(next!.id);
}

/** Inserts an active jackpot at version 1. */
export async function insertJackpot(tx: Executor, jackpot: NewJackpot): Promise<void> {
  await tx.execute(sql`INSERT INTO jackpots (id, sysname, currency, status, version, pool_account_id, updated_at)
      VALUES (${jackpot.id}, ${jackpot.sysname}, ${jackpot.currency}, 'active', 1, ${jackpot.poolAccountId}, ${jackpot.updatedAt})`);
}

export async function insertVersion(
  tx: Executor,
  jackpotId: number,
  version: number,
  terms: JackpotTerms,
  operatorId: number | null,
): Promise<void> {
  await tx.execute(sql`INSERT INTO jackpot_versions (jackpot_id, version, name_en, name_fr, description_en,
        description_fr, seed_minor, rate_bp, drop_min_minor, drop_max_minor, games, created_by)
      VALUES (${jackpotId}, ${version}, ${terms.nameEn}, ${terms.nameFr}, ${terms.descriptionEn},
        ${terms.descriptionFr}, ${terms.seedMinor}, ${terms.rateBp}, ${terms.dropMinMinor}, ${terms.dropMaxMinor},
        ${JSON.stringify([...new Set(terms.games)])}::jsonb, ${operatorId})`);
}

/** Puts a version's terms in force. */
export async function setVersion(tx: Executor, id: number, version: number, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE jackpots SET version = ${version}, updated_at = ${now} WHERE id = ${id}`);
}

export async function setStatus(
  tx: Executor,
  id: number,
  status: 'active' | 'paused',
  now: Date,
): Promise<void> {
  await tx.execute(sql`UPDATE jackpots SET status = ${status}, updated_at = ${now} WHERE id = ${id}`);
}

/** Locks the jackpot's row (contributions wait); false when there is no such jackpot. */
export async function lockJackpot(tx: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM jackpots WHERE id = ${id} FOR UPDATE`);
  return row !== undefined;
}

/**
 * Locks, in id order, the running jackpots of the stake's currency, created by then, that list its
 * game or (listing none) take the house studio's games, and answers them with their terms.
 */
export async function lockJackpotsFedBy(tx: Executor, stake: StakeScope): Promise<FedJackpot[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT j.id, j.currency, j.pool_account_id, v.version, v.rate_bp, v.seed_minor,
          v.drop_min_minor, v.drop_max_minor, v.games
        FROM jackpots j JOIN jackpot_versions v ON v.jackpot_id = j.id AND v.version = j.version
        WHERE j.status = 'active' AND j.currency = ${stake.currency} AND j.created_at <= ${stake.at}
          AND (v.games @> ${JSON.stringify([stake.game])}::jsonb
            OR (v.games = '[]'::jsonb AND ${stake.studio} = ${stake.houseStudio}))
        ORDER BY j.id FOR UPDATE OF j`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    currency: String(row.currency).trim(),
    poolAccountId: Number(row.pool_account_id),
    version: Number(row.version),
    rateBp: Number(row.rate_bp),
    seedMinor: BigInt(String(row.seed_minor)),
    dropMinMinor: BigInt(String(row.drop_min_minor)),
    dropMaxMinor: BigInt(String(row.drop_max_minor)),
    games: (typeof row.games === 'string' ? JSON.parse(row.games) : row.games) as string[],
  }));
}
