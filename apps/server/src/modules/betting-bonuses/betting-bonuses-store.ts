import { type Database, type Executor, queryRows } from '@jeton/db';
import type { BettingBonusStatus } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A player's betting bonus (free bet) as the service works with it. */
export interface PlayerBettingBonus {
  id: number;
  userId: number;
  title: Record<string, string>;
  currency: string;
  amountMinor: bigint;
  minOddsHundredths: number;
  validDays: number;
  status: BettingBonusStatus;
  createdAt: Date;
  expiresAt: Date;
  activatedAt: Date | null;
  endedAt: Date | null;
  betId: number | null;
  winningsMinor: bigint | null;
}

export interface NewBettingBonus {
  userId: number;
  grantKey: string;
  offerId: number | null;
  title: Record<string, string>;
  currency: string;
  amountMinor: bigint;
  minOddsHundredths: number;
  validDays: number;
  createdAt: Date;
  expiresAt: Date;
}

type Row = Record<string, unknown>;

const COLUMNS = sql`id, user_id, title, currency, amount_minor::text AS amount_minor, min_odds_hundredths,
  valid_days, status, created_at, expires_at, activated_at, ended_at, bet_id,
  winnings_minor::text AS winnings_minor`;

const dateOrNull = (value: unknown) => (value === null ? null : new Date(value as string));

function fromRow(row: Row): PlayerBettingBonus {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    title: (typeof row.title === 'string' ? JSON.parse(row.title) : row.title) as Record<string, string>,
    currency: String(row.currency).trim(),
    amountMinor: BigInt(row.amount_minor as string),
    minOddsHundredths: Number(row.min_odds_hundredths),
    validDays: Number(row.valid_days),
    status: row.status as BettingBonusStatus,
    createdAt: new Date(row.created_at as string),
    expiresAt: new Date(row.expires_at as string),
    activatedAt: dateOrNull(row.activated_at),
    endedAt: dateOrNull(row.ended_at),
    betId: row.bet_id === null ? null : Number(row.bet_id),
    winningsMinor: row.winnings_minor === null ? null : BigInt(row.winnings_minor as string),
  };
}

/** The SQL of player_betting_bonuses; only the betting-bonus service calls it. */
export class BettingBonusesStore {
  constructor(private readonly db: Database) {}

  /** Inserts a granted betting bonus once per grant key; null when the key was used before. */
  async insert(tx: Executor, bonus: NewBettingBonus): Promise<PlayerBettingBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`INSERT INTO player_betting_bonuses (user_id, grant_key, offer_id, title, currency, amount_minor,
            min_odds_hundredths, valid_days, status, created_at, expires_at)
          VALUES (${bonus.userId}, ${bonus.grantKey}, ${bonus.offerId}, ${JSON.stringify(bonus.title)}::jsonb,
            ${bonus.currency}, ${bonus.amountMinor.toString()}, ${bonus.minOddsHundredths}, ${bonus.validDays},
            'available', ${bonus.createdAt.toISOString()}, ${bonus.expiresAt.toISOString()})
          ON CONFLICT (grant_key) DO NOTHING
          RETURNING ${COLUMNS}`,
    );
    return row ? fromRow(row) : null;
  }

  /** One of the player's betting bonuses, locked for a change; null when it is not theirs. */
  async lockOwn(tx: Executor, userId: number, id: number): Promise<PlayerBettingBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`SELECT ${COLUMNS} FROM player_betting_bonuses WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
    );
    return row ? fromRow(row) : null;
  }

  /** The player's betting bonus in use (active or in a bet) in a currency, or null. */
  async inUse(tx: Executor, userId: number, currency: string): Promise<PlayerBettingBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`SELECT ${COLUMNS} FROM player_betting_bonuses
          WHERE user_id = ${userId} AND currency = ${currency} AND status IN ('active', 'staked')`,
    );
    return row ? fromRow(row) : null;
  }

  /** Sets a status (and what goes with it); answers the row as it is now. */
  async update(
    tx: Executor,
    id: number,
    change: {
      status: BettingBonusStatus;
      activatedAt?: Date;
      endedAt?: Date;
      betId?: number;
      winningsMinor?: bigint;
    },
  ): Promise<PlayerBettingBonus> {
    const sets: SQL[] = [sql`status = ${change.status}`];
    if (change.activatedAt) sets.push(sql`activated_at = ${change.activatedAt.toISOString()}`);
    if (change.endedAt) sets.push(sql`ended_at = ${change.endedAt.toISOString()}`);
    if (change.betId !== undefined) sets.push(sql`bet_id = ${change.betId}`);
    if (change.winningsMinor !== undefined)
      sets.push(sql`winnings_minor = ${change.winningsMinor.toString()}`);
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE player_betting_bonuses SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return fromRow(row!);
  }

  /** A page of the player's betting bonuses, newest first, of the given statuses (all when empty). */
  async page(
    userId: number,
    statuses: readonly BettingBonusStatus[],
    offset: number,
    count: number,
  ): Promise<{ items: PlayerBettingBonus[]; total: number }> {
    const where: SQL =
      statuses.length === 0
        ? sql`user_id = ${userId}`
        : sql`user_id = ${userId} AND status IN (${sql.join(
            statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`;
    const [rows, [counted]] = await Promise.all([
      queryRows<Row>(
        this.db,
        sql`SELECT ${COLUMNS} FROM player_betting_bonuses WHERE ${where}
            ORDER BY id DESC LIMIT ${count} OFFSET ${offset}`,
      ),
      queryRows<{ n: string }>(
        this.db,
        sql`SELECT count(*)::text AS n FROM player_betting_bonuses WHERE ${where}`,
      ),
    ]);
    return { items: rows.map(fromRow), total: Number(counted?.n ?? 0) };
  }

  /** Available and active betting bonuses past their time, oldest first: the expiry's next batch. */
  async dueForExpiry(now: Date, limit: number): Promise<{ id: number; userId: number }[]> {
    const rows = await queryRows<{ id: string; user_id: string }>(
      this.db,
      sql`SELECT id, user_id FROM player_betting_bonuses
          WHERE status IN ('available', 'active') AND expires_at <= ${now.toISOString()}
          ORDER BY expires_at LIMIT ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
  }
}
