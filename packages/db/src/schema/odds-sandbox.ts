import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';

/** A market as the sandbox odds provider last published it: `resulted` once it sent its result. */
export interface OddsSandboxMarket {
  feedId: string;
  kind: string;
  status: 'open' | 'suspended' | 'resulted';
  selections: { feedId: string; odds: number }[];
}

/**
 * The sandbox odds provider's own record of the fixtures it published (decision 0092), what a real
 * feed keeps on its side: each match's status, score and last prices as it sent them, and the
 * scoring chances it plays the match with. It never reads the sportsbook's tables, so a restart
 * carries on from here.
 */
export const oddsSandboxFixtures = pgTable(
  'odds_sandbox_fixtures',
  {
    feedId: text('feed_id').primaryKey(),
    sport: text('sport').notNull(),
    status: text('status').notNull().default('scheduled'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    scoreHome: integer('score_home').notNull().default(0),
    scoreAway: integer('score_away').notNull().default(0),
    /** Each side's chance a tick of scoring (decision 0082); null: the league's averages. */
    rateHome: doublePrecision('rate_home'),
    rateAway: doublePrecision('rate_away'),
    markets: jsonb('markets').$type<OddsSandboxMarket[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('odds_sandbox_fixtures_status', sql`${t.status} IN ('scheduled', 'live', 'finished', 'cancelled')`),
    index('odds_sandbox_fixtures_open').on(t.status, t.startsAt),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const oddsSandboxOwners = tableOwners(ownedBy('providers/odds', [oddsSandboxFixtures]));
