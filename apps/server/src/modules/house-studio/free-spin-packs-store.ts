import { type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

// SQL of free_spin_packs: packs granted and awarded, the usable ones read, and a spin spent in the
// round's transaction. "Now" is the caller's clock, passed in.

export interface FreeSpinPack {
  id: number;
  gameSysname: string;
  count: number;
  remaining: number;
  stakeMinor: bigint;
  currency: string;
  status: string;
  source: string;
  expiresAt: Date;
  createdAt: Date;
}

/** Whose spins: a player's in one mode, or a guest's demo session. */
export type FreeSpinOwner = { userId: number; mode: 'play' | 'demo' } | { gameSessionId: number };

export interface GrantRequest {
  userId: number;
  gameSysname: string;
  count: number;
  stakeMinor: bigint;
  currency: string;
  expiresAt: Date;
  source: 'operator' | 'promotion' | 'loyalty';
}

export interface AwardedPack {
  gameSysname: string;
  count: number;
  stakeMinor: bigint;
  currency: string;
  roundId: number;
  expiresAt: Date;
}

/** The first usable pack of a game (awarded ones first), and the spins left over every usable pack. */
export interface UsablePack {
  packId: number;
  remaining: number;
  stakeMinor: bigint;
  source: string;
}

interface PackRow extends Record<string, unknown> {
  id: string;
  game_sysname: string;
  count: number;
  remaining: number;
  stake_minor: string;
  currency: string;
  status: string;
  source: string;
  expires_at: string | Date;
  created_at: string | Date;
}

const PACK_COLUMNS = sql`id, game_sysname, count, remaining, stake_minor::text AS stake_minor, currency, status, source,
  expires_at, created_at`;

const toPack = (row: PackRow): FreeSpinPack => ({
  id: Number(row.id),
  gameSysname: row.game_sysname,
  count: Number(row.count),
  remaining: Number(row.remaining),
  stakeMinor: BigInt(row.stake_minor),
  currency: row.currency.trim(),
  status: row.status,
  source: row.source,
  expiresAt: new Date(row.expires_at),
  createdAt: new Date(row.created_at),
});

function ownedBy(owner: FreeSpinOwner): SQL {
  return 'userId' in owner
    ? sql`user_id = ${owner.userId} AND mode = ${owner.mode}`
    : sql`game_session_id = ${owner.gameSessionId}`;
}

/** Inserts a pack granted to a player (real play), active from `now`. */
export async function insertGrantedPack(
  executor: Executor,
  request: GrantRequest,
  now: Date,
): Promise<FreeSpinPack> {
  const [row] = await queryRows<PackRow>(
    executor,
    sql`INSERT INTO free_spin_packs (user_id, game_sysname, mode, count, remaining, stake_minor, currency, status,
          source, expires_at, created_at)
        VALUES (${request.userId}, ${request.gameSysname}, 'play', ${request.count}, ${request.count},
          ${request.stakeMinor}, ${request.currency}, 'active', ${request.source}, ${request.expiresAt},
          ${now})
        RETURNING ${PACK_COLUMNS}`,
  );
  return toPack(row!);
}

export async function hasGrantedPack(
  executor: Executor,
  userId: number,
  source: GrantRequest['source'],
): Promise<boolean> {
  const rows = await queryRows(
    executor,
    sql`SELECT 1 FROM free_spin_packs WHERE user_id = ${userId} AND source = ${source} LIMIT 1`,
  );
  return rows.length > 0;
}

/** Inserts the pack a round awarded, in that round's transaction. */
export async function insertAwardedPack(
  tx: Executor,
  owner: FreeSpinOwner,
  award: AwardedPack,
  now: Date,
): Promise<void> {
  const [userId, gameSessionId, mode] =
    'userId' in owner ? [owner.userId, null, owner.mode] : [null, owner.gameSessionId, 'demo'];
  await tx.execute(sql`INSERT INTO free_spin_packs (user_id, game_session_id, game_sysname, mode, count, remaining,
        stake_minor, currency, status, source, round_id, expires_at, created_at)
      VALUES (${userId}, ${gameSessionId}, ${award.gameSysname}, ${mode}, ${award.count}, ${award.count},
        ${award.stakeMinor}, ${award.currency}, 'active', 'award', ${award.roundId},
        ${award.expiresAt}, ${now})`);
}

/** A player's granted packs still usable at `now`, oldest first. */
export async function activeGrantedPacks(
  executor: Executor,
  userId: number,
  now: Date,
  limit: number,
): Promise<FreeSpinPack[]> {
  const rows = await queryRows<PackRow>(
    executor,
    sql`SELECT ${PACK_COLUMNS} FROM free_spin_packs
        WHERE user_id = ${userId} AND mode = 'play' AND source <> 'award' AND status = 'active' AND remaining > 0
          AND expires_at > ${now}
        ORDER BY id LIMIT ${limit}`,
  );
  return rows.map(toPack);
}

export async function firstUsablePack(
  executor: Executor,
  owner: FreeSpinOwner,
  game: { gameSysname: string; currency: string },
  now: Date,
): Promise<UsablePack | null> {
  const usable = sql`${ownedBy(owner)} AND game_sysname = ${game.gameSysname} AND currency = ${game.currency}
    AND status = 'active' AND remaining > 0 AND expires_at > ${now}`;
  const [row] = await queryRows<{ id: string; total: number; stake_minor: string; source: string }>(
    executor,
    sql`SELECT id, stake_minor::text AS stake_minor, source,
          (SELECT COALESCE(SUM(remaining), 0)::int FROM free_spin_packs WHERE ${usable}) AS total
        FROM free_spin_packs WHERE ${usable}
        ORDER BY (source = 'award') DESC, id LIMIT 1`,
  );
  return row
    ? {
        packId: Number(row.id),
        remaining: Number(row.total),
        stakeMinor: BigInt(row.stake_minor),
        source: row.source,
      }
    : null;
}

/** Spends one spin of a usable pack (spent out, it becomes used); false when it had none to spend. */
export async function spendSpin(tx: Executor, packId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE free_spin_packs SET remaining = remaining - 1,
          status = CASE WHEN remaining = 1 THEN 'used' ELSE status END
        WHERE id = ${packId} AND status = 'active' AND remaining > 0 AND expires_at > ${now}
        RETURNING id`,
  );
  return row !== undefined;
}
