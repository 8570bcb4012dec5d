import { type Database, queryRows } from '@jeton/db';
import { AppError, type LocaleCode, type MoneyAmount, toMoneyAmount } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { HouseCatalogue } from '../../providers/games/house-games.js';
import type { SettingsService } from '../settings/settings-service.js';
import { historyCsv } from './history-csv.js';

// The player's game history (spec section 7, games.getHistory) and its CSV export, made in the
// background (jobs/game-history-exports.ts) and downloaded by the player alone.

export type HistoryMode = 'play' | 'demo' | 'all';

export interface HistoryItem {
  id: number;
  game: { sysname: string; name: string };
  mode: string;
  status: string;
  stake: MoneyAmount;
  win: MoneyAmount;
  balance_before: MoneyAmount;
  balance_after: MoneyAmount;
  free_spin: boolean;
  created_at: string;
  settled_at: string | null;
  seed: { commitment: string; client_seed: string; nonce: number; server_seed: string | null };
}

export interface HistoryExport {
  id: number;
  status: 'pending' | 'ready' | 'failed';
  created_at: string;
  completed_at: string | null;
  row_count: number | null;
  /** Where the player downloads the file once it is ready. */
  download_url: string | null;
}

/** The export holds at most this many rounds, newest first. */
export const EXPORT_MAX_ROUNDS = 100_000;

interface HistoryRow extends Record<string, unknown> {
  id: string;
  game_sysname: string;
  mode: string;
  status: string;
  currency: string;
  stake_minor: string;
  win_minor: string;
  balance_before_minor: string;
  balance_after_minor: string;
  free_spin_pack_id: string | null;
  created_at: string | Date;
  settled_at: string | Date | null;
  commitment: string;
  client_seed: string;
  nonce: number;
  server_seed: string | null;
}

interface ExportRow extends Record<string, unknown> {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  created_at: string | Date;
  completed_at: string | Date | null;
  row_count: number | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export class GameHistoryService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalogue: HouseCatalogue,
    private readonly settings: SettingsService,
    /** Told when an export is asked for, so the job starts at once instead of at its next tick. */
    private readonly onExportRequested: () => void = () => {},
  ) {}

  async history(
    userId: number,
    page: { offset: number; count: number; mode: HistoryMode },
  ): Promise<{ total: number; items: HistoryItem[] }> {
    const where =
      page.mode === 'all' ? sql`r.user_id = ${userId}` : sql`r.user_id = ${userId} AND r.mode = ${page.mode}`;
    const rows = await this.rounds(
      sql`${where} ORDER BY r.id DESC LIMIT ${page.count} OFFSET ${page.offset}`,
    );
    const [count] = await queryRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM game_rounds r WHERE ${where}`,
    );
    return { total: Number(count?.total ?? 0), items: rows.map((row) => this.item(row)) };
  }

  /** Asks for an export: a pending one is answered as is, so a player cannot queue many. */
  async requestExport(userId: number, locale: LocaleCode): Promise<HistoryExport> {
    if (!(await this.settings.generalInfo()).is_game_history_export_enabled) {
      throw new AppError('InvalidRequestException', 'Game history export is not available', {
        code: 'GAME_HISTORY_EXPORT_DISABLED',
      });
    }
    const [pending] = await queryRows<ExportRow>(
      this.db,
      sql`SELECT id, status, created_at, completed_at, row_count FROM game_history_exports
          WHERE user_id = ${userId} AND status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    if (pending) return this.exportView(pending);
    const [created] = await queryRows<ExportRow>(
      this.db,
      sql`INSERT INTO game_history_exports (user_id, status, locale, created_at)
          VALUES (${userId}, 'pending', ${locale}, ${this.clock.now()})
          RETURNING id, status, created_at, completed_at, row_count`,
    );
    this.onExportRequested();
    return this.exportView(created!);
  }

  /** The player's export by id, or their latest; null when they never asked for one. */
  async exportRequest(userId: number, id: number | null): Promise<HistoryExport | null> {
    const [row] = await queryRows<ExportRow>(
      this.db,
      sql`SELECT id, status, created_at, completed_at, row_count FROM game_history_exports
          WHERE user_id = ${userId} ${id === null ? sql`` : sql`AND id = ${id}`} ORDER BY id DESC LIMIT 1`,
    );
    return row ? this.exportView(row) : null;
  }

  /** The file of a ready export of this player, or null (not theirs, not ready, unknown). */
  async exportFile(userId: number, id: number): Promise<string | null> {
    const [row] = await queryRows<{ csv: string | null }>(
      this.db,
      sql`SELECT csv FROM game_history_exports WHERE id = ${id} AND user_id = ${userId} AND status = 'ready'`,
    );
    return row?.csv ?? null;
  }

  /**
   * Makes the CSV of every pending export, one at a time. Each is taken with SKIP LOCKED in its own
   * transaction, so several app servers running the job never make the same file twice.
   */
  async processPendingExports(): Promise<number> {
    let done = 0;
    for (;;) {
      const made = await this.db.transaction(async (tx) => {
        const [job] = await queryRows<{ id: string; user_id: string; locale: string }>(
          tx,
          sql`SELECT id, user_id, locale FROM game_history_exports WHERE status = 'pending'
              ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        );
        if (!job) return false;
        const rows = await this.rounds(
          sql`r.user_id = ${Number(job.user_id)} ORDER BY r.id DESC LIMIT ${EXPORT_MAX_ROUNDS}`,
          tx,
        );
        const csv = historyCsv(
          rows.map((row) => this.item(row)),
          job.locale === 'fr' ? 'fr' : 'en',
        );
        await tx.execute(sql`UPDATE game_history_exports
            SET status = 'ready', csv = ${csv}, row_count = ${rows.length}, completed_at = ${this.clock.now()}
            WHERE id = ${job.id}`);
        return true;
      });
      if (!made) return done;
      done += 1;
    }
  }

  private async rounds(tail: ReturnType<typeof sql>, executor = this.db): Promise<HistoryRow[]> {
    return queryRows<HistoryRow>(
      executor as Database,
      sql`SELECT r.id, r.game_sysname, r.mode, r.status, r.currency, r.stake_minor::text AS stake_minor,
            r.win_minor::text AS win_minor, r.balance_before_minor::text AS balance_before_minor,
            r.balance_after_minor::text AS balance_after_minor, r.free_spin_pack_id, r.created_at, r.settled_at,
            p.commitment, p.client_seed, r.nonce, CASE WHEN p.status = 'revealed' THEN p.server_seed END AS server_seed
          FROM game_rounds r JOIN game_seed_pairs p ON p.id = r.seed_pair_id
          WHERE ${tail}`,
    );
  }

  private item(row: HistoryRow): HistoryItem {
    const currency = row.currency.trim();
    const money = (minor: string) => toMoneyAmount(BigInt(minor), currency);
    return {
      id: Number(row.id),
      game: {
        sysname: row.game_sysname,
        name: this.catalogue.find(row.game_sysname)?.name ?? row.game_sysname,
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
    };
  }

  private exportView(row: ExportRow): HistoryExport {
    return {
      id: Number(row.id),
      status: row.status,
      created_at: iso(row.created_at),
      completed_at: row.completed_at === null ? null : iso(row.completed_at),
      row_count: row.row_count === null ? null : Number(row.row_count),
      download_url: row.status === 'ready' ? exportDownloadPath(Number(row.id)) : null,
    };
  }
}

export function exportDownloadPath(id: number): string {
  return `/platform/game-history/exports/${id}.csv`;
}
