import type { SportsBet, SportsEvent } from '@jeton/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { ledgerRowsOf, mainBalance, makeEvent, returnAt } from './sportsbook-testing.js';

// The sportsbook's API: prices for guests, singles placed through a two-phase hold, moved prices,
// stake limits and bad input refused with a catalogue 4xx, bets private to their player, and
// settlement exactly once (won, lost, void) with the ledger's arithmetic.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let player: Awaited<ReturnType<typeof registerPlayer>>;
let rival: Awaited<ReturnType<typeof registerPlayer>>;
let requests = 0;
const requestId = () => `test-request-${++requests}-${Math.random().toString(36).slice(2, 8)}`;
const place = (cookie: string | undefined, params: Record<string, string | number | undefined>) =>
  callApi(t.app, 'POST', 'sportsbook/placeBet', { request_id: requestId(), ...params }, { cookie });

beforeAll(async () => {
  player = await registerPlayer(t.app);
  rival = await registerPlayer(t.app);
  await fund(t, player.uid, 100_000n);
  await fund(t, rival.uid, 100_000n);
});

describe('sportsbook/get and event', () => {
  it('shows guests the events with their markets and prices, in their language', async () => {
    const { event } = await makeEvent(t);
    const list = dataOf<{ sports: { sysname: string }[]; events: { id: number }[] }>(
      await callApi(t.app, 'GET', 'sportsbook/get', { sport: 'football', count: 100 }),
    );
    expect(list.sports.map((sport) => sport.sysname)).toContain('football');
    expect(list.events.map((e) => e.id)).toContain(event.id);
    const fr = dataOf<{ markets: { name: string }[] }>(
      await callApi(t.app, 'GET', 'sportsbook/event', { id: event.id }, { locale: 'fr' }),
    );
    expect(fr.markets.map((market) => market.name).slice(0, 2)).toEqual([
      'Résultat du match',
      'Total de buts 2,5',
    ]);
    expect(event.markets[0]!.selections).toHaveLength(3);
  });

  it('refuses bad input with a catalogue 4xx', async () => {
    const hostile: Record<string, string>[] = [
      { id: 'x' },
      { id: '0' },
      { id: "1'; DROP TABLE sports;--" },
      {},
    ];
    for (const params of hostile) {
      expectRefusal(
        await t.app.inject({ method: 'GET', url: `/api/sportsbook/event?${new URLSearchParams(params)}` }),
      );
    }
    errorOf(
      await callApi(t.app, 'GET', 'sportsbook/event', { id: 999_999 }),
      'InvalidParameterException',
      404,
    );
    errorOf(
      await callApi(t.app, 'GET', 'sportsbook/get', { phase: 'soon' }),
      'InvalidParameterException',
      400,
    );
  });
});

describe('sportsbook/placeBet', () => {
  it('holds the stake in a pending transfer and answers the bet with the price accepted', async () => {
    const { event } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    const before = await mainBalance(t, player.uid);
    const holdBefore = await houseBalance(t.database.db, 'betting_hold', 'EUR');
    const id = requestId();
    const params = {
      selection_id: selection.id,
      stake: '10.50',
      odds: selection.odds.toFixed(2),
      request_id: id,
    };
    const bet = dataOf<SportsBet>(
      await callApi(t.app, 'POST', 'sportsbook/placeBet', params, { cookie: player.cookie }),
    );
    expect(bet).toMatchObject({ status: 'open', stake: 10.5, odds: selection.odds, event_id: event.id });
    expect(bet.potential_return).toBe(Number(returnAt(1_050n, selection.odds)) / 100);
    expect(await mainBalance(t, player.uid)).toBe(before - 1_050n);
    expect(await houseBalance(t.database.db, 'betting_hold', 'EUR')).toBe(holdBefore + 1_050n);
    // The same request again is the same bet: nothing more is held.
    const again = dataOf<SportsBet>(
      await callApi(t.app, 'POST', 'sportsbook/placeBet', params, { cookie: player.cookie }),
    );
    expect(again.id).toBe(bet.id);
    expect(await mainBalance(t, player.uid)).toBe(before - 1_050n);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([{ kind: 'sports_bet_reserve' }]);
  });

  it('refuses a moved price with the new odds, and takes the bet at the new price', async () => {
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[0]!.selections[1]!;
    const moved = Math.round(selection.odds * 100) + 7;
    await t.services.sportsbookFeed.send('odds', {
      prices: [{ selectionFeedId: fixture.markets[0]!.selections[1]!.feedId, odds: moved }],
    });
    await deliver(t);
    const before = await mainBalance(t, player.uid);
    const refused = errorOf(
      await place(player.cookie, { selection_id: selection.id, stake: '5', odds: selection.odds.toFixed(2) }),
      'InvalidRequestException',
      409,
    );
    expect(refused.code).toBe('PRICE_CHANGED');
    expect(refused.data).toMatchObject({ odds: moved / 100 });
    expect(await mainBalance(t, player.uid)).toBe(before);
    const bet = dataOf<SportsBet>(
      await place(player.cookie, { selection_id: selection.id, stake: '5', odds: (moved / 100).toFixed(2) }),
    );
    expect(bet.odds).toBe(moved / 100);
  });

  it('keeps stakes within the limits and refuses bad input, writing nothing', async () => {
    const { event } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    const odds = selection.odds.toFixed(2);
    const before = await mainBalance(t, player.uid);
    const code = async (params: Record<string, string | number | undefined>) => {
      const result = await place(player.cookie, params);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      return result.body.error!;
    };
    expect((await code({ selection_id: selection.id, stake: '0.05', odds })).code).toBe('STAKE_TOO_LOW');
    expect((await code({ selection_id: selection.id, stake: '5000', odds })).code).toBe('STAKE_TOO_HIGH');
    expect((await code({ selection_id: 999_999, stake: '5', odds })).code).toBe('SELECTION_NOT_FOUND');
    for (const params of [
      { selection_id: selection.id, stake: '-5', odds },
      { selection_id: selection.id, stake: '5.001', odds },
      { selection_id: selection.id, stake: '1e3', odds },
      { selection_id: selection.id, stake: '5', odds: '1.005' },
      { selection_id: selection.id, stake: '5', odds: '0.5' },
      { selection_id: 'abc', stake: '5', odds },
      { selection_id: selection.id, odds },
      { selection_id: selection.id, stake: '5', odds, request_id: '<script>' },
      { selection_id: selection.id, stake: 'x'.repeat(10_000), odds },
    ]) {
      expect((await code(params)).type).toBe('InvalidParameterException');
    }
    expect(await mainBalance(t, player.uid)).toBe(before);
    errorOf(
      await place(undefined, { selection_id: selection.id, stake: '5', odds }),
      'AuthorizationException',
      401,
    );
  });

  it('refuses an event that has started and is not in play, and lists it no more', async () => {
    const { event } = await makeEvent(t, { startsInMs: 1_000 });
    const listed = async (phase?: string) =>
      dataOf<{ events: SportsEvent[] }>(
        await callApi(t.app, 'GET', 'sportsbook/get', { count: 100, ...(phase ? { phase } : {}) }),
      ).events.map((e) => e.id);
    expect(await listed('upcoming')).toContain(event.id);
    t.clock.advance(2_000);
    // Until the feed puts it in play, it is neither to come nor live.
    expect(await listed('upcoming')).not.toContain(event.id);
    expect(await listed()).not.toContain(event.id);
    const selection = event.markets[0]!.selections[0]!;
    const refused = errorOf(
      await place(player.cookie, { selection_id: selection.id, stake: '5', odds: selection.odds.toFixed(2) }),
      'InvalidRequestException',
      409,
    );
    expect(refused.code).toBe('EVENT_STARTED');
  });
});

