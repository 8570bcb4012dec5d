import { type Database, type Executor, queryRows } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A win to record, as the wallet paid it. */
export interface NewBigWin {
  userId: number;
  studio: string;
  transactionId: string;
  roundId: string;
  game: string;
  currency: string;
  stakeMinor: bigint;
  winMinor: bigint;
  wonAt: Date;
}

/** A recorded win with what the lists show of its player and game. */
export interface BigWinRow {
  id: number;
  userId: number;
  login: string;
  fakename: string;
  game: string;
  gameName: string;
  imageUrl: string;
  currency: string;
  stakeMinor: bigint;
  winMinor: bigint;
  wonAt: Date;
  hiddenAt: Date | null;
}

export type BigWinFilter = 'all' | 'shown' | 'hidden';

interface RawRow extends Record<string, unknown> {
  id: string | number;
  user_id: string | number;
  login: string;
  fakename: string;
  game: string;
  game_name: string | null;
  image_url: string | null;
  currency: string;
  stake_minor: string;
  win_minor: string;
  won_at: Date | string;
  hidden_at: Date | string | null;
}

const FILTERS: Record<BigWinFilter, SQL> = {
  all: sql`true`,
  shown: sql`w.hidden_at IS NULL`,
  hidden: sql`w.hidden_at IS NOT NULL`,
};

/** The SQL of big wins: the read model written by the wallet's subscriber, read by /winners. */
export class BigWinsStore {
  constructor(private readonly db: Database) {}

  /** The real-money stakes of a round so far, its posted bets (refunded ones are not stakes). */
  async roundStakes(tx: Executor, studio: string, roundId: string): Promise<bigint> {
    const [row] = await queryRows<{ total: string | null }>(
      tx,
      sql`SELECT sum(amount_minor)::text AS total FROM wallet_transactions
        WHERE studio = ${studio} AND round_id = ${roundId} AND action = 'bet'
          AND status = 'posted' AND money = 'real'`,
    );
    return BigInt(row?.total ?? 0);
  }

  /** Records a win once: a second delivery of the same win call finds its row and adds nothing. */
  async record(tx: Executor, win: NewBigWin): Promise<number | null> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO big_wins (user_id, studio, transaction_id, round_id, game, currency, stake_minor,
          win_minor, won_at)
        VALUES (${win.userId}, ${win.studio}, ${win.transactionId}, ${win.roundId}, ${win.game},
          ${win.currency}, ${win.stakeMinor.toString()}, ${win.winMinor.toString()}, ${win.wonAt.toISOString()})
        ON CONFLICT (studio, transaction_id) DO NOTHING
        RETURNING id`,
    );
    return row ? Number(row.id) : null;
  }

  /** One page, newest first, with the count of all that match. */
  async page(
    filter: BigWinFilter,
    offset: number,
    count: number,
    locale: LocaleCode,
  ): Promise<{ rows: BigWinRow[]; total: number }> {
    const where = FILTERS[filter];
    const [rows, [counted]] = await Promise.all([
      queryRows<RawRow>(
        this.db,
        sql`${selectRows(locale)} WHERE ${where} ORDER BY w.id DESC LIMIT ${count} OFFSET ${offset}`,
      ),
      queryRows<{ total: string }>(
        this.db,
        sql`SELECT count(*)::text AS total FROM big_wins w WHERE ${where}`,
      ),
    ]);
    return { rows: rows.map(fromRaw), total: Number(counted?.total ?? 0) };
  }

  /** Shows or hides one win; answers it as it is afterwards, or null when there is no such win. */
  async setHidden(
    tx: Executor,
    id: number,
    hiddenAt: Date | null,
    locale: LocaleCode,
  ): Promise<BigWinRow | null> {
    await tx.execute(
      sql`UPDATE big_wins SET hidden_at = ${hiddenAt?.toISOString() ?? null} WHERE id = ${id}`,
    );
    const [row] = await queryRows<RawRow>(tx, sql`${selectRows(locale)} WHERE w.id = ${id}`);
    return row ? fromRaw(row) : null;
  }

  /** One win as it is, for the audit log's before. */
  async find(tx: Executor, id: number, locale: LocaleCode): Promise<BigWinRow | null> {
    const [row] = await queryRows<RawRow>(tx, sql`${selectRows(locale)} WHERE w.id = ${id} FOR UPDATE OF w`);
    return row ? fromRaw(row) : null;
  }
}

/** The win with its player and its game as the locale names it (a game removed since keeps its sysname). */
function selectRows(locale: LocaleCode): SQL {
  return sql`SELECT w.id, w.user_id, u.login, u.fakename, w.game,
      coalesce(nullif(g.description->${locale}->>'name', ''), g.name) AS game_name,
      coalesce(nullif(g.description->${locale}->>'img_288_192', ''), g.image_url) AS image_url,
      w.currency, w.stake_minor::text AS stake_minor, w.win_minor::text AS win_minor, w.won_at, w.hidden_at
    FROM big_wins w
    JOIN users u ON u.id = w.user_id
    LEFT JOIN games g ON g.sysname = w.game`;
}

function fromRaw(row: RawRow): BigWinRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    login: row.login,
    fakename: row.fakename,
    game: row.game,
    gameName: row.game_name ?? row.game,
    imageUrl: row.image_url ?? '',
    currency: row.currency,
    stakeMinor: BigInt(row.stake_minor),
    winMinor: BigInt(row.win_minor),
    wonAt: new Date(row.won_at),
    hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at),
  };
}
