import { type Executor, queryRows } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AccountStore, PlayerName } from '../account/account-store.js';

// SQL of the jackpot tables: the jackpots with their terms in force and running cycle, and the
// closed cycles (winners). Amounts come back in minor units; the pool's balance is the ledger's.

export interface JackpotRow {
  id: number;
  sysname: string;
  currency: string;
  status: 'active' | 'paused';
  version: number;
  poolAccountId: number;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  seedMinor: bigint;
  rateBp: number;
  dropMinMinor: bigint;
  dropMaxMinor: bigint;
  games: string[];
  createdAt: Date;
  cycle: {
    number: number;
    dropMinMinor: bigint;
    dropMaxMinor: bigint;
    commitment: string;
    startedAt: Date;
  };
}

export interface WinRow {
  jackpotId: number;
  nameEn: string;
  nameFr: string;
  currency: string;
  cycle: number;
  game: string;
  fakename: string;
  login: string;
  amountMinor: bigint;
  wonAt: Date;
  dropAmountMinor: bigint;
  salt: string;
  commitment: string;
}

const JACKPOT_COLUMNS = sql`j.id, j.sysname, j.currency, j.status, j.version, j.pool_account_id, j.created_at,
  v.name_en, v.name_fr, v.description_en, v.description_fr, v.seed_minor, v.rate_bp, v.drop_min_minor,
  v.drop_max_minor, v.games, c.number AS cycle_number, c.drop_min_minor AS cycle_min,
  c.drop_max_minor AS cycle_max, c.commitment, c.started_at`;
const JACKPOT_FROM = sql`jackpots j
  JOIN jackpot_versions v ON v.jackpot_id = j.id AND v.version = j.version
  JOIN jackpot_cycles c ON c.jackpot_id = j.id AND c.won_at IS NULL`;

export class JackpotStore {
  constructor(
    private readonly db: Executor,
    /** The winners' names are the account module's (decision 0091). */
    private readonly accounts: Pick<AccountStore, 'namesOf'>,
  ) {}

  /** The names of these winners, by id (read in the caller's executor). */
  winnerNames(userIds: readonly number[], executor: Executor = this.db): Promise<Map<number, PlayerName>> {
    return this.accounts.namesOf(userIds, executor);
  }

  /** A page of jackpots (only running ones unless `paused` is asked for), oldest first, with the total. */
  async list(filter: {
    offset: number;
    count: number;
    ids?: readonly number[];
    withPaused?: boolean;
  }): Promise<{ rows: JackpotRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (!filter.withPaused) conditions.push(sql`j.status = 'active'`);
    if (filter.ids) {
      if (filter.ids.length === 0) return { rows: [], total: 0 };
      conditions.push(
        sql`j.id IN (${sql.join(
          filter.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${JACKPOT_COLUMNS} FROM ${JACKPOT_FROM} ${where}
          ORDER BY j.id LIMIT ${filter.count} OFFSET ${filter.offset}`,
    );
    const [counted] = await queryRows<{ total: string }>(
      this.db,
      sql`SELECT count(*) AS total FROM ${JACKPOT_FROM} ${where}`,
    );
    return { rows: rows.map(jackpotOf), total: Number(counted?.total ?? 0) };
  }

  /** Whether a jackpot has this sysname: the seed makes its demo jackpots once. */
  async hasSysname(sysname: string): Promise<boolean> {
    const rows = await queryRows(this.db, sql`SELECT 1 FROM jackpots WHERE sysname = ${sysname}`);
    return rows.length > 0;
  }

  async byId(id: number, executor: Executor = this.db): Promise<JackpotRow | null> {
    const [row] = await queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT ${JACKPOT_COLUMNS} FROM ${JACKPOT_FROM} WHERE j.id = ${id}`,
    );
    return row ? jackpotOf(row) : null;
  }

  /** Closed cycles, newest win first, with what a player needs to check each draw. */
  async wins(filter: {
    offset: number;
    count: number;
    jackpotId?: number;
  }): Promise<{ rows: WinRow[]; total: number }> {
    const where = sql`c.won_at IS NOT NULL${filter.jackpotId === undefined ? sql`` : sql` AND c.jackpot_id = ${filter.jackpotId}`}`;
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT c.jackpot_id, v.name_en, v.name_fr, j.currency, c.number, c.win_game, c.won_by,
            c.win_amount_minor, c.won_at, c.drop_amount_minor, c.salt, c.commitment
          FROM jackpot_cycles c
          JOIN jackpots j ON j.id = c.jackpot_id
          JOIN jackpot_versions v ON v.jackpot_id = j.id AND v.version = j.version
          WHERE ${where}
          ORDER BY c.won_at DESC, c.id DESC LIMIT ${filter.count} OFFSET ${filter.offset}`,
    );
    const [counted] = await queryRows<{ total: string }>(
      this.db,
      sql`SELECT count(*) AS total FROM jackpot_cycles c WHERE ${where}`,
    );
    const names = await this.winnerNames(rows.flatMap((r) => (r.won_by === null ? [] : [Number(r.won_by)])));
    return {
      total: Number(counted?.total ?? 0),
      rows: rows.map((r) => ({
        jackpotId: Number(r.jackpot_id),
        nameEn: String(r.name_en),
        nameFr: String(r.name_fr),
        currency: String(r.currency).trim(),
        cycle: Number(r.number),
        game: String(r.win_game ?? ''),
        fakename: names.get(Number(r.won_by))?.fakename ?? '',
        login: names.get(Number(r.won_by))?.login ?? '',
        amountMinor: BigInt(String(r.win_amount_minor)),
        wonAt: new Date(r.won_at as string),
        dropAmountMinor: BigInt(String(r.drop_amount_minor)),
        salt: String(r.salt),
        commitment: String(r.commitment),
      })),
    };
  }
}

export function localized(row: { nameEn: string; nameFr: string }, locale: LocaleCode): string {
  return locale === 'fr' ? row.nameFr : row.nameEn;
}

function jackpotOf(r: Record<string, unknown>): JackpotRow {
  const games = typeof r.games === 'string' ? JSON.parse(r.games) : r.games;
  return {
    id: Number(r.id),
    sysname: String(r.sysname),
    currency: String(r.currency).trim(),
    status: r.status === 'paused' ? 'paused' : 'active',
    version: Number(r.version),
    poolAccountId: Number(r.pool_account_id),
    nameEn: String(r.name_en),
    nameFr: String(r.name_fr),
    descriptionEn: String(r.description_en),
    descriptionFr: String(r.description_fr),
    seedMinor: BigInt(String(r.seed_minor)),
    rateBp: Number(r.rate_bp),
    dropMinMinor: BigInt(String(r.drop_min_minor)),
    dropMaxMinor: BigInt(String(r.drop_max_minor)),
    games: Array.isArray(games) ? games.map(String) : [],
    createdAt: new Date(r.created_at as string),
    cycle: {
      number: Number(r.cycle_number),
      dropMinMinor: BigInt(String(r.cycle_min)),
      dropMaxMinor: BigInt(String(r.cycle_max)),
      commitment: String(r.commitment),
      startedAt: new Date(r.started_at as string),
    },
  };
}
