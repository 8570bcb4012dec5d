import { type Database, queryRows } from '@jeton/db';
import type { PlayerListItem, playerExportInput, playerSearchInput } from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cappedTotal, isoOf, likePrefix, pageClause, whereAll } from './list-window.js';
import { databasePlayerStatus, playerName, playerStatusOf } from './presenters.js';

export type PlayerFilter = z.output<typeof playerExportInput>;
export type PlayerSearch = z.output<typeof playerSearchInput>;

const SORT_COLUMNS = { id: sql`u.id`, createdAt: sql`u.created_at`, email: sql`u.email` } as const;

/**
 * The players list: filtered, sorted and paged in the database. A query is turned into the ids it
 * can match, each found through its own index (the id, the email's and phone's prefixes, the first
 * and last names' prefixes), so a search over a million players reads a handful of index pages.
 */
export class PlayerSearchQuery {
  constructor(private readonly db: Database) {}

  async search(input: PlayerSearch) {
    const fromWhere = this.fromWhere(input);
    const rows = await this.rows(fromWhere, input, pageClause(input.page, input.perPage));
    return { items: rows, ...(await cappedTotal(this.db, fromWhere)) };
  }

  /** One chunk of the export, in the list's order. */
  async chunk(filter: PlayerFilter, offset: number, limit: number): Promise<PlayerListItem[]> {
    return this.rows(this.fromWhere(filter), filter, sql`LIMIT ${limit} OFFSET ${offset}`);
  }

  private async rows(fromWhere: SQL, filter: PlayerFilter, page: SQL): Promise<PlayerListItem[]> {
    const direction = filter.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await queryRows<{
      id: string | number;
      email: string | null;
      phone: string | null;
      status: string;
      currency: string;
      created_at: Date | string;
      is_verified: boolean;
      first_name: string | null;
      last_name: string | null;
    }>(
      this.db,
      sql`SELECT u.id, u.email, u.phone, u.status, u.currency, u.created_at, u.is_verified,
                 p.first_name, p.last_name
          FROM (SELECT u.* ${fromWhere}
                ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, u.id ${direction} ${page}) u
          LEFT JOIN user_profiles p ON p.user_id = u.id
          ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, u.id ${direction}`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      email: r.email,
      phone: r.phone,
      name: playerName(r.first_name, r.last_name),
      status: playerStatusOf(r.status),
      currency: r.currency.trim(),
      createdAt: isoOf(r.created_at),
      isVerified: r.is_verified,
    }));
  }

  private fromWhere(filter: PlayerFilter): SQL {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(sql`u.status = ${databasePlayerStatus(filter.status)}`);
    const query = filter.query?.trim();
    if (query) conditions.push(sql`u.id IN (${matchingIds(query)})`);
    return sql`FROM users u ${whereAll(conditions)}`;
  }
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
