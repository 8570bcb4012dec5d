import { type Database, schema } from '@jeton/db';
import type { OddsSandboxMarket } from '@jeton/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FeedBodies, FeedFixture } from '../../ports/odds-feed.js';
import type { SideRates } from './sandbox-scoring.js';

// The sandbox odds provider's own record of what it published (decision 0092): its side of the
// line, as a real feed keeps one. It never reads the sportsbook's tables.

const fixtures = schema.oddsSandboxFixtures;

/** A fixture the sandbox still plays: not started yet, or in play. */
export interface OpenFixture {
  feedId: string;
  sport: string;
  status: 'scheduled' | 'live';
  startsAt: Date;
  score: { home: number; away: number };
  /** The sides' scoring chances; null for a fixture published without them (the league's averages). */
  rates: SideRates | null;
  markets: OddsSandboxMarket[];
}

type Row = typeof fixtures.$inferSelect;

const OPEN = ['scheduled', 'live'];

export class SandboxOddsStore {
  constructor(private readonly db: Database) {}

  /** The fixtures not finished nor cancelled, the soonest first. */
  async open(): Promise<OpenFixture[]> {
    const rows = await this.db
      .select()
      .from(fixtures)
      .where(inArray(fixtures.status, OPEN))
      .orderBy(asc(fixtures.startsAt), asc(fixtures.feedId));
    return rows.map(openFixtureOf);
  }

  /** A fixture published, with the chances it is played with (sent again: left as it is). */
  async published(fixture: FeedFixture, rates: SideRates | null): Promise<void> {
    await this.db
      .insert(fixtures)
      .values({
        feedId: fixture.feedId,
        sport: fixture.sport.sysname,
        startsAt: new Date(fixture.startsAt),
        rateHome: rates?.home ?? null,
        rateAway: rates?.away ?? null,
        markets: fixture.markets.map((market) => ({
          feedId: market.feedId,
          kind: market.kind,
          status: 'open' as const,
          selections: market.selections.map(({ feedId, odds }) => ({ feedId, odds })),
        })),
      })
      .onConflictDoNothing();
  }

  /** A match's status and score as sent; a finished or cancelled match stays so. */
  async eventStatus(body: FeedBodies['event_status']): Promise<void> {
    await this.db
      .update(fixtures)
      .set({
        status: body.status,
        ...(body.score ? { scoreHome: body.score.home, scoreAway: body.score.away } : {}),
      })
      .where(and(eq(fixtures.feedId, body.eventFeedId), inArray(fixtures.status, OPEN)));
  }

  /** New prices as sent, on the fixtures whose selections they name. */
  async odds(body: FeedBodies['odds']): Promise<void> {
    const prices = new Map(body.prices.map((price) => [price.selectionFeedId, price.odds]));
    await this.changeMarkets([...prices.keys()], (market) => ({
      ...market,
      selections: market.selections.map((s) => ({ ...s, odds: prices.get(s.feedId) ?? s.odds })),
    }));
  }

  /** A market suspended or opened again as sent (one with its result sent stays resulted). */
  async marketStatus(body: FeedBodies['market_status']): Promise<void> {
    await this.changeMarkets([body.marketFeedId], (market) =>
      market.feedId === body.marketFeedId && market.status !== 'resulted'
        ? { ...market, status: body.status }
        : market,
    );
  }

  /** A market whose result was sent: not priced nor resulted again. */
  async resulted(body: FeedBodies['result']): Promise<void> {
    await this.changeMarkets([body.marketFeedId], (market) =>
      market.feedId === body.marketFeedId ? { ...market, status: 'resulted' } : market,
    );
  }

  /**
   * Rewrites the markets of the fixtures that hold one of `feedIds` (a market's or a selection's:
   * each starts with its fixture's feed id and a colon), in one transaction.
   */
  private async changeMarkets(
    feedIds: string[],
    change: (market: OddsSandboxMarket) => OddsSandboxMarket,
  ): Promise<void> {
    if (feedIds.length === 0) return;
    const named = sql.join(
      feedIds.map((id) => sql`starts_with(${id}, ${fixtures.feedId} || ':')`),
      sql` OR `,
    );
    await this.db.transaction(async (tx) => {
      const rows = await tx.select().from(fixtures).where(named).for('update');
      for (const row of rows) {
        await tx
          .update(fixtures)
          .set({ markets: row.markets.map(change) })
          .where(eq(fixtures.feedId, row.feedId));
      }
    });
  }
}

function openFixtureOf(row: Row): OpenFixture {
  return {
    feedId: row.feedId,
    sport: row.sport,
    status: row.status as OpenFixture['status'],
    startsAt: row.startsAt,
    score: { home: row.scoreHome, away: row.scoreAway },
    rates: row.rateHome === null || row.rateAway === null ? null : { home: row.rateHome, away: row.rateAway },
    markets: row.markets,
  };
}
