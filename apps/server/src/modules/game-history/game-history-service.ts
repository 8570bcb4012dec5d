import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  type BetItem,
  type BetProduct,
  type BetsPage,
  type CasinoRoundItem,
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
import { type BetPeriod, SportsBetHistory } from '../sportsbook/betting/bet-history.js';
import { historyCsv } from './history-csv.js';
import { type ExportRow, HistoryExportsStore, type StoredFilters } from './history-exports-store.js';
import { historyXlsx } from './history-xlsx.js';
import { mergedWindow, type Placed } from './newest-first.js';

// The player's bets history (spec section 7, games.getHistory): casino rounds and sports bets, and
// its CSV or XLSX export, made in the background (exports-job.ts) and downloaded by
// the player alone.

export type HistoryMode = 'play' | 'demo' | 'all';

/** What the bets history shows: a product (or all), and a period [from, to) when given. */
export interface HistoryFilters {
  mode: HistoryMode;
  product: BetProduct | 'all';
  from: Date | null;
  to: Date | null;
}

/** Games' names as a locale shows them, by sysname. */
export type GameNames = (
  sysnames: string[],
  locale: LocaleCode,
  executor: Executor,
) => Promise<Map<string, string>>;

/** The export holds at most this many rows (rounds and bets), newest first. */
export const EXPORT_MAX_ROUNDS = 100_000;

/** jsonb arrives parsed from node-postgres and PGlite alike; text is parsed in case a driver differs. */
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const iso = (value: string | Date) => new Date(value).toISOString();

/** The house rounds a filter selects (the house studio's tables, read through its round-history.ts). */
function roundFilter(userId: number, filters: HistoryFilters): RoundHistoryFilter | null {
  if (filters.product === 'sports') return null;
  return { userId, mode: filters.mode, from: filters.from, to: filters.to };
}

/** The sports bets a filter selects: every one is real money (or a free bet), never demo play. */
function sportsPeriod(userId: number, filters: HistoryFilters): BetPeriod | null {
  if (filters.product === 'casino' || filters.mode === 'demo') return null;
  return { userId, from: filters.from, to: filters.to };
}

/** The sportsbook's side of the history (sportsbook/bet-history.ts): it alone reads its tables. */
export type SportsBetsHistory = Pick<SportsBetHistory, 'timeline' | 'count' | 'items'>;

/** A window of the list: rows [offset, offset + count). */
interface HistoryWindow {
  offset: number;
  count: number;
}

export class GameHistoryService {
  private readonly exports: HistoryExportsStore;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalogue: HouseCatalogue,
    private readonly settings: SettingsService,
    /** Told when an export is asked for, so the job starts at once instead of at its next tick. */
    private readonly onExportRequested: () => void = () => {},
    /** Games' names in a locale, by sysname (the catalogue's localized descriptions). */
    private readonly gameNames: GameNames = async () => new Map(),
    private readonly sportsBets: SportsBetsHistory = new SportsBetHistory(),
  ) {
    this.exports = new HistoryExportsStore(db);
  }

  async history(
    userId: number,
    page: { offset: number; count: number } & HistoryFilters,
    locale: LocaleCode,
  ): Promise<BetsPage> {
    const items = await this.items(this.db, userId, page, page, locale);
    const rounds = roundFilter(userId, page);
    const bets = sportsPeriod(userId, page);
    const [casinoTotal, sportsTotal] = await Promise.all([
      rounds ? countHistoryRounds(this.db, rounds) : 0,
      bets ? this.sportsBets.count(this.db, bets) : 0,
    ]);
    return { total: casinoTotal + sportsTotal, items };
  }

  /**
   * A window of the filter's casino rounds and sports bets, newest first. With both products each
   * is read down to the window's end and the two merged (newest-first.ts); with one, it is read
   * as it is.
   */
  private async items(
    executor: Executor,
    userId: number,
    filters: HistoryFilters,
    window: HistoryWindow,
    locale: LocaleCode,
  ): Promise<BetItem[]> {
    const rounds = roundFilter(userId, filters);
    const bets = sportsPeriod(userId, filters);
    const both = rounds !== null && bets !== null;
    const read = both
      ? { limit: window.offset + window.count }
      : { limit: window.count, offset: window.offset };
    const roundRows = rounds ? await historyRounds(executor, rounds, read) : [];
    const betTimes = bets ? await this.sportsBets.timeline(executor, bets, read) : [];
    const placed: Placed[] = [
      ...roundRows.map((row) => ({
        product: 'casino' as const,
        id: Number(row.id),
        at: new Date(row.created_at),
      })),
      ...betTimes.map((bet) => ({ product: 'sports' as const, ...bet })),
    ];
    const shown = both ? mergedWindow([placed], window.offset, window.count) : placed;
    const roundsById = new Map(roundRows.map((row) => [Number(row.id), row]));
    const shownRounds = shown.filter((p) => p.product === 'casino').map((p) => roundsById.get(p.id)!);
    const names = await this.gameNames(
      shownRounds.map((row) => row.game_sysname),
      locale,
      executor,
    );
    const sportsIds = shown.filter((p) => p.product === 'sports').map((p) => p.id);
    const sportsItems = new Map(
      (await this.sportsBets.items(executor, userId, sportsIds, locale)).map((item) => [item.id, item]),
    );
    return shown.flatMap((p): BetItem[] => {
      if (p.product === 'casino') return [this.item(roundsById.get(p.id)!, names)];
      const item = sportsItems.get(p.id);
      return item ? [item] : [];
    });
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
    const pending = await this.exports.pendingOf(userId);
    if (pending) return this.exportView(pending);
    const stored: StoredFilters = {
      mode: filters.mode,
      product: filters.product,
      from: filters.from?.toISOString() ?? null,
      to: filters.to?.toISOString() ?? null,
    };
    const created = await this.exports.insert({
      userId,
      locale,
      format,
      filters: stored,
      now: this.clock.now(),
    });
    this.onExportRequested();
    return this.exportView(created);
  }

  /** The player's export by id, or their latest; null when they never asked for one. */
  async exportRequest(userId: number, id: number | null): Promise<HistoryExport | null> {
    const row = await this.exports.latest(userId, id);
    return row ? this.exportView(row) : null;
  }

  /** The file of a ready export of this player in that format, or null (not theirs, not ready, unknown). */
  async exportFile(
    userId: number,
    id: number,
    format: HistoryExportFormat,
  ): Promise<string | Uint8Array | null> {
    const row = await this.exports.file(userId, id, format);
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
        const job = await this.exports.takePending(tx);
        if (!job) return false;
        const stored: StoredFilters = typeof job.filters === 'string' ? JSON.parse(job.filters) : job.filters;
        const filters: HistoryFilters = {
          mode: stored.mode ?? 'all',
          product: stored.product ?? 'all',
          from: stored.from ? new Date(stored.from) : null,
          to: stored.to ? new Date(stored.to) : null,
        };
        const locale = job.locale === 'fr' ? 'fr' : 'en';
        // Read in this transaction: outside it, PGlite's one connection would wait for it.
        const items = await this.items(
          tx,
          Number(job.user_id),
          filters,
          { offset: 0, count: EXPORT_MAX_ROUNDS },
          locale,
        );
        const file =
          job.format === 'xlsx'
            ? { xlsx: await historyXlsx(items, locale) }
            : { csv: historyCsv(items, locale) };
        await this.exports.markReady(tx, job.id, file, items.length, this.clock.now());
        return true;
      });
      if (!made) return done;
      done += 1;
    }
  }

  private item(row: RoundHistoryRow, names: ReadonlyMap<string, string>): CasinoRoundItem {
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
