import { type Database, type Executor, queryRows } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AccountStore, PlayerName } from '../account/account-store.js';
import type { ShownGame } from '../games/catalogue-store.js';

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
  game: string;
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

/** What a win's list shows of its player and game, asked of their owners (decision 0091). */
export interface BigWinOwners {
  accounts: Pick<AccountStore, 'namesOf'>;
  /** Games' names and images as a locale shows them (the catalogue's). */
  shownGames(
    sysnames: readonly string[],
    locale: LocaleCode,
    executor?: Executor,
  ): Promise<Map<string, ShownGame>>;
}

/** The SQL of big wins: the read model written by the wallet's subscriber, read by /winners. */
export class BigWinsStore {
  constructor(
    private readonly db: Database,
    private readonly owners: BigWinOwners,
  ) {}

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
        sql`${SELECT_ROWS} WHERE ${where} ORDER BY w.id DESC LIMIT ${count} OFFSET ${offset}`,
      ),
      queryRows<{ total: string }>(
        this.db,
        sql`SELECT count(*)::text AS total FROM big_wins w WHERE ${where}`,
      ),
    ]);
    return { rows: await this.present(this.db, rows, locale), total: Number(counted?.total ?? 0) };
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
    const rows = await queryRows<RawRow>(tx, sql`${SELECT_ROWS} WHERE w.id = ${id}`);
    return (await this.present(tx, rows, locale))[0] ?? null;
  }

  /** One win as it is, for the audit log's before. */
  async find(tx: Executor, id: number, locale: LocaleCode): Promise<BigWinRow | null> {
    const rows = await queryRows<RawRow>(tx, sql`${SELECT_ROWS} WHERE w.id = ${id} FOR UPDATE OF w`);
    return (await this.present(tx, rows, locale))[0] ?? null;
  }

  /** The wins with their players' names and their games as the locale names them. */
  private async present(executor: Executor, rows: RawRow[], locale: LocaleCode): Promise<BigWinRow[]> {
    const [names, games] = await Promise.all([
      this.owners.accounts.namesOf(
        rows.map((row) => Number(row.user_id)),
        executor,
      ),
      this.owners.shownGames(
        rows.map((row) => row.game),
        locale,
        executor,
      ),
    ]);
    return rows.map((row) => fromRaw(row, names.get(Number(row.user_id)), games.get(row.game)));
  }
}

const SELECT_ROWS = sql`SELECT w.id, w.user_id, w.game, w.currency, w.stake_minor::text AS stake_minor,
    w.win_minor::text AS win_minor, w.won_at, w.hidden_at
  FROM big_wins w`;

/** A win with its player and its game (a game removed since keeps its sysname). */
function fromRaw(row: RawRow, player: PlayerName | undefined, game: ShownGame | undefined): BigWinRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    login: player?.login ?? '',
    fakename: player?.fakename ?? '',
    game: row.game,
    gameName: game?.name ?? row.game,
    imageUrl: game?.image ?? '',
    currency: row.currency,
    stakeMinor: BigInt(row.stake_minor),
    winMinor: BigInt(row.win_minor),
    wonAt: new Date(row.won_at),
    hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at),
  };
}
