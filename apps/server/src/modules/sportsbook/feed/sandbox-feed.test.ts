import { queryRows } from '@jeton/db';
import type { SportsBet } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SANDBOX_OPTIONS, SandboxFeed } from '../../../providers/odds/sandbox-feed.js';
import { SandboxOddsStore } from '../../../providers/odds/sandbox-odds-store.js';
import { callApi, registerPlayer, type TestApp } from '../../../testing/app.js';
import { dataOf } from '../../../testing/expect-api.js';
import { shareTestApp } from '../../../testing/shared-test-app.js';
import { fund } from '../../house-studio/studio-testing.js';
import { deliver } from '../../jackpots/jackpot-testing.js';
import { ledgerRowsOf, mainBalance, returnAt } from '../sportsbook-testing.js';

// The sandbox provider keeps the demo alive: it fills the book, starts matches whose time has come,
// prices live matches from their score and clock (decision 0082), and finishes and results matches
// after their time in play.

const SECRET = 'sandbox-feed-test-secret-of-32-characters-or-more';
let t: TestApp;
shareTestApp(
  (app) => {
    t = app;
  },
  { SPORTS_FEED_SECRET: SECRET },
);

/** What the composition root hands a sandbox: its own store, and the sportsbook's sink. */
const sandboxDeps = () => ({
  store: new SandboxOddsStore(t.database.db),
  clock: t.clock,
  sink: t.services.sportsbookFeedSink,
  secret: SECRET,
});

const statusCounts = async () => {
  const rows = await queryRows<{ status: string; n: string }>(
    t.database.db,
    sql`SELECT status, count(*) AS n FROM sports_events WHERE feed_id LIKE 'sandbox:%' GROUP BY status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
};

describe('the sandbox odds feed', () => {
  it('keeps matches live and coming, and finishes and results them in time', async () => {
    const feed = t.services.sportsbookFeed;
    await feed.tick();
    await deliver(t);
    const first = await statusCounts();
    expect(first.scheduled).toBeGreaterThanOrEqual(DEFAULT_SANDBOX_OPTIONS.upcomingCount);
    // The matches that start now go live on the next tick.
    await feed.tick();
    await deliver(t);
    expect((await statusCounts()).live).toBeGreaterThanOrEqual(DEFAULT_SANDBOX_OPTIONS.liveCount);
    const [live] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM sports_events WHERE status = 'live' AND feed_id LIKE 'sandbox:%' ORDER BY id LIMIT 1`,
    );
    t.clock.advance(DEFAULT_SANDBOX_OPTIONS.liveMs + 1_000);
    await feed.tick();
    await deliver(t);
    const [finished] = await queryRows<{ status: string; open_markets: string }>(
      t.database.db,
      sql`SELECT e.status, (SELECT count(*) FROM sports_markets m
            WHERE m.event_id = e.id AND m.status NOT IN ('settled', 'void')) AS open_markets
          FROM sports_events e WHERE e.id = ${live!.id}`,
    );
    expect({ ...finished, open_markets: String(finished!.open_markets) }).toEqual({
      status: 'finished',
      open_markets: '0',
    });
    // Replaced: two matches are live again after the next ticks.
    await feed.tick();
    await deliver(t);
    await feed.tick();
    await deliver(t);
    expect((await statusCounts()).live).toBeGreaterThanOrEqual(DEFAULT_SANDBOX_OPTIONS.liveCount);
  });
});

/** A sandbox that never scores on its own (0.4 is above every side's chance) and adds no fixtures. */
const scriptedFeed = () =>
  new SandboxFeed(sandboxDeps(), {
    ...DEFAULT_SANDBOX_OPTIONS,
    liveCount: 0,
    upcomingCount: 0,
    duplicateProbability: 0,
    random: () => 0.4,
  });
const marketsOf = async (feedId: string) =>
  new Map(
    (
      await queryRows<{
        kind: string;
        status: string;
        winner: string | null;
        resulted_at: string | null;
        prices: string;
      }>(
        t.database.db,
        sql`SELECT m.kind, m.status, w.feed_id AS winner, m.resulted_at::text AS resulted_at,
              (SELECT string_agg(s.odds_hundredths || '@' || s.price_version, ',' ORDER BY s.id)
               FROM sports_selections s WHERE s.market_id = m.id) AS prices
            FROM sports_markets m JOIN sports_events e ON e.id = m.event_id
            LEFT JOIN sports_selections w ON w.id = m.winning_selection_id
            WHERE e.feed_id = ${feedId}`,
      )
    ).map((row) => [row.kind, row]),
  );

