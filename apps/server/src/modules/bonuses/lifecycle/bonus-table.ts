import { type Database, type Executor, queryRows } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

/** What every granted bonus records, whichever its engine: its terms are copied in (decision 0060). */
export interface GrantedBonus {
  userId: number;
  grantKey: string;
  offerId: number | null;
  title: Record<string, string>;
  currency: string;
  amountMinor: bigint;
  validDays: number;
  createdAt: Date;
}

/** How an engine's store describes its own table to the reads every bonus table answers alike. */
export interface BonusTableShape<B> {
  /** The owning store's table: its name is written there, and only there. */
  table: SQL;
  columns: SQL;
  fromRow(row: Record<string, unknown>): B;
  /** Statuses of a bonus in use: one per player and currency. */
  inUse: readonly string[];
  /** Statuses that expire once past `expires_at`. */
  expiring: readonly string[];
}

const statusIn = (statuses: readonly string[]) =>
  sql`status IN (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/**
 * The statements of the bonus lifecycle that read and write both bonus tables (`player_bonuses`,
 * `player_betting_bonuses`) alike: the base of each owner's store, run on that store's own table.
 */
export abstract class BonusTable<B> {
  constructor(
    protected readonly db: Database,
    private readonly shape: BonusTableShape<B>,
  ) {}

  /**
   * Inserts a granted bonus, available, once per grant key: null when the key was used before.
   * `own` holds the engine's own columns (a wagering multiple, a free bet's lowest odds).
   */
  protected async insertOnce(
    tx: Executor,
    bonus: GrantedBonus,
    own: Record<string, unknown>,
  ): Promise<B | null> {
    const { table, columns, fromRow } = this.shape;
    const values: Record<string, unknown> = {
      user_id: bonus.userId,
      grant_key: bonus.grantKey,
      offer_id: bonus.offerId,
      title: sql`${JSON.stringify(bonus.title)}::jsonb`,
      currency: bonus.currency,
      amount_minor: bonus.amountMinor.toString(),
      valid_days: bonus.validDays,
      created_at: bonus.createdAt.toISOString(),
      ...own,
    };
    const names = sql.join(
      Object.keys(values).map((name) => sql.identifier(name)),
      sql`, `,
    );
    const given = sql.join(
      Object.values(values).map((value) => sql`${value}`),
      sql`, `,
    );
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`INSERT INTO ${table} (${names}, status) VALUES (${given}, 'available')
          ON CONFLICT (grant_key) DO NOTHING
          RETURNING ${columns}`,
    );
    return row ? fromRow(row) : null;
  }

  async lockOwn(tx: Executor, userId: number, id: number): Promise<B | null> {
    const { table, columns, fromRow } = this.shape;
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT ${columns} FROM ${table} WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
    );
    return row ? fromRow(row) : null;
  }

  async inUse(tx: Executor, userId: number, currency: string): Promise<B | null> {
    const { table, columns, fromRow } = this.shape;
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`SELECT ${columns} FROM ${table}
          WHERE user_id = ${userId} AND currency = ${currency} AND ${statusIn(this.shape.inUse)}`,
    );
    return row ? fromRow(row) : null;
  }

  /** A page of the player's bonuses, newest first, of the given statuses (all when empty). */
  async page(
    userId: number,
    statuses: readonly string[],
    offset: number,
    count: number,
  ): Promise<{ items: B[]; total: number }> {
    const { table, columns, fromRow } = this.shape;
    const where =
      statuses.length === 0 ? sql`user_id = ${userId}` : sql`user_id = ${userId} AND ${statusIn(statuses)}`;
    const [rows, [counted]] = await Promise.all([
      queryRows<Record<string, unknown>>(
        this.db,
        sql`SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY id DESC LIMIT ${count} OFFSET ${offset}`,
      ),
      queryRows<{ n: string }>(this.db, sql`SELECT count(*)::text AS n FROM ${table} WHERE ${where}`),
    ]);
    return { items: rows.map(fromRow), total: Number(counted?.n ?? 0) };
  }

  async dueForExpiry(now: Date, limit: number): Promise<{ id: number; userId: number }[]> {
    const rows = await queryRows<{ id: string; user_id: string }>(
      this.db,
      sql`SELECT id, user_id FROM ${this.shape.table}
          WHERE ${statusIn(this.shape.expiring)} AND expires_at <= ${now.toISOString()}
          ORDER BY expires_at LIMIT ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
  }
}
