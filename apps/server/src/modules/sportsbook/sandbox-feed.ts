import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { makeFixture, SPORT_TEMPLATES } from './demo-fixtures.js';
import {
  type FeedBodies,
  type FeedKind,
  type SignedFeedMessage,
  signFeedMessage,
} from './feed/feed-protocol.js';
import type { FeedPublisher } from './feed/feed-publisher.js';
import { inPlayPrices } from './in-play-prices.js';
import {
  leagueRates,
  remainingScoring,
  type SideRates,
  scoreStep,
  TICKS_PER_MATCH,
} from './sandbox-scoring.js';
import { decidedWinnerOf, whistleScore, winnerOf } from './settlement/market-results.js';

export const SANDBOX_PROVIDER = 'sandbox';
/** How often the sandbox sends: live prices move every few seconds. */
export const SANDBOX_FEED_TICK_MS = 3_000;
/** A fixture not seen in the tables after this long is taken as lost, and replaced. */
const IN_FLIGHT_MS = 60_000;

export interface SandboxFeedOptions {
  /** How long a match is in play before it finishes and its results are sent. */
  liveMs: number;
  /** Matches kept in play, and not started yet. */
  liveCount: number;
  upcomingCount: number;
  /** The chance that a message is sent again on the next tick (a duplicate, late). */
  duplicateProbability: number;
  random: () => number;
}

export const DEFAULT_SANDBOX_OPTIONS: SandboxFeedOptions = {
  liveMs: 4 * 60_000,
  liveCount: 2,
  upcomingCount: 8,
  duplicateProbability: 0.1,
  random: Math.random,
};

interface OpenEvent {
  feedId: string;
  sport: string;
  status: 'scheduled' | 'live';
  startsAt: Date;
  score: { home: number; away: number };
  markets: { feedId: string; kind: string; status: string; selections: { feedId: string; odds: number }[] }[];
}

/**
 * The sandbox odds provider: a real publisher of the feed protocol for demos and tests. Each tick
 * it starts matches whose time has come, scores now and then, reprices live markets from the score
 * and the time left (decision 0082), results the
 * markets the score has decided, finishes matches that have been in play long enough and sends
 * the other results, and adds fixtures so that a few matches are always live and more are coming.
 * It reads what is open from the sportsbook's tables (its own published state), so a restart
 * carries on where it stopped. Sequence numbers are the time in microseconds-ish (ms × 1000 + a
 * counter): they grow across restarts.
 */
