import { type Database, type Executor, queryRows } from '@jeton/db';
import type { BetProduct, HistoryExportFormat, HistoryExportStatus } from '@jeton/domain';
import { sql } from 'drizzle-orm';

/** The filters as an export keeps them (JSON). */
export interface StoredFilters {
  mode?: 'play' | 'demo' | 'all';
  product?: BetProduct | 'all';
  from?: string | null;
  to?: string | null;
}

export interface ExportRow extends Record<string, unknown> {
  id: string;
  status: HistoryExportStatus;
  format: HistoryExportFormat;
  created_at: string | Date;
  completed_at: string | Date | null;
  row_count: number | null;
}

/** A pending export as the job takes it. */
export interface ExportJob extends Record<string, unknown> {
  id: string;
  user_id: string;
  locale: string;
  format: HistoryExportFormat;
  filters: StoredFilters | string;
}

const EXPORT_COLUMNS = sql`id, status, format, created_at, completed_at, row_count`;

/** The `game_history_exports` table: the players' export requests and their files once made. */
export class HistoryExportsStore {
  constructor(private readonly db: Database) {}

  async pendingOf(userId: number): Promise<ExportRow | undefined> {
    const [pending] = await queryRows<ExportRow>(
      this.db,
      sql`SELECT ${EXPORT_COLUMNS} FROM game_history_exports
          WHERE user_id = ${userId} AND status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    return pending;
  }

  async insert(request: {
    userId: number;
    locale: string;
    format: HistoryExportFormat;
    filters: StoredFilters;
    now: Date;
  }): Promise<ExportRow> {
    const { userId, locale, format, filters, now } = request;
    const [created] = await queryRows<ExportRow>(
      this.db,
      sql`INSERT INTO game_history_exports (user_id, status, locale, format, filters, created_at)
          VALUES (${userId}, 'pending', ${locale}, ${format}, ${JSON.stringify(filters)}::jsonb, ${now})
          RETURNING ${EXPORT_COLUMNS}`,
    );
    return created!;
  }

  /** The player's export by id, or their latest. */
  async latest(userId: number, id: number | null): Promise<ExportRow | undefined> {
    const [row] = await queryRows<ExportRow>(
      this.db,
      sql`SELECT ${EXPORT_COLUMNS} FROM game_history_exports
          WHERE user_id = ${userId} ${id === null ? sql`` : sql`AND id = ${id}`} ORDER BY id DESC LIMIT 1`,
    );
    return row;
  }

  /** The file of a ready export of this player in that format. */
  async file(userId: number, id: number, format: HistoryExportFormat) {
    const [row] = await queryRows<{ csv: string | null; xlsx: Uint8Array | null }>(
      this.db,
      sql`SELECT csv, xlsx FROM game_history_exports
          WHERE id = ${id} AND user_id = ${userId} AND status = 'ready' AND format = ${format}`,
    );
    return row;
  }

  /** Takes the oldest pending export with SKIP LOCKED, so two app servers never take the same one. */
  async takePending(tx: Executor): Promise<ExportJob | undefined> {
    const [job] = await queryRows<ExportJob>(
      tx,
      sql`SELECT id, user_id, locale, format, filters FROM game_history_exports WHERE status = 'pending'
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return job;
  }

  async markReady(
    tx: Executor,
    id: string,
    file: { csv: string } | { xlsx: Uint8Array },
    rowCount: number,
    now: Date,
  ): Promise<void> {
    const column = 'csv' in file ? sql`csv = ${file.csv}` : sql`xlsx = ${file.xlsx}`;
    await tx.execute(sql`UPDATE game_history_exports
        SET status = 'ready', ${column}, row_count = ${rowCount}, completed_at = ${now}
        WHERE id = ${id}`);
  }
}
