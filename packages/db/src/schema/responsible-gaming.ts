import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

/**
 * A player's play limits (responsible gaming): at most a loss, a wager (both in minor units of the
 * player's currency) or a time logged in (minutes) per calendar day, week or month (UTC). One row
 * per kind and period, so a daily and a monthly loss limit can stand together. A looser change
 * (higher, or removal) waits 24 hours as the pending columns.
 */
export const playLimits = pgTable(
  'play_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** loss, wager or session_time. */
    kind: text('kind').notNull(),
    /** day, week or month. */
    period: text('period').notNull(),
    /** Minor units for loss and wager, minutes for session_time. */
    limitValue: bigint('limit_value', { mode: 'bigint' }).notNull(),
    /** The looser value waiting for its cooling-off; null with pending_from set is a removal. */
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('play_limits_kind', sql`${t.kind} IN ('loss', 'wager', 'session_time')`),
    check('play_limits_period', sql`${t.period} IN ('day', 'week', 'month')`),
    check('play_limits_value_positive', sql`${t.limitValue} > 0`),
    check(
      'play_limits_pending',
      sql`(${t.pendingFrom} IS NOT NULL OR ${t.pendingValue} IS NULL) AND (${t.pendingValue} IS NULL OR ${t.pendingValue} > 0)`,
    ),
  ],
);

/**
 * A player's time-out or self-exclusion and reality-check interval. An exclusion has no end when
 * permanent; the player cannot shorten or lift it.
 */
export const playRestrictions = pgTable(
  'play_restrictions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 (off), 15, 30 or 60. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    /** time_out or self_exclusion; null when the player never took one. */
    exclusionKind: text('exclusion_kind'),
    exclusionStartedAt: timestamp('exclusion_started_at', { withTimezone: true }),
    /** Null with a self-exclusion: permanent. */
    exclusionEndsAt: timestamp('exclusion_ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('play_restrictions_reality_check', sql`${t.realityCheckMinutes} IN (0, 15, 30, 60)`),
    check(
      'play_restrictions_exclusion',
      sql`(${t.exclusionKind} IS NULL AND ${t.exclusionStartedAt} IS NULL AND ${t.exclusionEndsAt} IS NULL)
        OR (${t.exclusionKind} = 'time_out' AND ${t.exclusionStartedAt} IS NOT NULL AND ${t.exclusionEndsAt} IS NOT NULL)
        OR (${t.exclusionKind} = 'self_exclusion' AND ${t.exclusionStartedAt} IS NOT NULL)`,
    ),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const responsibleGamingOwners = tableOwners(
  ownedBy('modules/responsible-gaming', [playLimits, playRestrictions]),
);
