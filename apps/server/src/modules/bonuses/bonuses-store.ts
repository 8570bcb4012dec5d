import { type Database, type Executor, queryRows } from '@jeton/db';
import type { PlayerBonusStatus } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import { BonusTable, type GrantedBonus } from './lifecycle/bonus-table.js';
import type { EndStatus, LifecycleStore } from './lifecycle/lifecycle-types.js';

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

export interface NewBonus extends GrantedBonus {
  wagerMultiplier: number;
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
export class BonusesStore extends BonusTable<PlayerBonus> implements LifecycleStore<PlayerBonus, NewBonus> {
  constructor(db: Database) {
    super(db, {
      table: sql`player_bonuses`,
      columns: COLUMNS,
      fromRow: (row) => fromRow(row as Row),
      inUse: ['active'],
      // An available bonus's clock has not started: it has no expiry yet.
      expiring: ['active'],
    });
  }

  /**
   * The players holding a bonus of the offer, as a subquery (`SELECT user_id …`) the campaigns'
   * back office counts with its own takers in one statement (decision 0091).
   */
  holdersOfOffer(offerId: SQL): SQL {
    return sql`SELECT user_id FROM player_bonuses WHERE offer_id = ${offerId}`;
  }

  insert(tx: Executor, bonus: NewBonus): Promise<PlayerBonus | null> {
    return this.insertOnce(tx, bonus, {
      wager_multiplier: bonus.wagerMultiplier,
      wager_required_minor: (bonus.amountMinor * BigInt(bonus.wagerMultiplier)).toString(),
    });
  }

  /** The player's active bonus in a currency, locked (its wagering changes), or null. */
  async lockActive(tx: Executor, userId: number, currency: string): Promise<PlayerBonus | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`SELECT ${COLUMNS} FROM player_bonuses
        WHERE user_id = ${userId} AND currency = ${currency} AND status = 'active' FOR UPDATE`,
    );
    return row ? fromRow(row) : null;
  }

  async markActive(
    tx: Executor,
    id: number,
    activatedAt: Date,
    expiresAt: Date | null,
  ): Promise<PlayerBonus> {
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE player_bonuses SET status = 'active', activated_at = ${activatedAt.toISOString()},
          expires_at = ${expiresAt?.toISOString() ?? null}
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

  async markEnded(
    tx: Executor,
    id: number,
    end: { status: EndStatus; at: Date; convertedMinor: bigint | null },
  ): Promise<PlayerBonus> {
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE player_bonuses SET status = ${end.status}, ended_at = ${end.at.toISOString()},
          converted_minor = ${end.convertedMinor === null ? null : end.convertedMinor.toString()}
        WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return fromRow(row!);
  }
}
