import { type Database, type Executor, queryRows } from '@jeton/db';
import {
  AppError,
  type BetItem,
  type BetProduct,
  type BetsPage,
  type HistoryExport,
  type HistoryExportFormat,
  type HistoryExportStatus,
  type LocaleCode,
  toMoneyAmount,
} from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { HouseCatalogue } from '../../modules/house-studio/house-games.js';
import {
  countHistoryRounds,
  historyRounds,
  type RoundHistoryFilter,
  type RoundHistoryRow,
} from '../house-studio/round-history.js';
import type { SettingsService } from '../settings/settings-service.js';
import { historyCsv } from './history-csv.js';
import { historyXlsx } from './history-xlsx.js';

// The player's game history (spec section 7, games.getHistory) and its CSV export, made in the
// background (jobs/game-history-exports.ts) and downloaded by the player alone.

export type HistoryMode = 'play' | 'demo' | 'all';

/** What the bets history shows: a product (or all), and a period [from, to) when given. */
export interface HistoryFilters {
  mode: HistoryMode;
  product: BetProduct | 'all';
  from: Date | null;
  to: Date | null;
}

/** The filters as an export keeps them (JSON). */
interface StoredFilters {
  mode?: HistoryMode;
  product?: BetProduct | 'all';
  from?: string | null;
  to?: string | null;
}

/** Games' names as a locale shows them, by sysname. */
export type GameNames = (
  sysnames: string[],
  locale: LocaleCode,
  executor: Executor,
) => Promise<Map<string, string>>;

/** The export holds at most this many rounds, newest first. */
export const EXPORT_MAX_ROUNDS = 100_000;

interface ExportRow extends Record<string, unknown> {
  id: string;
  status: HistoryExportStatus;
  format: HistoryExportFormat;
  created_at: string | Date;
  completed_at: string | Date | null;
  row_count: number | null;
}

/** jsonb arrives parsed from node-postgres and PGlite alike; text is parsed in case a driver differs. */
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const iso = (value: string | Date) => new Date(value).toISOString();

const EXPORT_COLUMNS = sql`id, status, format, created_at, completed_at, row_count`;

/**
 * The house rounds a filter selects (the house studio's tables, read through its round-history.ts).
 * Every house round is a casino round; when sports bets exist they come from their own table, and
 * a "sports" filter selects none of these: null.
 */
function roundFilter(userId: number, filters: HistoryFilters): RoundHistoryFilter | null {
  if (filters.product === 'sports') return null;
  return { userId, mode: filters.mode, from: filters.from, to: filters.to };
}

