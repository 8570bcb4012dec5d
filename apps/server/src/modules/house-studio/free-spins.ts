import { type Database, type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { studioError } from './studio-errors.js';

// Free-spin packs (spec section 3 "Free-spin pack"): spins of one game at a fixed stake. A free spin
// takes no stake; its win is paid through the wallet like any other. Packs are granted to a player
// (an operator, a promotion) or awarded by the game itself (the slot's scatters); the awarded ones
// are spent first, as the slot's free-spin feature.

/** How long spins a round awarded stay playable. */
export const AWARDED_SPINS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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

/** The pack a free spin will be taken from. */
export interface NextFreeSpin {
  packId: number;
  /** Spins left on the game, over every usable pack. */
  remaining: number;
  stakeMinor: bigint;
  /** Spins awarded by the game play its free-spin feature; granted ones are ordinary spins. */
  feature: boolean;
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

export class FreeSpinsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async grant(request: GrantRequest, executor: Executor = this.db): Promise<FreeSpinPack> {
    const [row] = await queryRows<PackRow>(
      executor,
      sql`INSERT INTO free_spin_packs (user_id, game_sysname, mode, count, remaining, stake_minor, currency, status,
            source, expires_at, created_at)
          VALUES (${request.userId}, ${request.gameSysname}, 'play', ${request.count}, ${request.count},
            ${request.stakeMinor}, ${request.currency}, 'active', ${request.source}, ${request.expiresAt},
            ${this.clock.now()})
          RETURNING ${PACK_COLUMNS}`,
    );
    return toPack(row!);
  }

  /** Whether the player was ever granted a pack from this source (used, expired or not): a seed's check. */
  async hasGranted(userId: number, source: GrantRequest['source']): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`SELECT 1 FROM free_spin_packs WHERE user_id = ${userId} AND source = ${source} LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** Spins a round of the game awarded, in that round's transaction, at that round's stake. */
  async award(
    tx: Executor,
    owner: FreeSpinOwner,
    award: { gameSysname: string; count: number; stakeMinor: bigint; currency: string; roundId: number },
  ): Promise<void> {
    const [userId, gameSessionId, mode] =
      'userId' in owner ? [owner.userId, null, owner.mode] : [null, owner.gameSessionId, 'demo'];
    const now = this.clock.now();
    await tx.execute(sql`INSERT INTO free_spin_packs (user_id, game_session_id, game_sysname, mode, count, remaining,
          stake_minor, currency, status, source, round_id, expires_at, created_at)
        VALUES (${userId}, ${gameSessionId}, ${award.gameSysname}, ${mode}, ${award.count}, ${award.count},
          ${award.stakeMinor}, ${award.currency}, 'active', 'award', ${award.roundId},
          ${new Date(now.getTime() + AWARDED_SPINS_TTL_MS)}, ${now})`);
  }

  /** A player's granted packs still usable (active, spins left, not expired), oldest first: `freespins/get`. */
  async activeGranted(userId: number, limit: number): Promise<FreeSpinPack[]> {
    const rows = await queryRows<PackRow>(
      this.db,
      sql`SELECT ${PACK_COLUMNS} FROM free_spin_packs
          WHERE user_id = ${userId} AND mode = 'play' AND source <> 'award' AND status = 'active' AND remaining > 0
            AND expires_at > ${this.clock.now()}
          ORDER BY id LIMIT ${limit}`,
    );
    return rows.map(toPack);
  }

  /** The pack the next free spin of a game comes from, with the spins left; null when none. */
  async next(
    owner: FreeSpinOwner,
    gameSysname: string,
    currency: string,
    executor: Executor = this.db,
  ): Promise<NextFreeSpin | null> {
    const usable = sql`${ownedBy(owner)} AND game_sysname = ${gameSysname} AND currency = ${currency}
      AND status = 'active' AND remaining > 0 AND expires_at > ${this.clock.now()}`;
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
          feature: row.source === 'award',
        }
      : null;
  }

  /**
   * Spends one spin of a pack, in the round's transaction (which holds the player's seed pair, so
   * rounds of one player spend one after another). A pack spent out becomes used.
   */
  async spend(tx: Executor, packId: number): Promise<void> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE free_spin_packs SET remaining = remaining - 1,
            status = CASE WHEN remaining = 1 THEN 'used' ELSE status END
          WHERE id = ${packId} AND status = 'active' AND remaining > 0 AND expires_at > ${this.clock.now()}
          RETURNING id`,
    );
    if (!row) throw studioError('INVALID_BET', 'No free spins are left');
  }
}
