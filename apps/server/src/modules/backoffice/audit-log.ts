import type { ListWindow } from '@jeton/db';
import {
  countUpTo,
  type Database,
  type Executor,
  queryRows,
  schema,
  whereAll,
  windowClause,
} from '@jeton/db';
import type {
  AuditAction,
  AuditEntry,
  AuditFilter,
  AuditTargetType,
  auditSearchInput,
} from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';

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
    await executor.insert(schema.auditLog).values({
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
    const fromWhere = fromWhereOf(filter);
    const items = await this.rows(fromWhere, pageWindow(filter.page, filter.perPage));
    return { items, ...cappedTotal(await countUpTo(this.db, fromWhere, COUNT_UP_TO)) };
  }

  /** One slice of the filtered log, newest first, for the CSV export. */
  chunk(filter: AuditFilter, offset: number, limit: number): Promise<AuditEntry[]> {
    return this.rows(fromWhereOf(filter), { limit, offset });
  }

  private async rows(fromWhere: SQL, window: ListWindow): Promise<AuditEntry[]> {
    const rows = await queryRows<{
      id: string | number;
      at: Date | string;
      operator_id: string | number;
      operator_email: string;
      action: AuditAction;
      target_type: AuditTargetType;
      target_id: string;
      before: unknown;
      after: unknown;
    }>(
      this.db,
      sql`SELECT a.id, a.at, a.operator_id, o.email AS operator_email, a.action, a.target_type, a.target_id,
                 a.before, a.after
          FROM (SELECT * ${fromWhere} ORDER BY a.id DESC ${windowClause(window)}) a
          JOIN operators o ON o.id = a.operator_id
          ORDER BY a.id DESC`,
    );
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

function fromWhereOf(filter: AuditFilter): SQL {
  const conditions = [];
  if (filter.operatorId !== undefined) conditions.push(sql`a.operator_id = ${filter.operatorId}`);
  if (filter.action !== undefined) conditions.push(sql`a.action = ${filter.action}`);
  if (filter.targetType !== undefined) conditions.push(sql`a.target_type = ${filter.targetType}`);
  if (filter.targetId !== undefined) conditions.push(sql`a.target_id = ${filter.targetId}`);
  if (filter.from !== undefined) conditions.push(sql`a.at >= ${filter.from}::timestamptz`);
  if (filter.to !== undefined) conditions.push(sql`a.at < ${filter.to}::timestamptz`);
  return sql`FROM audit_log a ${whereAll(conditions)}`;
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