export class SandboxFeed {
  private lastSeq = 0;
  private serial = 0;
  private resend: SignedFeedMessage[] = [];
  /** Fixtures sent and not yet seen in the tables (the transport delivers them a moment later). */
  private readonly inFlight = new Map<string, { live: boolean; sentAt: number }>();
  /** Markets resulted in play whose result is not yet seen in the tables (not sent twice). */
  private readonly resulted = new Set<string>();
  /** Each published match's scoring chances (decision 0082); league averages for one not here. */
  private readonly rates = new Map<string, SideRates>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly deps: { db: Database; clock: Clock; publisher: FeedPublisher; secret: string },
    private readonly options: SandboxFeedOptions = DEFAULT_SANDBOX_OPTIONS,
  ) {}

  start(everyMs: number, log: (error: unknown) => void): void {
    this.timer = setInterval(() => void this.tick().catch(log), everyMs);
    this.timer.unref();
    void this.tick().catch(log);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    for (const message of this.resend.splice(0)) await this.deps.publisher.publish(message);
    const open = await this.openEvents();
    this.forgetApplied(open);
    for (const event of open) {
      if (event.status === 'scheduled' && event.startsAt <= now) {
        await this.send('event_status', {
          eventFeedId: event.feedId,
          status: 'live',
          score: { home: 0, away: 0 },
        });
      } else if (event.status === 'live') {
        await this.play(event, now);
      }
    }
    await this.topUp(open, now);
  }

  /** Publishes a fixture now (seeds use it for matches of their own). */
  async fixture(sport: string, startsAt: Date): Promise<FeedBodies['fixture']> {
    const template = SPORT_TEMPLATES.find((t) => t.sport.sysname === sport) ?? SPORT_TEMPLATES[0]!;
    const { fixture: body, rates } = makeFixture(template, this.nextSerial(), startsAt, this.options.random);
    const now = this.deps.clock.now().getTime();
    this.rates.set(body.feedId, rates);
    this.inFlight.set(body.feedId, { live: startsAt.getTime() <= now, sentAt: now });
    await this.send('fixture', body);
    return body;
  }

  async send<K extends FeedKind>(kind: K, body: FeedBodies[K]): Promise<SignedFeedMessage> {
    const message = signFeedMessage(this.deps.secret, {
      provider: SANDBOX_PROVIDER,
      seq: this.nextSeq(),
      kind,
      sentAt: this.deps.clock.now(),
      body,
    });
    await this.deps.publisher.publish(message);
    if (this.options.random() < this.options.duplicateProbability) this.resend.push(message);
    return message;
  }

  private async play(event: OpenEvent, now: Date): Promise<void> {
    const elapsed = now.getTime() - event.startsAt.getTime();
    if (elapsed >= this.options.liveMs) {
      await this.finish(event);
      return;
    }
    const rates = this.rates.get(event.feedId) ?? leagueRates(event.sport);
    const scored = scoreStep(event.sport, rates, this.options.random);
    const score = scored
      ? { home: event.score.home + scored.home, away: event.score.away + scored.away }
      : event.score;
    if (scored) await this.send('event_status', { eventFeedId: event.feedId, status: 'live', score });
    await this.resultDecided(event, score);
    await this.reprice(event, score, rates, elapsed);
  }

  /**
   * Prices the match's open markets from the score and what each side may still score in the time
   * left, and sends the prices that changed. A decided market's prices no longer move: it is
   * settled (or about to be).
   */
  private async reprice(
    event: OpenEvent,
    score: { home: number; away: number },
    rates: SideRates,
    elapsed: number,
  ): Promise<void> {
    const ticksLeft = (1 - elapsed / this.options.liveMs) * TICKS_PER_MATCH;
    const remaining = remainingScoring(event.sport, rates, ticksLeft);
    const prices = event.markets
      .filter((market) => market.status === 'open' && !this.resulted.has(market.feedId))
      .flatMap((market) => {
        const priced = inPlayPrices(event.sport, market, score, remaining);
        return market.selections.flatMap((selection) => {
          const odds = priced?.get(selection.feedId);
          return odds === undefined || odds === selection.odds
            ? []
            : [{ selectionFeedId: selection.feedId, odds }];
        });
      });
    if (prices.length > 0) await this.send('odds', { prices });
  }

  /**
   * Sends the result of every market the live score has already decided (decision 0080), as a real
   * feed settles "over 2.5" at the third goal; the rest wait for the whistle.
   */
  private async resultDecided(event: OpenEvent, score: { home: number; away: number }): Promise<void> {
    for (const market of event.markets) {
      if (market.status !== 'open' && market.status !== 'suspended') continue;
      if (this.resulted.has(market.feedId)) continue;
      const winner = decidedWinnerOf(market, score);
      if (winner === null) continue;
      await this.send('result', { marketFeedId: market.feedId, winningSelectionFeedId: winner });
      this.resulted.add(market.feedId);
    }
  }

  /** Forgets the results sent in play once the tables show them (or their match is over). */
  private forgetApplied(open: OpenEvent[]): void {
    const pending = new Set(
      open.flatMap((event) =>
        event.markets
          .filter((market) => market.status === 'open' || market.status === 'suspended')
          .map((market) => market.feedId),
      ),
    );
    for (const feedId of this.resulted) if (!pending.has(feedId)) this.resulted.delete(feedId);
  }

  private async finish(event: OpenEvent): Promise<void> {
    this.rates.delete(event.feedId);
    const score = whistleScore(event.sport, event.score);
    await this.send('event_status', { eventFeedId: event.feedId, status: 'finished', score });
    for (const market of event.markets) {
      if (market.status !== 'open' && market.status !== 'suspended') continue;
      // Resulted in play, on its way: the final score gives the same winner (decidedOutcome).
      if (this.resulted.has(market.feedId)) continue;
      await this.send('result', {
        marketFeedId: market.feedId,
        winningSelectionFeedId: winnerOf(market, score),
      });
    }
  }

  private async topUp(open: OpenEvent[], now: Date): Promise<void> {
    for (const event of open) this.inFlight.delete(event.feedId);
    for (const [feedId, sent] of this.inFlight) {
      if (now.getTime() - sent.sentAt > IN_FLIGHT_MS) this.inFlight.delete(feedId);
    }
    // A match no longer open (finished, cancelled by a trader, lost) needs its chances no more.
    const known = new Set([...open.map((event) => event.feedId), ...this.inFlight.keys()]);
    for (const feedId of this.rates.keys()) if (!known.has(feedId)) this.rates.delete(feedId);
    const coming = [...this.inFlight.values()];
    const live =
      open.filter((event) => event.status === 'live' || event.startsAt <= now).length +
      coming.filter((sent) => sent.live).length;
    const upcoming = open.length + coming.length - live;
    const sports = SPORT_TEMPLATES.map((template) => template.sport.sysname);
    for (let i = live; i < this.options.liveCount; i++) {
      await this.fixture(sports[(this.serial + i) % sports.length]!, now);
    }
    for (let i = upcoming; i < this.options.upcomingCount; i++) {
      const hours = 1 + Math.floor(this.options.random() * 47);
      await this.fixture(
        sports[(this.serial + i) % sports.length]!,
        new Date(now.getTime() + hours * 3_600_000),
      );
    }
  }

  private async openEvents(): Promise<OpenEvent[]> {
    const rows = await queryRows<{
      feed_id: string;
      sport: string;
      status: 'scheduled' | 'live';
      starts_at: string;
      score_home: number | null;
      score_away: number | null;
      markets: OpenEvent['markets'] | string;
    }>(
      this.deps.db,
      sql`SELECT e.feed_id, sp.sysname AS sport, e.status, e.starts_at, e.score_home, e.score_away,
            (SELECT coalesce(json_agg(json_build_object('feedId', m.feed_id, 'kind', m.kind, 'status', m.status,
               'selections', (SELECT json_agg(json_build_object('feedId', s.feed_id, 'odds', s.odds_hundredths) ORDER BY s.sort_order)
                              FROM sports_selections s WHERE s.market_id = m.id)) ORDER BY m.id), '[]')
             FROM sports_markets m WHERE m.event_id = e.id) AS markets
          FROM sports_events e
          JOIN sports_competitions c ON c.id = e.competition_id
          JOIN sports sp ON sp.id = c.sport_id
          WHERE e.feed_id LIKE 'sandbox:%' AND e.status IN ('scheduled', 'live')
          ORDER BY e.starts_at`,
    );
    return rows.map((row) => ({
      feedId: row.feed_id,
      sport: row.sport,
      status: row.status,
      startsAt: new Date(row.starts_at),
      score: { home: row.score_home ?? 0, away: row.score_away ?? 0 },
      markets: typeof row.markets === 'string' ? JSON.parse(row.markets) : row.markets,
    }));
  }

  private nextSeq(): number {
    this.lastSeq = Math.max(this.lastSeq + 1, this.deps.clock.now().getTime() * 1000);
    return this.lastSeq;
  }

  private nextSerial(): string {
    this.serial += 1;
    return `${this.deps.clock.now().getTime().toString(36)}-${this.serial}`;
  }
}
