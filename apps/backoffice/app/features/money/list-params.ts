import { readTableState, type TableDefaults } from '../../ui/table-state.js';

// The money and verification lists' paging and status filter in the URL: one fixed order each
// (queues oldest first, the rest newest first, as the server answers them).

export const LIST_TABLE: TableDefaults<'id'> = { sorts: ['id'], sort: 'id', order: 'desc' };
export const ANY_STATUS = 'all';

/** The status the URL names if it is one of `statuses`; the fallback without one; none for `all`. */
export function readStatus<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  fallback: S | undefined,
): S | undefined {
  const status = params.get('status');
  if (status === ANY_STATUS) return undefined;
  return statuses.includes(status as S) ? (status as S) : fallback;
}

export function readPage(params: URLSearchParams) {
  const { page, perPage } = readTableState(params, LIST_TABLE);
  return { page, perPage };
}

/** The last `days` UTC days up to today, as the report's default. */
export function defaultReportRange(now: Date, days = 7): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readReportRange(params: URLSearchParams, now: Date): { from: string; to: string } {
  const fallback = defaultReportRange(now);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { from: DAY.test(from) ? from : fallback.from, to: DAY.test(to) ? to : fallback.to };
}
