import type { LoyaltyInfo, SportsBet } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { appendOutboxEvent } from '../../outbox/append.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { activate, grantFreeBet, placeFreeBet } from '../betting-bonuses/betting-bonus-testing.js';
import { fund } from '../house-studio/studio-testing.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { SPORTSBOOK_TOPICS } from '../sportsbook/sportsbook-events.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';

// Sports stakes earn loyalty points when their bet settles (decision 0073): won or lost earn on the
// stake at the programme's rate, void earns nothing, a redelivered event pays once, and the history
// names the entry as a sports bet.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let requests = 0;
const place = (cookie: string, selection: { id: number; odds: number }, stake: string) =>
  callApi(
    t.app,
    'POST',
    'sportsbook/placeBet',
    {
      request_id: `sports-points-${++requests}-${Math.random().toString(36).slice(2, 8)}`,
      selection_id: selection.id,
      stake,
      odds: selection.odds.toFixed(2),
    },
    { cookie },
  ).then((answer) => dataOf<SportsBet>(answer));

const info = async (cookie: string) =>
  dataOf<LoyaltyInfo>(await callApi(t.app, 'GET', 'loyalty/getinfo', {}, { cookie }));
const history = async (cookie: string) =>
  dataOf<{ items: { kind: string; points: number; reference: string }[] }>(
    await callApi(t.app, 'GET', 'loyalty/getpointshistory', {}, { cookie }),
  );

describe('loyalty points for sports bets', () => {
  it('awards points on the stake of a won and a lost bet once settled, none for a void bet', async () => {
    const { event, fixture } = await makeEvent(t);
    const cancelled = await makeEvent(t);
    const [home, draw] = event.markets[0]!.selections;
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const won = await place(punter.cookie, home!, '10');
    const lost = await place(punter.cookie, draw!, '4');
    await place(punter.cookie, cancelled.event.markets[0]!.selections[0]!, '7');
    await deliver(t);
    // Placing earns nothing: the stake earns when the bet settles.
    expect((await info(punter.cookie)).points).toBe(0);

    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await t.services.sportsbookFeed.send('event_status', {
      eventFeedId: cancelled.fixture.feedId,
      status: 'cancelled',
      score: null,
    });
    await deliver(t);
    expect(await t.services.sportsbookSettler.settleDue()).toBeGreaterThanOrEqual(3);
    await deliver(t);

    expect(await info(punter.cookie)).toMatchObject({ points: 14, lifetime_points: 14 });
    const entries = (await history(punter.cookie)).items;
    expect(entries.map((entry) => [entry.kind, entry.points, entry.reference]).sort()).toEqual(
      [
        ['sports', 10, `round:sportsbook:${won.id}`],
        ['sports', 4, `round:sportsbook:${lost.id}`],
      ].sort(),
    );
  });

  it('pays a redelivered settlement event once', async () => {
    const { event, fixture } = await makeEvent(t);
    const away = event.markets[0]!.selections[2]!;
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const bet = await place(punter.cookie, away, '25');
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    await deliver(t);
    expect((await info(punter.cookie)).points).toBe(25);

    // The same event written again, as a redelivery would hand it over.
    const duplicate = {
      betId: bet.id,
      userId: punter.uid,
      outcome: 'lost',
      payout: '0',
      currency: 'EUR',
      stake: '2500',
      odds: Math.round(away.odds * 100),
      placedAt: bet.placed_at,
    };
    await t.database.db.transaction(async (tx) => {
      await appendOutboxEvent(tx, {
        topic: SPORTSBOOK_TOPICS.betSettled,
        key: `user:${punter.uid}`,
        payload: duplicate,
      });
      await appendOutboxEvent(tx, {
        topic: SPORTSBOOK_TOPICS.betSettled,
        key: `user:${punter.uid}`,
        payload: duplicate,
      });
    });
    await deliver(t);
    expect(await info(punter.cookie)).toMatchObject({ points: 25, lifetime_points: 25 });
    expect((await history(punter.cookie)).items).toHaveLength(1);
  });

  it('awards nothing for a free bet staked from a betting bonus', async () => {
    const { event, fixture } = await makeEvent(t);
    const home = event.markets[0]!.selections[0]!;
    const punter = await registerPlayer(t.app);
    const free = await grantFreeBet(t, punter.uid, { min_odds: 1.01 });
    dataOf(await activate(t, punter.cookie, free));
    const bet = dataOf<SportsBet>(
      await placeFreeBet(t, punter.cookie, {
        selection_id: home.id,
        stake: '5',
        odds: home.odds,
        betting_bonus_id: free,
      }),
    );
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    await deliver(t);
    const mine = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: punter.cookie }),
    );
    expect(mine.items.map((settled) => [settled.id, settled.status])).toEqual([[bet.id, 'won']]);
    expect((await info(punter.cookie)).points).toBe(0);
    expect((await history(punter.cookie)).items).toEqual([]);
  });
});
