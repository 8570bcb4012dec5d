import type { Clock } from '../../clock.js';
import {
  type FeedBodies,
  type FeedKind,
  type OddsFeedSink,
  type SignedFeedMessage,
  signFeedMessage,
} from '../../ports/odds-feed.js';
import { makeFixture, SPORT_TEMPLATES } from './demo-fixtures.js';
import { inPlayPrices } from './in-play-prices.js';
import { decidedWinnerOf, whistleScore, winnerOf } from './market-outcomes.js';
import type { OpenFixture, SandboxOddsStore } from './sandbox-odds-store.js';
import {
  leagueRates,
  remainingScoring,
  type SideRates,
  scoreStep,
  TICKS_PER_MATCH,
} from './sandbox-scoring.js';

export const SANDBOX_PROVIDER = 'sandbox';
/** How often the sandbox sends: live prices move every few seconds. */
export const SANDBOX_FEED_TICK_MS = 3_000;

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

/**
 * The sandbox odds provider: a real publisher of the feed protocol for demos and tests. Each tick
 * it starts matches whose time has come, scores now and then, reprices live markets from the score
 * and the time left (decision 0082), results the
 * markets the score has decided, finishes matches that have been in play long enough and sends
 * the other results, and adds fixtures so that a few matches are always live and more are coming.
 * It keeps what it published in its own table (decision 0092), never the sportsbook's: it hands
 * its signed messages to the sink it is given and knows nothing else of the book, and a restart
 * carries on where it stopped. Sequence numbers are the time in microseconds-ish (ms × 1000 + a
 * counter): they grow across restarts.
 */
export class SandboxFeed {
  private lastSeq = 0;
  private serial = 0;
  private resend: SignedFeedMessage[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly deps: { store: SandboxOddsStore; clock: Clock; sink: OddsFeedSink; secret: string },
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
    for (const message of this.resend.splice(0)) await this.deps.sink.deliver(message);
    const open = await this.deps.store.open();
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
    await this.deps.store.published(body, rates);
    await this.send('fixture', body);
    return body;
  }

  /** Signs and delivers a message, and records what it says in the sandbox's own table. */
  async send<K extends FeedKind>(kind: K, body: FeedBodies[K]): Promise<SignedFeedMessage> {
    const message = signFeedMessage(this.deps.secret, {
      provider: SANDBOX_PROVIDER,
      seq: this.nextSeq(),
      kind,
      sentAt: this.deps.clock.now(),
      body,
    });
    await this.deps.sink.deliver(message);
    await this.record(kind, body);
    if (this.options.random() < this.options.duplicateProbability) this.resend.push(message);
    return message;
  }

  private async record<K extends FeedKind>(kind: K, body: FeedBodies[K]): Promise<void> {
    const { store } = this.deps;
    const sent = { kind, body } as { [k in FeedKind]: { kind: k; body: FeedBodies[k] } }[FeedKind];
    switch (sent.kind) {
      case 'fixture':
        return store.published(sent.body, null);
      case 'odds':
        return store.odds(sent.body);
      case 'event_status':
        return store.eventStatus(sent.body);
      case 'market_status':
        return store.marketStatus(sent.body);
      case 'result':
        return store.resulted(sent.body);
    }
  }

  private async play(event: OpenFixture, now: Date): Promise<void> {
    const elapsed = now.getTime() - event.startsAt.getTime();
    if (elapsed >= this.options.liveMs) {
      await this.finish(event);
      return;
    }
    const rates = event.rates ?? leagueRates(event.sport);
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
    event: OpenFixture,
    score: { home: number; away: number },
    rates: SideRates,
    elapsed: number,
  ): Promise<void> {
    const ticksLeft = (1 - elapsed / this.options.liveMs) * TICKS_PER_MATCH;
    const remaining = remainingScoring(event.sport, rates, ticksLeft);
    const prices = event.markets
      .filter((market) => market.status === 'open')
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
  private async resultDecided(event: OpenFixture, score: { home: number; away: number }): Promise<void> {
    for (const market of event.markets) {
      if (market.status === 'resulted') continue;
      const winner = decidedWinnerOf(market, score);
      if (winner === null) continue;
      await this.send('result', { marketFeedId: market.feedId, winningSelectionFeedId: winner });
      market.status = 'resulted';
    }
  }

  private async finish(event: OpenFixture): Promise<void> {
    const score = whistleScore(event.sport, event.score);
    await this.send('event_status', { eventFeedId: event.feedId, status: 'finished', score });
    for (const market of event.markets) {
      // Resulted in play: the final score gives the same winner (decidedOutcome).
      if (market.status === 'resulted') continue;
      await this.send('result', {
        marketFeedId: market.feedId,
        winningSelectionFeedId: winnerOf(market, score),
      });
    }
  }

  private async topUp(open: OpenFixture[], now: Date): Promise<void> {
    const live = open.filter((event) => event.status === 'live' || event.startsAt <= now).length;
    const upcoming = open.length - live;
    const sports = SPORT_TEMPLATES.map((template) => template.sport.sysname);
    // Matches put in play together are staggered (the second joined half-way through), so one has
    // always started lately and is not about to finish, as on a real book's in-play list.
    const stagger = this.options.liveMs / this.options.liveCount;
    for (let i = live; i < this.options.liveCount; i++) {
      const joinedAgo = (i - live) * stagger;
      await this.fixture(sports[(this.serial + i) % sports.length]!, new Date(now.getTime() - joinedAgo));
    }
    for (let i = upcoming; i < this.options.upcomingCount; i++) {
      const hours = 1 + Math.floor(this.options.random() * 47);
      await this.fixture(
        sports[(this.serial + i) % sports.length]!,
        new Date(now.getTime() + hours * 3_600_000),
      );
    }
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
