import { type Database, type Executor, queryRows } from '@jeton/db';
import type { PlayerBonusStatus } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A player's bonus as the engine works with it. */
export interface PlayerBonus {
  id: number;
  userId: number;
  title: Record<string, string>;
  currency: string;
  amountMinor: bigint;
  wagerMultiplier: number;
  wagerRequiredMinor: bigint;
  wageredMinor: bigint;
  validDays: number;
  status: PlayerBonusStatus;
  createdAt: Date;
  activatedAt: Date | null;
  expiresAt: Date | null;
  endedAt: Date | null;
  convertedMinor: bigint | null;
}

export interface NewBonus {
  userId: number;
  grantKey: string;
  offerId: number | null;
  title: Record<string, string>;
  currency: string;
  amountMinor: bigint;
  wagerMultiplier: number;
  validDays: number;
  createdAt: Date;
}

interface Row extends Record<string, unknown> {
  id: string | number;
  user_id: string | number;
  title: Record<string, string>;
  currency: string;
  amount_minor: string;
  wager_multiplier: number;
  wager_required_minor: string;
  wagered_minor: string;
  valid_days: number;
  status: PlayerBonusStatus;
  created_at: Date | string;
  activated_at: Date | string | null;
  expires_at: Date | string | null;
  ended_at: Date | string | null;
  converted_minor: string | null;
}

const COLUMNS = sql`id, user_id, title, currency, amount_minor::text AS amount_minor, wager_multiplier,
  wager_required_minor::text AS wager_required_minor, wagered_minor::text AS wagered_minor, valid_days, status,
  created_at, activated_at, expires_at, ended_at, converted_minor::text AS converted_minor`;

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function fromRow(row: Row): PlayerBonus {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    title: row.title,
    currency: row.currency.trim(),
    amountMinor: BigInt(row.amount_minor),
    wagerMultiplier: Number(row.wager_multiplier),
    wagerRequiredMinor: BigInt(row.wager_required_minor),
    wageredMinor: BigInt(row.wagered_minor),
    validDays: Number(row.valid_days),
    status: row.status,
    createdAt: new Date(row.created_at),
    activatedAt: dateOrNull(row.activated_at),
    expiresAt: dateOrNull(row.expires_at),
    endedAt: dateOrNull(row.ended_at),
    convertedMinor: row.converted_minor === null ? null : BigInt(row.converted_minor),
  };
}

/** The SQL of player_bonuses; only the bonus service calls it. */
export class BonusesStore {
  constructor(private readonly db: Database) {}

  /**
   * The players holding a bonus of the offer, as a subquery (`SELECT user_id …`) the campaigns'
   * back office counts with its own takers in one statement (decision 0091).
   */
  holdersOfOffer(offerId: SQL): SQL {
    return sql`SELECT user_id FROM player_bonuses WHERE offer_id = ${offerId}`;
  }

  /** Inserts a granted bonus once per grant key: answers it, or null when the key was used before. */
  async insert(tx: Executor, bonus: NewBonus): Promise<PlayerBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`INSERT INTO player_bonuses (user_id, grant_key, offer_id, title, currency, amount_minor, wager_multiplier,
          wager_required_minor, valid_days, status, created_at)
        VALUES (${bonus.userId}, ${bonus.grantKey}, ${bonus.offerId}, ${JSON.stringify(bonus.title)}::jsonb,
          ${bonus.currency}, ${bonus.amountMinor.toString()}, ${bonus.wagerMultiplier},
          ${(bonus.amountMinor * BigInt(bonus.wagerMultiplier)).toString()}, ${bonus.validDays}, 'available',
          ${bonus.createdAt.toISOString()})
        ON CONFLICT (grant_key) DO NOTHING
        RETURNING ${COLUMNS}`,
    );
    return row ? fromRow(row) : null;
  }

  /** One of the player's bonuses, locked for a change. */
  async lockOwn(tx: Executor, userId: number, id: number): Promise<PlayerBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`SELECT ${COLUMNS} FROM player_bonuses WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
    );
    return row ? fromRow(row) : null;
  }

  /** The player's active bonus in a currency, locked, or null. */
  async lockActive(tx: Executor, userId: number, currency: string): Promise<PlayerBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`SELECT ${COLUMNS} FROM player_bonuses
        WHERE user_id = ${userId} AND currency = ${currency} AND status = 'active' FOR UPDATE`,
    );
    return row ? fromRow(row) : null;
  }

  async activate(tx: Executor, id: number, activatedAt: Date, expiresAt: Date): Promise<PlayerBonus> {
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE player_bonuses SET status = 'active', activated_at = ${activatedAt.toISOString()},
          expires_at = ${expiresAt.toISOString()}
        WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return fromRow(row!);
  }

  /** Adds (or, for a refunded stake, takes back) wagering; never below zero. */
  async addWagered(tx: Executor, id: number, deltaMinor: bigint): Promise<PlayerBonus> {
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE player_bonuses SET wagered_minor = greatest(0, wagered_minor + ${deltaMinor.toString()})
        WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return fromRow(row!);
  }

  async end(
    tx: Executor,
    id: number,
    status: 'converted' | 'forfeited' | 'expired',
    endedAt: Date,
    convertedMinor: bigint | null,
  ): Promise<PlayerBonus> {
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE player_bonuses SET status = ${status}, ended_at = ${endedAt.toISOString()},
          converted_minor = ${convertedMinor === null ? null : convertedMinor.toString()}
        WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return fromRow(row!);
  }

  /** A page of the player's bonuses, newest first, of the given statuses (all when empty). */
  async page(
    userId: number,
    statuses: readonly PlayerBonusStatus[],
    offset: number,
    count: number,
  ): Promise<{ items: PlayerBonus[]; total: number }> {
    const where: SQL =
      statuses.length === 0
        ? sql`user_id = ${userId}`
        : sql`user_id = ${userId} AND status IN (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`;
    const rows = await queryRows<Row>(
      this.db,
      sql`SELECT ${COLUMNS} FROM player_bonuses WHERE ${where} ORDER BY id DESC LIMIT ${count} OFFSET ${offset}`,
    );
    const [counted] = await queryRows<{ n: string }>(
      this.db,
      sql`SELECT count(*)::text AS n FROM player_bonuses WHERE ${where}`,
    );
    return { items: rows.map(fromRow), total: Number(counted?.n ?? 0) };
  }

  /** Active bonuses past their time, oldest first: the expiry's next batch. */
  async dueForExpiry(now: Date, limit: number): Promise<{ id: number; userId: number }[]> {
    const rows = await queryRows<{ id: string; user_id: string }>(
      this.db,
      sql`SELECT id, user_id FROM player_bonuses WHERE status = 'active' AND expires_at <= ${now.toISOString()}
        ORDER BY expires_at LIMIT ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
  }
}
