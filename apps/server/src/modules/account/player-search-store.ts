import { likePrefix, whereAll } from '@jeton/db';
import { type SQL, sql } from 'drizzle-orm';

/** A search over all players (the back office's list), in the database's own words. */
export interface PlayerSearchFilter {
  /** A status as `users.status` stores it. */
  status?: string;
  query?: string;
  sort: 'id' | 'createdAt' | 'email';
  order: 'asc' | 'desc';
}

/** A player of the list, as the database answers it. */
export interface PlayerSearchRow extends Record<string, unknown> {
  id: string | number;
  email: string | null;
  phone: string | null;
  status: string;
  currency: string;
  created_at: Date | string;
  is_verified: boolean;
  first_name: string | null;
  last_name: string | null;
}

const SORT_COLUMNS = { id: sql`u.id`, createdAt: sql`u.created_at`, email: sql`u.email` } as const;

export function playerOrder(filter: PlayerSearchFilter): SQL {
  const direction = filter.order === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`${SORT_COLUMNS[filter.sort]} ${direction}, u.id ${direction}`;
}

/**
 * The players a filter matches. A query is turned into the ids it can match, each found through its
 * own index (the id, the email's and phone's prefixes, the first and last names' prefixes), so a
 * search over a million players reads a handful of index pages.
 */
export function playersFromWhere(filter: PlayerSearchFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`u.status = ${filter.status}`);
  const query = filter.query?.trim();
  if (query) conditions.push(sql`u.id IN (${matchingIds(query)})`);
  return sql`FROM users u ${whereAll(conditions)}`;
}

/** The ids a search text can mean, as a UNION of index look-ups. */
function matchingIds(query: string): SQL {
  const lower = likePrefix(query.toLowerCase());
  const parts: SQL[] = [
    sql`SELECT id FROM users WHERE lower(email) LIKE ${lower}`,
    sql`SELECT user_id FROM user_profiles WHERE lower(first_name) LIKE ${lower}`,
    sql`SELECT user_id FROM user_profiles WHERE lower(last_name) LIKE ${lower}`,
  ];
  if (/^\d{1,15}$/.test(query)) parts.push(sql`SELECT ${Number(query)}::bigint`);
  // Phones are kept as their digits: "+33 6 12" looks for 33612…
  const digits = query.replace(/[\s().+-]/g, '');
  if (/^\d{2,20}$/.test(digits)) parts.push(sql`SELECT id FROM users WHERE phone LIKE ${likePrefix(digits)}`);
  return sql.join(parts, sql` UNION `);
}
