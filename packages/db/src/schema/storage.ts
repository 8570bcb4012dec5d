import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/** The storage service (spec section 7): small per-player values the web app keeps, by key. */
export const playerStorage = pgTable(
  'player_storage',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('player_storage_key_length', sql`char_length(${t.key}) BETWEEN 1 AND 64`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const storageOwners = tableOwners(ownedBy('modules/storage', [playerStorage]));