export class GameHistoryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalogue: HouseCatalogue,
    private readonly settings: SettingsService,
    /** Told when an export is asked for, so the job starts at once instead of at its next tick. */
    private readonly onExportRequested: () => void = () => {},
    /** Games' names in a locale, by sysname (the catalogue's localized descriptions). */
    private readonly gameNames: GameNames = async () => new Map(),
  ) {}

  async history(
    userId: number,
    page: { offset: number; count: number } & HistoryFilters,
    locale: LocaleCode,
  ): Promise<BetsPage> {
    const filter = roundFilter(userId, page);
    if (!filter) return { total: 0, items: [] };
    const rows = await historyRounds(this.db, filter, { limit: page.count, offset: page.offset });
    const total = await countHistoryRounds(this.db, filter);
    const names = await this.gameNames(
      rows.map((row) => row.game_sysname),
      locale,
      this.db,
    );
    return { total, items: rows.map((row) => this.item(row, names)) };
  }

  /** Asks for an export: a pending one is answered as is, so a player cannot queue many. */
  async requestExport(
    userId: number,
    locale: LocaleCode,
    format: HistoryExportFormat = 'csv',
    filters: HistoryFilters = { mode: 'play', product: 'all', from: null, to: null },
  ): Promise<HistoryExport> {
    if (!(await this.settings.generalInfo()).is_game_history_export_enabled) {
      throw new AppError('InvalidRequestException', 'Game history export is not available', {
        code: 'GAME_HISTORY_EXPORT_DISABLED',
      });
    }
    const [pending] = await queryRows<ExportRow>(
      this.db,
      sql`SELECT ${EXPORT_COLUMNS} FROM game_history_exports
          WHERE user_id = ${userId} AND status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    if (pending) return this.exportView(pending);
    const stored: StoredFilters = {
      mode: filters.mode,
      product: filters.product,
      from: filters.from?.toISOString() ?? null,
      to: filters.to?.toISOString() ?? null,
    };
    const [created] = await queryRows<ExportRow>(
      this.db,
      sql`INSERT INTO game_history_exports (user_id, status, locale, format, filters, created_at)
          VALUES (${userId}, 'pending', ${locale}, ${format}, ${JSON.stringify(stored)}::jsonb, ${this.clock.now()})
          RETURNING ${EXPORT_COLUMNS}`,
    );
    this.onExportRequested();
    return this.exportView(created!);
  }

  /** The player's export by id, or their latest; null when they never asked for one. */
  async exportRequest(userId: number, id: number | null): Promise<HistoryExport | null> {
    const [row] = await queryRows<ExportRow>(
      this.db,
      sql`SELECT ${EXPORT_COLUMNS} FROM game_history_exports
          WHERE user_id = ${userId} ${id === null ? sql`` : sql`AND id = ${id}`} ORDER BY id DESC LIMIT 1`,
    );
    return row ? this.exportView(row) : null;
  }

  /** The file of a ready export of this player in that format, or null (not theirs, not ready, unknown). */
  async exportFile(
    userId: number,
    id: number,
    format: HistoryExportFormat,
  ): Promise<string | Uint8Array | null> {
    const [row] = await queryRows<{ csv: string | null; xlsx: Uint8Array | null }>(
      this.db,
      sql`SELECT csv, xlsx FROM game_history_exports
          WHERE id = ${id} AND user_id = ${userId} AND status = 'ready' AND format = ${format}`,
    );
    if (!row) return null;
    return format === 'csv' ? row.csv : row.xlsx === null ? null : new Uint8Array(row.xlsx);
  }

  /**
   * Makes the CSV of every pending export, one at a time. Each is taken with SKIP LOCKED in its own
   * transaction, so several app servers running the job never make the same file twice.
   */
  async processPendingExports(): Promise<number> {
    let done = 0;
    for (;;) {
      const made = await this.db.transaction(async (tx) => {
        const [job] = await queryRows<{
          id: string;
          user_id: string;
          locale: string;
          format: HistoryExportFormat;
          filters: StoredFilters | string;
        }>(
          tx,
          sql`SELECT id, user_id, locale, format, filters FROM game_history_exports WHERE status = 'pending'
              ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        );
        if (!job) return false;
        const stored: StoredFilters = typeof job.filters === 'string' ? JSON.parse(job.filters) : job.filters;
        const filters: HistoryFilters = {
          mode: stored.mode ?? 'all',
          product: stored.product ?? 'all',
          from: stored.from ? new Date(stored.from) : null,
          to: stored.to ? new Date(stored.to) : null,
        };
        const filter = roundFilter(Number(job.user_id), filters);
        const rows = filter ? await historyRounds(tx, filter, { limit: EXPORT_MAX_ROUNDS }) : [];
        const locale = job.locale === 'fr' ? 'fr' : 'en';
        // Read in this transaction: outside it, PGlite's one connection would wait for it.
        const names = await this.gameNames(
          rows.map((row) => row.game_sysname),
          locale,
          tx,
        );
        const items = rows.map((row) => this.item(row, names));
        const file =
          job.format === 'xlsx'
            ? sql`xlsx = ${await historyXlsx(items, locale)}`
            : sql`csv = ${historyCsv(items, locale)}`;
        await tx.execute(sql`UPDATE game_history_exports
            SET status = 'ready', ${file}, row_count = ${rows.length}, completed_at = ${this.clock.now()}
            WHERE id = ${job.id}`);
        return true;
      });
      if (!made) return done;
      done += 1;
    }
  }

  private item(row: RoundHistoryRow, names: ReadonlyMap<string, string>): BetItem {
    const currency = row.currency.trim();
    const money = (minor: string) => toMoneyAmount(BigInt(minor), currency);
    return {
      id: Number(row.id),
      product: 'casino',
      game: {
        sysname: row.game_sysname,
        name: names.get(row.game_sysname) ?? this.catalogue.find(row.game_sysname)?.name ?? row.game_sysname,
      },
      mode: row.mode,
      status: row.status,
      stake: money(row.stake_minor),
      win: money(row.win_minor),
      balance_before: money(row.balance_before_minor),
      balance_after: money(row.balance_after_minor),
      free_spin: row.free_spin_pack_id !== null,
      created_at: iso(row.created_at),
      settled_at: row.settled_at === null ? null : iso(row.settled_at),
      seed: {
        commitment: row.commitment,
        client_seed: row.client_seed,
        nonce: Number(row.nonce),
        server_seed: row.server_seed,
      },
      replay: {
        kind: row.kind,
        bet: parseJson(row.bet),
        actions: (parseJson(row.steps) as { action?: unknown }[] | null)?.map((step) => step.action) ?? [],
      },
    };
  }

  private exportView(row: ExportRow): HistoryExport {
    return {
      id: Number(row.id),
      status: row.status,
      format: row.format,
      created_at: iso(row.created_at),
      completed_at: row.completed_at === null ? null : iso(row.completed_at),
      row_count: row.row_count === null ? null : Number(row.row_count),
      download_url: row.status === 'ready' ? exportDownloadPath(Number(row.id), row.format) : null,
    };
  }
}

export function exportDownloadPath(id: number, format: HistoryExportFormat = 'csv'): string {
  return `/platform/game-history/exports/${id}.${format}`;
}
