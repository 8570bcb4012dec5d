import { PAYMENT_STATUSES, type PaymentStatus } from '@jeton/domain/backoffice';
import { readTableState, type TableDefaults } from '../../ui/table-state.js';

// The withdrawal queue's filters in the URL. Without a status it shows the pending ones (the
// queue); `status=all` shows every status.

export const QUEUE_TABLE: TableDefaults<'createdAt'> = {
  sorts: ['createdAt'],
  sort: 'createdAt',
  order: 'asc',
};
export const ALL_STATUSES = 'all';

export interface QueueFilters {
  status?: PaymentStatus;
  playerId?: number;
}

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const filters: QueueFilters = {};
  const status = params.get('status') ?? 'pending';
  if ((PAYMENT_STATUSES as readonly string[]).includes(status)) filters.status = status as PaymentStatus;
  const playerId = Number(params.get('playerId'));
  if (Number.isSafeInteger(playerId) && playerId > 0) filters.playerId = playerId;
  return filters;
}

export function readQueue(params: URLSearchParams) {
  const { page, perPage } = readTableState(params, QUEUE_TABLE);
  return { ...readQueueFilters(params), page, perPage };
}
