import { PAYMENT_STATUSES } from '@jeton/domain/backoffice';
import { readPage, readReportRange, readStatus } from './list-params.js';

/** The money page's query in its URL: the report's days and the deposits' page and status. */
export type MoneyQuery = ReturnType<typeof queryOf>;

export function queryOf(params: URLSearchParams) {
  const status = readStatus(params, PAYMENT_STATUSES, undefined);
  return {
    range: readReportRange(params, new Date()),
    deposits: { ...readPage(params), ...(status ? { status } : {}) },
  };
}
