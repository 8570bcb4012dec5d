import { type Database, type Executor, queryRows } from '@jeton/db';
import type { BettingBonusStatus } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import { BonusTable, type GrantedBonus } from '../bonuses/lifecycle/bonus-table.js';
import type { EndStatus, LifecycleStore } from '../bonuses/lifecycle/lifecycle-types.js';

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

export interface NewBettingBonus extends GrantedBonus {
  minOddsHundredths: number;
  /** Set at the grant: the free bet's clock starts then (decision 0070). */
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
export class BettingBonusesStore
  extends BonusTable<PlayerBettingBonus>
  implements LifecycleStore<PlayerBettingBonus, NewBettingBonus>
{
  constructor(db: Database) {
    super(db, {
      table: sql`player_betting_bonuses`,
      columns: COLUMNS,
      fromRow,
      // One in use per player and currency: active, or in a bet.
      inUse: ['active', 'staked'],
      // A staked one is settled by its bet.
      expiring: ['available', 'active'],
    });
  }

  insert(tx: Executor, bonus: NewBettingBonus): Promise<PlayerBettingBonus | null> {
    return this.insertOnce(tx, bonus, {
      min_odds_hundredths: bonus.minOddsHundredths,
      expires_at: bonus.expiresAt.toISOString(),
    });
  }

  /** Its expiry was set at the grant: activation keeps it. */
  markActive(tx: Executor, id: number, activatedAt: Date): Promise<PlayerBettingBonus> {
    return this.update(tx, id, { status: 'active', activatedAt });
  }

  /** Forfeited or expired: a free bet never converts (its winnings are its bet's). */
  markEnded(tx: Executor, id: number, end: { status: EndStatus; at: Date }): Promise<PlayerBettingBonus> {
    if (end.status === 'converted') throw new Error('A betting bonus does not convert');
    return this.update(tx, id, { status: end.status, endedAt: end.at });
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
}
