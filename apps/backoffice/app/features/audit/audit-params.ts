import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@jeton/domain/backoffice';
import { filterOf, type ListParams, readFilters } from '../../ui/list-params.js';
import { readTableState, type TableDefaults } from '../../ui/table-state.js';

// The audit log's filters in the URL (the shared list URL state, ui/list-params.ts). Dates are days
// (the form's date inputs); the search covers `from` 00:00 to `to` 24:00 in the operator's time zone.

export const AUDIT_TABLE: TableDefaults<'at'> = { sorts: ['at'], sort: 'at', order: 'desc' };

export interface AuditFilters {
  operatorId?: number;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: string;
  to?: string;
}

const AUDIT_LIST: ListParams<'at', AuditFilters> = {
  table: AUDIT_TABLE,
  filters: {
    operatorId: filterOf.id(),
    action: filterOf.oneOf(AUDIT_ACTIONS),
    targetType: filterOf.oneOf(AUDIT_TARGET_TYPES),
    targetId: filterOf.text(64),
    from: filterOf.day(),
    to: filterOf.day(),
  },
};

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return readFilters(params, AUDIT_LIST);
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
