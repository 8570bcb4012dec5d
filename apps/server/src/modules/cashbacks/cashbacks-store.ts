import { type Database, type Executor, queryRows } from '@jeton/db';
import type { CashbackStatus } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AccountStore } from '../account/account-store.js';
import type { PeriodRange } from './cashback-period.js';

/** A player's cashback as the service works with it. */
export interface StoredCashback {
  id: number;
  userId: number;
  periodKey: string;
  currency: string;
  startsAt: Date;
  endsAt: Date;
  lossMinor: bigint;
  percentBp: number;
  maxAmountMinor: bigint;
  amountMinor: bigint;
  status: CashbackStatus;
  createdAt: Date;
  receivingExpiredAt: Date;
  paidOutAt: Date | null;
}

export interface NewCashback {
  userId: number;
  lossMinor: bigint;
  amountMinor: bigint;
}

interface Row extends Record<string, unknown> {
  id: string | number;
  user_id: string | number;
  period_key: string;
  currency: string;
  starts_at: Date | string;
  ends_at: Date | string;
  loss_minor: string;
  percent_bp: number;
  max_amount_minor: string;
  amount_minor: string;
  status: CashbackStatus;
  created_at: Date | string;
  receiving_expired_at: Date | string;
  paid_out_at: Date | string | null;
}

const COLUMNS = sql`id, user_id, period_key, currency, starts_at, ends_at, loss_minor::text AS loss_minor,
  percent_bp, max_amount_minor::text AS max_amount_minor, amount_minor::text AS amount_minor, status, created_at,
  receiving_expired_at, paid_out_at`;

function fromRow(row: Row): StoredCashback {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    periodKey: row.period_key,
    currency: row.currency.trim(),
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    lossMinor: BigInt(row.loss_minor),
    percentBp: Number(row.percent_bp),
    maxAmountMinor: BigInt(row.max_amount_minor),
    amountMinor: BigInt(row.amount_minor),
    status: row.status,
    createdAt: new Date(row.created_at),
    receivingExpiredAt: new Date(row.receiving_expired_at),
    paidOutAt: row.paid_out_at === null ? null : new Date(row.paid_out_at),
  };
}

