import { whereAll } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

/** Which withdrawals a list shows, in the database's own words. */
export interface WithdrawalListFilter {
  /** A status as `payment_transactions.status` stores it. */
  status?: string;
  playerId?: number;
}

/** A withdrawal of the list, as the database answers it. */
export interface WithdrawalListRow extends Record<string, unknown> {
  id: string | number;
  user_id: string | number;
  amount_minor: string | number;
  currency: string;
  method: string;
  requisites: string;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export function withdrawalsFromWhere(filter: WithdrawalListFilter): SQL {
  const conditions = [sql`p.kind = 'withdrawal'`];
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.playerId !== undefined) conditions.push(sql`p.user_id = ${filter.playerId}`);
  return sql`FROM payment_transactions p ${whereAll(conditions)}`;
}

/** Pending ones are a queue, oldest first; any other view shows the newest first. */
export function withdrawalOrder(filter: WithdrawalListFilter): SQL {
  return filter.status === 'pending' ? sql`p.id ASC` : sql`p.id DESC`;
}

/** Deposits of the operators' list: the same filter, over deposits. */
export function depositsFromWhere(filter: WithdrawalListFilter): SQL {
  const conditions = [sql`p.kind = 'deposit'`];
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.playerId !== undefined) conditions.push(sql`p.user_id = ${filter.playerId}`);
  return sql`FROM payment_transactions p ${whereAll(conditions)}`;
}