describe('sportsbook/myBets', () => {
  it('shows a player their own bets only', async () => {
    const { event } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    const bet = dataOf<SportsBet>(
      await place(rival.cookie, { selection_id: selection.id, stake: '2', odds: selection.odds.toFixed(2) }),
    );
    const mine = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', {}, { cookie: player.cookie }),
    );
    expect(mine.items.map((item) => item.id)).not.toContain(bet.id);
    const theirs = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', {}, { cookie: rival.cookie }),
    );
    expect(theirs.items.map((item) => item.id)).toContain(bet.id);
    errorOf(await callApi(t.app, 'GET', 'sportsbook/myBets', {}), 'AuthorizationException', 401);
  });
});

describe('settlement', () => {
  it('settles each bet exactly once when two runs race, paying the winner stake × odds', async () => {
    const { event, fixture } = await makeEvent(t);
    const [home, draw] = event.markets[0]!.selections;
    const winner = await registerPlayer(t.app);
    await fund(t, winner.uid, 10_000n);
    const won = dataOf<SportsBet>(
      await place(winner.cookie, { selection_id: home!.id, stake: '10', odds: home!.odds.toFixed(2) }),
    );
    const lost = dataOf<SportsBet>(
      await place(winner.cookie, { selection_id: draw!.id, stake: '4', odds: draw!.odds.toFixed(2) }),
    );
    const houseBefore = await houseBalance(t.database.db, 'betting_house', 'EUR');
    const holdBefore = await houseBalance(t.database.db, 'betting_hold', 'EUR');
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    const settler = t.services.sportsbookSettler;
    await Promise.all([
      settler.settleDue(),
      settler.settleDue(),
      settler.settle(won.id),
      settler.settle(lost.id),
    ]);
    await settler.settleDue();
    // Odds have two decimals, so stake × odds is a whole number of cents; Math.floor would take 2.43 × 1000 = 2429.99….
    const payout = BigInt(Math.round(1_000 * home!.odds));
    expect(await mainBalance(t, winner.uid)).toBe(10_000n - 1_400n + payout);
    expect(await ledgerRowsOf(t, won.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_post' },
      { kind: 'sports_bet_win' },
    ]);
    expect(await ledgerRowsOf(t, lost.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_post' },
    ]);
    expect(await houseBalance(t.database.db, 'betting_hold', 'EUR')).toBe(holdBefore - 1_400n);
    expect(await houseBalance(t.database.db, 'betting_house', 'EUR')).toBe(houseBefore + 1_400n - payout);
    const settled = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: winner.cookie }),
    );
    expect(settled.items.map((bet) => [bet.id, bet.status])).toEqual([
      [lost.id, 'lost'],
      [won.id, 'won'],
    ]);
    const notices = await callApi(t.app, 'GET', 'notifications/get', {}, { cookie: winner.cookie });
    expect(JSON.stringify(notices.body)).toContain('sports_bet_won');
  });

  it('returns the stake when the event is cancelled', async () => {
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[1]!.selections[0]!;
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 1_000n);
    const bet = dataOf<SportsBet>(
      await place(punter.cookie, { selection_id: selection.id, stake: '7', odds: selection.odds.toFixed(2) }),
    );
    expect(await mainBalance(t, punter.uid)).toBe(300n);
    await t.services.sportsbookFeed.send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'cancelled',
      score: null,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    expect(await mainBalance(t, punter.uid)).toBe(1_000n);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_void' },
    ]);
    const mine = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: punter.cookie }),
    );
    expect(mine.items[0]).toMatchObject({ id: bet.id, status: 'void', payout: 7 });
  });
});