describe('results sent while a match is in play (decision 0080)', () => {
  it('settles a market as soon as the score decides it, stops its prices, and pays its bets once', async () => {
    t.clock.advance(1_000);
    const feed = scriptedFeed();
    const fixture = await feed.fixture('football', t.clock.now());
    await deliver(t);
    await feed.tick(); // kick-off
    await deliver(t);
    const [row] = await queryRows<{ id: string; status: string }>(
      t.database.db,
      sql`SELECT id, status FROM sports_events WHERE feed_id = ${fixture.feedId}`,
    );
    expect(row!.status).toBe('live');
    const event = await t.services.sportsbook.event('en', Number(row!.id));
    const selection = (kind: string, index: number) =>
      event.markets.find((market) => market.kind === kind)!.selections[index]!;

    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const place = async (kind: string, index: number, stake: string) => {
      const { id, odds } = selection(kind, index);
      return dataOf<SportsBet>(
        await callApi(
          t.app,
          'POST',
          'sportsbook/placeBet',
          { selection_id: id, stake, odds: odds.toFixed(2), request_id: `early-${kind}-${index}` },
          { cookie: punter.cookie },
        ),
      );
    };
    const over = await place('total_2_5', 0, '10');
    const bttsNo = await place('btts', 1, '5');
    const overLater = await place('total_3_5', 0, '5');
    expect(await mainBalance(t, punter.uid)).toBe(8_000n);

    // 2-1: over 1.5 and 2.5 and both teams to score are decided; the rest can still change.
    await feed.send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'live',
      score: { home: 2, away: 1 },
    });
    await deliver(t);
    const before = await marketsOf(fixture.feedId);
    await feed.tick();
    await deliver(t);
    const during = await marketsOf(fixture.feedId);
    expect(
      [...during].filter(([, m]) => m.status === 'settled').map(([kind, m]) => [kind, m.winner]),
    ).toEqual([
      ['total_2_5', `${fixture.feedId}:ou25:over`],
      ['btts', `${fixture.feedId}:btts:yes`],
      ['total_1_5', `${fixture.feedId}:ou15:over`],
    ]);
    expect(during.get('correct_score')!.status).toBe('open'); // 2-1 and 2-2 can still be the score
    expect(during.get('total_3_5')!.status).toBe('open');
    // The decided markets' prices stayed; the open ones are priced from the 2-1.
    for (const kind of ['total_2_5', 'btts', 'total_1_5'])
      expect(during.get(kind)!.prices).toBe(before.get(kind)!.prices);
    expect(during.get('total_3_5')!.prices).not.toBe(before.get('total_3_5')!.prices);
    const odds = (prices: string) => prices.split(',').map((price) => Number(price.split('@')[0]));
    // The leader is shorter than before kick-off, the trailing side longer; one more goal is all
    // "over 3.5" needs now.
    const [homeBefore, , awayBefore] = odds(before.get('match_result')!.prices);
    const [homeNow, , awayNow] = odds(during.get('match_result')!.prices);
    expect(homeNow).toBeLessThan(homeBefore!);
    expect(awayNow).toBeGreaterThan(awayBefore!);
    expect(odds(during.get('total_3_5')!.prices)[0]).toBeLessThan(odds(before.get('total_3_5')!.prices)[0]!);
    // Nothing scored and no time gone: the next tick sends no price.
    await feed.tick();
    await deliver(t);
    expect((await marketsOf(fixture.feedId)).get('match_result')!.prices).toBe(
      during.get('match_result')!.prices,
    );
    expect((await t.services.sportsbook.event('en', event.id)).status).toBe('live');

    const settler = t.services.sportsbookSettler;
    await Promise.all([settler.settleDue(), settler.settleDue(), settler.settle(over.id)]);
    const paid = 8_000n + returnAt(1_000n, selection('total_2_5', 0).odds);
    expect(await mainBalance(t, punter.uid)).toBe(paid);

    // The whistle at 2-1 results the rest; the early results and their money stay as they were.
    t.clock.advance(DEFAULT_SANDBOX_OPTIONS.liveMs + 1_000);
    await feed.tick();
    await deliver(t);
    await Promise.all([settler.settleDue(), settler.settleDue()]);
    const after = await marketsOf(fixture.feedId);
    for (const kind of ['total_2_5', 'btts', 'total_1_5']) expect(after.get(kind)).toEqual(during.get(kind));
    expect(after.get('correct_score')!.winner).toBe(`${fixture.feedId}:cs:2-1`);
    expect(await mainBalance(t, punter.uid)).toBe(paid);
    expect((await ledgerRowsOf(t, over.id)).map((r) => r.kind)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
      'sports_bet_win',
    ]);
    const mine = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: punter.cookie }),
    );
    expect(Object.fromEntries(mine.items.map((bet) => [bet.id, bet.status]))).toEqual({
      [over.id]: 'won',
      [bttsNo.id]: 'lost',
      [overLater.id]: 'lost',
    });
    const notices = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM notifications WHERE user_id = ${punter.uid} AND kind LIKE 'sports_bet_%'`,
    );
    expect(Number(notices[0]!.n)).toBe(3);
  });
});

describe('in-play prices (decision 0082)', () => {
  it('prices a tennis match from the score and the clock: 4-7 late, the trailing player is a long shot', async () => {
    t.clock.advance(1_000);
    const feed = new SandboxFeed(sandboxDeps(), {
      ...DEFAULT_SANDBOX_OPTIONS,
      liveCount: 0,
      upcomingCount: 0,
      duplicateProbability: 0,
      random: () => 0.5,
    });
    const fixture = await feed.fixture('tennis', t.clock.now());
    await deliver(t);
    await feed.tick(); // kick-off
    await deliver(t);
    const winnerOdds = async () => {
      const [row] = await queryRows<{ odds: string }>(
        t.database.db,
        sql`SELECT string_agg(s.odds_hundredths::text, ',' ORDER BY s.sort_order) AS odds
            FROM sports_selections s JOIN sports_markets m ON m.id = s.market_id
            WHERE m.feed_id = ${`${fixture.feedId}:mw`}`,
      );
      return row!.odds.split(',').map(Number) as [number, number];
    };
    // An even match (0.5 draws a home chance of one half) opens near even money.
    const [home, away] = await winnerOdds();
    expect(home).toBeLessThan(230);
    expect(away).toBeLessThan(230);
    t.clock.advance(DEFAULT_SANDBOX_OPTIONS.liveMs * 0.9);
    await feed.send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'live',
      score: { home: 4, away: 7 },
    });
    await deliver(t);
    await feed.tick();
    await deliver(t);
    const [homeLate, awayLate] = await winnerOdds();
    expect(homeLate).toBeGreaterThan(1_000);
    expect(awayLate).toBe(102);
  });
});