const statusList = (statuses: readonly CashbackStatus[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

/** The SQL of cashbacks and cashback_periods; only the cashbacks module calls it. */
export class CashbacksStore {
  constructor(
    private readonly db: Database,
    /** The players' logins are the account module's (decision 0091). */
    private readonly accounts: Pick<AccountStore, 'namesOf'>,
  ) {}

  /**
   * Claims a period for computation: answers false when it was computed before. A second server
   * computing the same period waits here on the key until the first commits, then finds it taken.
   */
  async claimPeriod(tx: Executor, period: PeriodRange, currency: string, now: Date): Promise<boolean> {
    const rows = await queryRows<{ period_key: string }>(
      tx,
      sql`INSERT INTO cashback_periods (period_key, currency, starts_at, ends_at, computed_at, cashbacks, total_minor)
        VALUES (${period.key}, ${currency}, ${period.startsAt.toISOString()}, ${period.endsAt.toISOString()},
          ${now.toISOString()}, 0, 0)
        ON CONFLICT (period_key, currency) DO NOTHING
        RETURNING period_key`,
    );
    return rows.length === 1;
  }

  async recordPeriodTotals(tx: Executor, key: string, currency: string, count: number, totalMinor: bigint) {
    await tx.execute(sql`UPDATE cashback_periods SET cashbacks = ${count}, total_minor = ${totalMinor.toString()}
      WHERE period_key = ${key} AND currency = ${currency}`);
  }

  /** Inserts a player's cashback once per period: answers it, or null when it exists already. */
  async insert(
    tx: Executor,
    terms: {
      period: PeriodRange;
      currency: string;
      percentBp: number;
      maxAmountMinor: bigint;
      createdAt: Date;
      receivingExpiredAt: Date;
    },
    cashback: NewCashback,
  ): Promise<StoredCashback | null> {
    const [row] = await queryRows<Row>(
      tx,
      sql`INSERT INTO cashbacks (user_id, period_key, currency, starts_at, ends_at, loss_minor, percent_bp,
          max_amount_minor, amount_minor, status, created_at, receiving_expired_at)
        VALUES (${cashback.userId}, ${terms.period.key}, ${terms.currency}, ${terms.period.startsAt.toISOString()},
          ${terms.period.endsAt.toISOString()}, ${cashback.lossMinor.toString()}, ${terms.percentBp},
          ${terms.maxAmountMinor.toString()}, ${cashback.amountMinor.toString()}, 'active',
          ${terms.createdAt.toISOString()}, ${terms.receivingExpiredAt.toISOString()})
        ON CONFLICT (user_id, period_key, currency) DO NOTHING
        RETURNING ${COLUMNS}`,
    );
    return row ? fromRow(row) : null;
  }

  /** The player's cashback by id, or their latest active one (id null), locked for a change. */
  async lockOwn(tx: Executor, userId: number, id: number | null): Promise<StoredCashback | null> {
    const which =
      id === null ? sql`status = 'active' ORDER BY ends_at DESC, id DESC LIMIT 1` : sql`id = ${id}`;
    const [row] = await queryRows<Row>(
      tx,
      sql`SELECT ${COLUMNS} FROM cashbacks WHERE user_id = ${userId} AND ${which} FOR UPDATE`,
    );
    return row ? fromRow(row) : null;
  }

  async end(tx: Executor, id: number, status: 'paid_out' | 'removed', at: Date): Promise<StoredCashback> {
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE cashbacks SET status = ${status}, ended_at = ${at.toISOString()},
          paid_out_at = ${status === 'paid_out' ? at.toISOString() : null}
        WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return fromRow(row!);
  }

  /** Marks the active cashbacks past their claim window expired; answers how many. */
  async expireDue(now: Date): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`UPDATE cashbacks SET status = 'expired', ended_at = ${now.toISOString()}
        WHERE status = 'active' AND receiving_expired_at <= ${now.toISOString()} RETURNING id`,
    );
    return rows.length;
  }

  /**
   * A page of the player's cashbacks, latest period first, of the given statuses (all when empty).
   * `statuses` are the shown ones: an active cashback past its window shows as expired.
   */
  async page(
    userId: number,
    query: { statuses: readonly CashbackStatus[]; offset: number; count: number; order: 'asc' | 'desc' },
    now: Date,
  ): Promise<{ items: StoredCashback[]; total: number }> {
    const shown = sql`CASE WHEN status = 'active' AND receiving_expired_at <= ${now.toISOString()}
      THEN 'expired' ELSE status END`;
    const where: SQL =
      query.statuses.length === 0
        ? sql`user_id = ${userId}`
        : sql`user_id = ${userId} AND ${shown} IN (${statusList(query.statuses)})`;
    const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await queryRows<Row>(
      this.db,
      sql`SELECT ${COLUMNS} FROM cashbacks WHERE ${where}
        ORDER BY ends_at ${direction}, id ${direction} LIMIT ${query.count} OFFSET ${query.offset}`,
    );
    const [counted] = await queryRows<{ n: string }>(
      this.db,
      sql`SELECT count(*)::text AS n FROM cashbacks WHERE ${where}`,
    );
    return { items: rows.map(fromRow), total: Number(counted?.n ?? 0) };
  }

  /** The back office's page: every player's cashbacks, newest first, with the player's login. */
  async adminPage(query: {
    status: CashbackStatus | 'all';
    offset: number;
    count: number;
  }): Promise<{ items: (StoredCashback & { login: string })[]; total: number }> {
    const where = query.status === 'all' ? sql`TRUE` : sql`c.status = ${query.status}`;
    const rows = await queryRows<Row>(
      this.db,
      sql`SELECT c.id, c.user_id, c.period_key, c.currency, c.starts_at, c.ends_at, c.loss_minor::text AS loss_minor,
          c.percent_bp, c.max_amount_minor::text AS max_amount_minor, c.amount_minor::text AS amount_minor,
          c.status, c.created_at, c.receiving_expired_at, c.paid_out_at
        FROM cashbacks c
        WHERE ${where} ORDER BY c.id DESC LIMIT ${query.count} OFFSET ${query.offset}`,
    );
    const names = await this.accounts.namesOf(rows.map((row) => Number(row.user_id)));
    const [counted] = await queryRows<{ n: string }>(
      this.db,
      sql`SELECT count(*)::text AS n FROM cashbacks c WHERE ${where}`,
    );
    return {
      items: rows.map((row) => ({ ...fromRow(row), login: names.get(Number(row.user_id))?.login ?? '' })),
      total: Number(counted?.n ?? 0),
    };
  }
}
