import type { Database, Executor, ListWindow } from '@jeton/db';
import type {
  AuditAction,
  AuditEntry,
  AuditFilter,
  AuditTargetType,
  auditSearchInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import { auditRows, countAuditRows, insertAuditEntry } from './audit-log-store.js';

export interface AuditRecord {
  operatorId: number;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  before: unknown;
  after: unknown;
  ip: string;
}

/**
 * The append-only log of operators' changes. `record` takes the executor of the change's own
 * transaction, so an entry exists exactly when its change does.
 */
export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async record(executor: Executor, entry: AuditRecord): Promise<void> {
    await insertAuditEntry(executor, {
      at: this.clock.now(),
      operatorId: entry.operatorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip.slice(0, 64),
    });
  }

  async search(filter: z.output<typeof auditSearchInput>) {
    const items = await this.rows(filter, pageWindow(filter.page, filter.perPage));
    return { items, ...cappedTotal(await countAuditRows(this.db, filter, COUNT_UP_TO)) };
  }

  /** One slice of the filtered log, newest first, for the CSV export. */
  chunk(filter: AuditFilter, offset: number, limit: number): Promise<AuditEntry[]> {
    return this.rows(filter, { limit, offset });
  }

  private async rows(filter: AuditFilter, window: ListWindow): Promise<AuditEntry[]> {
    const rows = await auditRows(this.db, filter, window);
    return rows.map((r) => ({
      id: Number(r.id),
      at: isoOf(r.at),
      operatorId: Number(r.operator_id),
      operatorEmail: r.operator_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parseJson(r.before),
      after: parseJson(r.after),
    }));
  }
}

/** jsonb arrives parsed from node-postgres and as text from some PGlite paths. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
