import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@jeton/domain/backoffice';
import { readTableState, type TableDefaults } from '../../ui/table-state.js';

// The audit log's filters in the URL. Dates are days (the form's date inputs); the search covers
// `from` 00:00 to `to` 24:00 in the operator's time zone.

export const AUDIT_TABLE: TableDefaults<'at'> = { sorts: ['at'], sort: 'at', order: 'desc' };

export interface AuditFilters {
  operatorId?: number;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const operatorId = Number(params.get('operatorId'));
  if (Number.isSafeInteger(operatorId) && operatorId > 0) filters.operatorId = operatorId;
  const action = params.get('action');
  if ((AUDIT_ACTIONS as readonly string[]).includes(action ?? '')) filters.action = action as AuditAction;
  const targetType = params.get('targetType');
  if ((AUDIT_TARGET_TYPES as readonly string[]).includes(targetType ?? ''))
    filters.targetType = targetType as AuditTargetType;
  const targetId = params.get('targetId')?.trim().slice(0, 64);
  if (targetId) filters.targetId = targetId;
  const from = params.get('from');
  if (from && DAY.test(from)) filters.from = from;
  const to = params.get('to');
  if (to && DAY.test(to)) filters.to = to;
  return filters;
}

/** A day's start (or the next day's start, for `to`) in the local time zone, as ISO with offset. */
export function dayBoundary(day: string, end: boolean): string | undefined {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, date + (end ? 1 : 0));
  return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
}

export function readAuditSearch(params: URLSearchParams) {
  const { from, to, ...filters } = readAuditFilters(params);
  const { page, perPage } = readTableState(params, AUDIT_TABLE);
  const search: Omit<AuditFilters, 'from' | 'to'> & {
    from?: string;
    to?: string;
    page: number;
    perPage: number;
  } = {
    ...filters,
    page,
    perPage,
  };
  const fromIso = from ? dayBoundary(from, false) : undefined;
  const toIso = to ? dayBoundary(to, true) : undefined;
  if (fromIso) search.from = fromIso;
  if (toIso) search.to = toIso;
  return search;
}
