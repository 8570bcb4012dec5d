import type { BetItem, SportsBetItem } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { fund, openSession, studioPost } from '../../modules/house-studio/studio-testing.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';

// Sports bets in Profile → Bets (issue 31, item 5): beside casino rounds, newest first, filtered,
// paged across both without a row twice, each leg with its result, and in the export.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const MINUTE = 60_000;
let requests = 0;
const requestId = () => `history-request-${++requests}-${Math.random().toString(36).slice(2, 8)}`;

interface Page {
  total: number;
  items: BetItem[];
}

const history = (cookie: string, params: Record<string, string | number> = {}, locale = 'en') =>
  callApi(t.app, 'GET', 'games/getHistory', params, { cookie, locale });

/** A dice round of one player, through the house studio. */
async function playRound(cookie: string): Promise<void> {
  const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
  await studioPost(t, 'rounds', {
    session: token,
    stake: '100',
    bet: { direction: 'under', targetHundredths: 5000 },
  });
}

/**
 * A player with, oldest first: a dice round, a won single, a dice round, a lost double, each a
 * minute apart; the single's match and one leg's match resulted and the bets settled.
 */
async function playerWithBothProducts() {
  const player = await registerPlayer(t.app);
  await fund(t, player.uid, 100_000n);
  const [first, second] = [await makeEvent(t), await makeEvent(t)];
  const home = (event: typeof first.event) => event.markets[0]!.selections[0]!;
  const place = (method: string, params: Record<string, string>) =>
    callApi(
      t.app,
      'POST',
      `sportsbook/${method}`,
      { request_id: requestId(), ...params },
      {
        cookie: player.cookie,
      },
    );
  await playRound(player.cookie);
  t.clock.advance(MINUTE);
  const single = dataOf<{ id: number }>(
    await place('placeBet', {
      selection_id: String(home(first.event).id),
      stake: '5',
      odds: home(first.event).odds.toFixed(2),
    }),
  );
  t.clock.advance(MINUTE);
  await playRound(player.cookie);
  t.clock.advance(MINUTE);
  const legs = [home(first.event), home(second.event)];
  const double = dataOf<{ id: number }>(
    await place('placeMultiple', {
      stake: '2',
      legs: legs.map((leg) => `${leg.id}:${leg.odds.toFixed(2)}`).join(','),
    }),
  );
  // The first match's home side wins; the second's draws: the single wins, the double loses.
  await t.services.sportsbookFeed.send('result', {
    marketFeedId: first.fixture.markets[0]!.feedId,
    winningSelectionFeedId: first.fixture.markets[0]!.selections[0]!.feedId,
  });
  await t.services.sportsbookFeed.send('result', {
    marketFeedId: second.fixture.markets[0]!.feedId,
    winningSelectionFeedId: second.fixture.markets[0]!.selections[1]!.feedId,
  });
  await deliver(t);
  await t.services.sportsbookSettler.settleDue();
  return { ...player, single: single.id, double: double.id, first, second };
}

const productsOf = (page: Page) => page.items.map((item) => item.product);

describe('sports bets in the bets history', () => {
  it('shows them beside casino rounds, newest first, with their legs and results', async () => {
    const { cookie, single, double } = await playerWithBothProducts();
    const all = dataOf<Page>(await history(cookie, { count: 10 }));
    expect(all.total).toBe(4);
    expect(productsOf(all)).toEqual(['sports', 'casino', 'sports', 'casino']);
    const [lostDouble, , wonSingle] = all.items as [SportsBetItem, BetItem, SportsBetItem, BetItem];
    expect(lostDouble).toMatchObject({
      id: double,
      status: 'lost',
      stake: { amount: 2, currency: 'EUR' },
      win: { amount: 0, currency: 'EUR' },
      free_bet: false,
      bet: { kind: 'multiple' },
    });
    expect(lostDouble.bet.legs.map((leg) => leg.result)).toEqual(['won', 'lost']);
    expect(wonSingle).toMatchObject({ id: single, status: 'won', bet: { kind: 'single', legs: [] } });
    expect(wonSingle.win.amount).toBeCloseTo(5 * wonSingle.bet.odds, 2);
    expect(wonSingle.settled_at).not.toBeNull();
  });

  it('filters by product: sports alone, casino alone, and no sports bet in demo play', async () => {
    const { cookie } = await playerWithBothProducts();
    const sports = dataOf<Page>(await history(cookie, { product: 'sports' }));
    expect(sports.total).toBe(2);
    expect(productsOf(sports)).toEqual(['sports', 'sports']);
    const casino = dataOf<Page>(await history(cookie, { product: 'casino' }));
    expect(productsOf(casino)).toEqual(['casino', 'casino']);
    expect(dataOf<Page>(await history(cookie, { mode: 'demo' }))).toEqual({ total: 0, items: [] });
  });

  it('pages across both products without showing a row twice or leaving one out', async () => {
    const { cookie } = await playerWithBothProducts();
    const whole = dataOf<Page>(await history(cookie, { count: 10 })).items;
    const paged: BetItem[] = [];
    for (let offset = 0; offset < 4; offset += 1) {
      paged.push(...dataOf<Page>(await history(cookie, { offset, count: 1 })).items);
    }
    const key = (item: BetItem) => `${item.product}:${item.id}`;
    expect(paged.map(key)).toEqual(whole.map(key));
    const second = dataOf<Page>(await history(cookie, { offset: 2, count: 2 }));
    expect(second.items.map(key)).toEqual(whole.slice(2).map(key));
  });

  it('names events, markets and selections in the caller’s language', async () => {
    const { cookie } = await playerWithBothProducts();
    const [bet] = dataOf<Page>(await history(cookie, { product: 'sports' }, 'fr')).items as SportsBetItem[];
    expect(bet!.bet.legs[0]!.market).toBe('Résultat du match');
  });

  it('never shows another player’s bets', async () => {
    await playerWithBothProducts();
    const stranger = await registerPlayer(t.app);
    expect(dataOf<Page>(await history(stranger.cookie))).toEqual({ total: 0, items: [] });
  });

  it('exports them with the rounds: CSV rows in the player’s words, each leg with its result', async () => {
    const { cookie, double } = await playerWithBothProducts();
    const requested = dataOf<{ id: number }>(
      await callApi(
        t.app,
        'POST',
        'games/createhistoryexportrequest',
        { format: 'csv' },
        { cookie, locale: 'fr' },
      ),
    );
    await t.services.gameHistory.processPendingExports();
    const ready = dataOf<{ row_count: number; download_url: string }>(
      await callApi(t.app, 'GET', 'games/gethistoryexportrequest', { id: requested.id }, { cookie }),
    );
    expect(ready.row_count).toBe(4);
    const file = await t.app.inject({ method: 'GET', url: ready.download_url, headers: { cookie } });
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/,Sélections$/);
    const doubleRow = lines.find((line) => line.startsWith(`${double},`))!;
    expect(doubleRow).toMatch(/,Combiné \(2\),paris sportifs,argent réel,perdu,EUR,2\.00,0\.00,,,non,/);
    expect(doubleRow).toMatch(/Résultat du match\u00a0: .* @ \d+,\d\d \(gagnée?\); .* \(perdue?\)/);
  });
});
