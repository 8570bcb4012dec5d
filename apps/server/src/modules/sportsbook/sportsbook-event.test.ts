import type { SportsBet, SportsEvent } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { winnerOf } from '../../providers/odds/market-outcomes.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { mainBalance, makeEvent, returnAt } from './sportsbook-testing.js';

// The event page's API (decision 0075): the list carries each event's main market and its number
// of markets, sportsbook/event every market; unknown and hostile ids are catalogue 4xx; a bet on a
// new kind of market is settled from the final score through the feed's one result message.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('sportsbook/event with every market', () => {
  it('lists the main market with the count, and shows every market on the event', async () => {
    const { event } = await makeEvent(t);
    expect(event.markets.map((market) => market.kind)).toEqual([
      'match_result',
      'total_2_5',
      'btts',
      'double_chance_1x',
      'double_chance_12',
      'double_chance_x2',
      'correct_score',
      'total_1_5',
      'total_3_5',
    ]);
    expect(event.markets_count).toBe(9);
    const list = dataOf<{ events: SportsEvent[] }>(
      await callApi(t.app, 'GET', 'sportsbook/get', { sport: 'football', count: 100 }),
    );
    const listed = list.events.find((e) => e.id === event.id)!;
    expect(listed.markets.map((market) => market.kind)).toEqual(['match_result']);
    expect(listed.markets_count).toBe(9);

    const fr = dataOf<SportsEvent>(
      await callApi(t.app, 'GET', 'sportsbook/event', { id: event.id }, { locale: 'fr' }),
    );
    const btts = fr.markets.find((market) => market.kind === 'btts')!;
    expect(btts.name).toBe('Les deux équipes marquent');
    expect(btts.selections.map((s) => s.name)).toEqual(['Oui', 'Non']);
    // Generic side names are the teams' names.
    const doubleChance = fr.markets.find((market) => market.kind === 'double_chance_1x')!;
    expect(doubleChance.selections[0]!.name).toBe(`${fr.home} ou nul`);
    expect(doubleChance.selections[1]!.name).toBe(fr.away);
  });

  it('lists the first market still offered as the main one once the match result is resulted', async () => {
    const { event, fixture } = await makeEvent(t);
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    const list = dataOf<{ events: SportsEvent[] }>(
      await callApi(t.app, 'GET', 'sportsbook/get', { sport: 'football', count: 100 }),
    );
    const listed = list.events.find((e) => e.id === event.id)!;
    expect(listed.markets.map((market) => [market.kind, market.status])).toEqual([['total_2_5', 'open']]);
    expect(listed.markets_count).toBe(8);
  });

  it('shows the two-sided sports’ handicap and total lines', async () => {
    const { event } = await makeEvent(t, { sport: 'basketball' });
    expect(event.markets.map((market) => market.kind)).toEqual([
      'match_winner',
      expect.stringMatching(/^handicap_[mp]\d+_5$/),
      expect.stringMatching(/^total_2\d\d_5$/),
    ]);
    expect(event.markets[1]!.selections[0]!.name).toMatch(new RegExp(`^${event.home} [-+]\\d+\\.5$`));
  });

  it('answers an unknown or hostile id with a catalogue 4xx and writes nothing', async () => {
    for (const id of ['-1', '1.5', '1e3', '0x10', '9'.repeat(40), '<script>', '1 OR 1=1', '']) {
      expectRefusal(
        await t.app.inject({ method: 'GET', url: `/api/sportsbook/event?${new URLSearchParams({ id })}` }),
      );
    }
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/sportsbook/event?id=1&id=2' }));
    errorOf(
      await callApi(t.app, 'GET', 'sportsbook/event', { id: 987_654_321 }),
      'InvalidParameterException',
      404,
    );
  });
});

describe('bets on the new markets', () => {
  it('settles "Both teams to score" and correct score from the final score, once', async () => {
    const { event, fixture } = await makeEvent(t);
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const btts = event.markets.find((market) => market.kind === 'btts')!;
    const correct = event.markets.find((market) => market.kind === 'correct_score')!;
    const [yes] = btts.selections;
    const twoOne = correct.selections.find((s) => s.name === '2-1')!;
    const place = (selectionId: number, odds: number, stake: string) =>
      callApi(
        t.app,
        'POST',
        'sportsbook/placeBet',
        {
          selection_id: selectionId,
          stake,
          odds: odds.toFixed(2),
          request_id: `event-page-${selectionId}-${Math.random().toString(36).slice(2, 8)}`,
        },
        { cookie: punter.cookie },
      );
    const won = dataOf<SportsBet>(await place(yes!.id, yes!.odds, '10'));
    const lost = dataOf<SportsBet>(await place(twoOne.id, twoOne.odds, '5'));
    expect(await mainBalance(t, punter.uid)).toBe(8_500n);

    const feed = t.services.sportsbookFeed;
    const score = { home: 1, away: 1 };
    await feed.send('event_status', { eventFeedId: fixture.feedId, status: 'finished', score });
    for (const market of fixture.markets) {
      const message = { marketFeedId: market.feedId, winningSelectionFeedId: winnerOf(market, score) };
      await feed.send('result', message);
      await feed.send('result', message); // a repeated result changes nothing
    }
    await deliver(t);
    const settler = t.services.sportsbookSettler;
    await Promise.all([settler.settleDue(), settler.settleDue(), settler.settle(won.id)]);
    expect(await mainBalance(t, punter.uid)).toBe(8_500n + returnAt(1_000n, yes!.odds));
    const after = await t.services.sportsbook.event('en', event.id);
    expect(after.markets.every((market) => market.status === 'settled')).toBe(true);
    expect(after.markets_count).toBe(0);
    const mine = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: punter.cookie }),
    );
    expect(mine.items.map((bet) => [bet.id, bet.status])).toEqual([
      [lost.id, 'lost'],
      [won.id, 'won'],
    ]);
  });
});
