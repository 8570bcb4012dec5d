import type { ListWindow } from '@jeton/db';
import { countUpTo, type Executor, queryRows, schema, whereAll, windowClause } from '@jeton/db';
import type { AuditAction, AuditFilter, AuditTargetType } from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';

// The audit_log table, appended to and searched by audit-log.ts.

export type AuditLogValues = typeof schema.auditLog.$inferInsert;

/** One audit row as read, with its operator's email. */
export type AuditRow = {
  id: string | number;
  at: Date | string;
  operator_id: string | number;
  operator_email: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  before: unknown;
  after: unknown;
};

export async function insertAuditEntry(executor: Executor, values: AuditLogValues): Promise<void> {
  await executor.insert(schema.auditLog).values(values);
}

/** One window of the filtered log, newest first. */
export function auditRows(executor: Executor, filter: AuditFilter, window: ListWindow): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    executor,
    sql`SELECT a.id, a.at, a.operator_id, o.email AS operator_email, a.action, a.target_type, a.target_id,
                 a.before, a.after
          FROM (SELECT * ${fromWhereOf(filter)} ORDER BY a.id DESC ${windowClause(window)}) a
          JOIN operators o ON o.id = a.operator_id
          ORDER BY a.id DESC`,
  );
}

/** How many entries match, counted up to `upTo`. */
export function countAuditRows(executor: Executor, filter: AuditFilter, upTo: number) {
  return countUpTo(executor, fromWhereOf(filter), upTo);
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
