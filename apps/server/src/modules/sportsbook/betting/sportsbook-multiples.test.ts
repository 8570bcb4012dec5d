import type { SportsBet, SportsEvent } from '@jeton/domain';
import type { SportsBetAdmin, SportsEventAdmin } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../../../ledger/index.js';
import { callApi, registerPlayer, type TestApp } from '../../../testing/app.js';
import { dataOf, errorOf } from '../../../testing/expect-api.js';
import { shareTestApp } from '../../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../../backoffice/backoffice-testing.js';
import { fund } from '../../house-studio/studio-testing.js';
import { deliver } from '../../jackpots/jackpot-testing.js';
import { ledgerRowsOf, mainBalance, makeEvent } from '../sportsbook-testing.js';

// Multiples (decision 0067): 2–12 legs of different events in one bet at the product of the
// accepted prices, one two-phase hold; same-event legs and moved prices refused, writing nothing;
// settlement once (a lost leg loses at once, a void leg counts at 1.00), also when runs race.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let player: Awaited<ReturnType<typeof registerPlayer>>;
let requests = 0;
const requestId = () => `multi-request-${++requests}-${Math.random().toString(36).slice(2, 8)}`;
const placeMultiple = (cookie: string | undefined, params: Record<string, string | undefined>) =>
  callApi(t.app, 'POST', 'sportsbook/placeMultiple', { request_id: requestId(), ...params }, { cookie });
type Pick = { id: number; odds: number };
const legsOf = (...picks: Pick[]) => picks.map((pick) => `${pick.id}:${pick.odds.toFixed(2)}`).join(',');
const hundredths = (odds: number) => Math.round(odds * 100);
/** The combined odds as the server computes them: the product, rounded down to the hundredth. */
const combined = (...odds: number[]) =>
  Number(odds.map((o) => BigInt(hundredths(o))).reduce((a, b) => a * b) / 100n ** BigInt(odds.length - 1));
const homeOf = (event: SportsEvent) => event.markets[0]!.selections[0]!;

beforeAll(async () => {
  player = await registerPlayer(t.app);
  await fund(t, player.uid, 500_000n);
});

describe('sportsbook/placeMultiple', () => {
  it('holds one stake at the product of the prices, answers every leg, and the same request is the same bet', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const [one, two] = [homeOf(a.event), a.event.markets[1]!.selections[0]!];
    const other = homeOf(b.event);
    const before = await mainBalance(t, player.uid);
    const holdBefore = await houseBalance(t.database.db, 'betting_hold', 'EUR');
    const params = { legs: legsOf(one, other), stake: '10', request_id: requestId() };
    const bet = dataOf<SportsBet>(
      await callApi(t.app, 'POST', 'sportsbook/placeMultiple', params, { cookie: player.cookie }),
    );
    const odds = combined(one.odds, other.odds);
    expect(bet).toMatchObject({
      kind: 'multiple',
      status: 'open',
      stake: 10,
      odds: odds / 100,
      event_id: null,
    });
    expect(bet.market).toBe('Double');
    expect(bet.potential_return).toBe(Math.floor(1_000 * odds) / 10_000);
    expect(bet.legs).toEqual([
      expect.objectContaining({ event_id: a.event.id, odds: one.odds, result: 'open' }),
      expect.objectContaining({ event_id: b.event.id, odds: other.odds, result: 'open' }),
    ]);
    expect(await mainBalance(t, player.uid)).toBe(before - 1_000n);
    expect(await houseBalance(t.database.db, 'betting_hold', 'EUR')).toBe(holdBefore + 1_000n);
    const again = dataOf<SportsBet>(
      await callApi(t.app, 'POST', 'sportsbook/placeMultiple', params, { cookie: player.cookie }),
    );
    expect(again.id).toBe(bet.id);
    expect(await mainBalance(t, player.uid)).toBe(before - 1_000n);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([{ kind: 'sports_bet_reserve' }]);
    // The key of this multiple cannot place another bet.
    const reused = errorOf(
      await callApi(
        t.app,
        'POST',
        'sportsbook/placeMultiple',
        { ...params, legs: legsOf(two, other) },
        { cookie: player.cookie },
      ),
      'InvalidRequestException',
      409,
    );
    expect(reused.code).toBe('BET_KEY_REUSED');
    const open = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', {}, { cookie: player.cookie }),
    );
    expect(open.items.find((item) => item.id === bet.id)?.legs).toHaveLength(2);
  });

  it('refuses two selections of one event with a clear code, writing nothing', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const before = await mainBalance(t, player.uid);
    const refused = errorOf(
      await placeMultiple(player.cookie, {
        legs: legsOf(homeOf(a.event), a.event.markets[1]!.selections[0]!, homeOf(b.event)),
        stake: '5',
      }),
      'InvalidParameterException',
      400,
    );
    expect(refused.code).toBe('SAME_EVENT_LEGS');
    expect(refused.data).toMatchObject({ event_ids: [a.event.id] });
    expect(await mainBalance(t, player.uid)).toBe(before);
  });

  it('refuses the whole bet when any price moved, with the new prices; then takes it at them', async () => {
    const [a, b, c] = [await makeEvent(t), await makeEvent(t), await makeEvent(t)];
    const picks = [homeOf(a.event), homeOf(b.event), homeOf(c.event)];
    const moved = hundredths(picks[1]!.odds) + 9;
    await t.services.sportsbookFeed.send('odds', {
      prices: [{ selectionFeedId: b.fixture.markets[0]!.selections[0]!.feedId, odds: moved }],
    });
    await deliver(t);
    const before = await mainBalance(t, player.uid);
    const refused = errorOf(
      await placeMultiple(player.cookie, { legs: legsOf(...picks), stake: '3' }),
      'InvalidRequestException',
      409,
    );
    expect(refused.code).toBe('PRICE_CHANGED');
    expect(refused.data).toEqual({
      prices: [{ selection_id: picks[1]!.id, odds: moved / 100, price_version: expect.any(Number) }],
    });
    expect(await mainBalance(t, player.uid)).toBe(before);
    const accepted = [picks[0]!, { id: picks[1]!.id, odds: moved / 100 }, picks[2]!];
    const bet = dataOf<SportsBet>(
      await placeMultiple(player.cookie, { legs: legsOf(...accepted), stake: '3' }),
    );
    expect(bet.market).toBe('Treble');
    expect(bet.odds).toBe(combined(...accepted.map((pick) => pick.odds)) / 100);
    expect(bet.legs.map((leg) => leg.odds)).toEqual(accepted.map((pick) => pick.odds));
  });
});

describe('sportsbook/placeMultiple: limits and closed markets', () => {
  it('keeps the legs, the combined odds and the return within the limits, and refuses bad input', async () => {
    const events = [await makeEvent(t), await makeEvent(t), await makeEvent(t)];
    const picks = events.map(({ event }) => homeOf(event));
    const before = await mainBalance(t, player.uid);
    const refusal = async (params: Record<string, string | undefined>) => {
      const result = await placeMultiple(player.cookie, params);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      return result.body.error!;
    };
    for (const params of [
      { legs: legsOf(picks[0]!), stake: '5' },
      { legs: legsOf(picks[0]!, picks[0]!), stake: '5' },
      { legs: Array.from({ length: 13 }, (_, i) => `${i + 1}:2.00`).join(','), stake: '5' },
      { legs: `${picks[0]!.id}:1.855,${picks[1]!.id}:2.00`, stake: '5' },
      { legs: `${picks[0]!.id}:1.00,${picks[1]!.id}:2.00`, stake: '5' },
      { legs: `${picks[0]!.id};2.00|${picks[1]!.id}:2.00`, stake: '5' },
      { legs: `0:2.00,${picks[1]!.id}:2.00`, stake: '5' },
      { legs: '<script>', stake: '5' },
      { legs: 'x'.repeat(10_000), stake: '5' },
      { legs: legsOf(picks[0]!, picks[1]!), stake: '-1' },
      { legs: legsOf(picks[0]!, picks[1]!) },
      { stake: '5' },
    ]) {
      expect((await refusal(params)).type).toBe('InvalidParameterException');
    }
    expect((await refusal({ legs: legsOf(picks[0]!, picks[1]!), stake: '0.05' })).code).toBe('STAKE_TOO_LOW');
    expect((await refusal({ legs: legsOf(picks[0]!, picks[1]!), stake: '5000' })).code).toBe(
      'STAKE_TOO_HIGH',
    );
    expect((await refusal({ legs: `999999:2.00,${picks[1]!.id}:2.00`, stake: '5' })).code).toBe(
      'SELECTION_NOT_FOUND',
    );
    // Long prices: 40.00 × 40.00 is 1,600.00, above the 1,000.00 a multiple may have.
    await t.services.sportsbookFeed.send('odds', {
      prices: events.map(({ fixture }) => ({
        selectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
        odds: 4_000,
      })),
    });
    await deliver(t);
    const long = picks.map((pick) => ({ id: pick.id, odds: 40 }));
    expect((await refusal({ legs: legsOf(long[0]!, long[1]!), stake: '5' })).code).toBe('ODDS_TOO_HIGH');
    await t.services.sportsbookFeed.send('odds', {
      prices: [{ selectionFeedId: events[0]!.fixture.markets[0]!.selections[0]!.feedId, odds: 200 }],
    });
    await deliver(t);
    // 2.00 × 40.00 = 80.00; 1,000.00 × 80.00 = 80,000.00 passes the most a bet may return.
    expect(
      (await refusal({ legs: legsOf({ id: picks[0]!.id, odds: 2 }, long[1]!), stake: '1000' })).code,
    ).toBe('RETURN_TOO_HIGH');
    expect(await mainBalance(t, player.uid)).toBe(before);
    errorOf(
      await placeMultiple(undefined, { legs: legsOf(picks[0]!, picks[1]!), stake: '5' }),
      'AuthorizationException',
      401,
    );
  });

  it('refuses a leg whose market is suspended or whose event started', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t, { startsInMs: 1_000 })];
    t.clock.advance(2_000);
    const refused = errorOf(
      await placeMultiple(player.cookie, { legs: legsOf(homeOf(a.event), homeOf(b.event)), stake: '5' }),
      'InvalidRequestException',
      409,
    );
    expect(refused.code).toBe('EVENT_STARTED');
    expect(refused.data).toMatchObject({ selection_id: homeOf(b.event).id });
  });
});

// Resulting a fixture's first market, cancelling its event, and reading a settled bet back.
const result = async (fixture: Awaited<ReturnType<typeof makeEvent>>['fixture'], winner: number) => {
  await t.services.sportsbookFeed.send('result', {
    marketFeedId: fixture.markets[0]!.feedId,
    winningSelectionFeedId: fixture.markets[0]!.selections[winner]!.feedId,
  });
  await deliver(t);
};
const cancel = async (fixture: Awaited<ReturnType<typeof makeEvent>>['fixture']) => {
  await t.services.sportsbookFeed.send('event_status', {
    eventFeedId: fixture.feedId,
    status: 'cancelled',
    score: null,
  });
  await deliver(t);
};
const settled = async (cookie: string, id: number) =>
  dataOf<{ items: SportsBet[] }>(
    await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled', count: 100 }, { cookie }),
  ).items.find((bet) => bet.id === id);

describe('settling multiples', () => {
  it('waits for every leg, then pays the product exactly once when four runs race', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const picks = [homeOf(a.event), homeOf(b.event)];
    const bet = dataOf<SportsBet>(
      await placeMultiple(punter.cookie, { legs: legsOf(...picks), stake: '10' }),
    );
    const settler = t.services.sportsbookSettler;
    await result(a.fixture, 0);
    await settler.settleDue();
    // One leg won, one to come: still open, the first leg shown won.
    const open = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', {}, { cookie: punter.cookie }),
    ).items.find((item) => item.id === bet.id)!;
    expect(open.legs.map((leg) => leg.result)).toEqual(['won', 'open']);
    expect(await mainBalance(t, punter.uid)).toBe(9_000n);
    const houseBefore = await houseBalance(t.database.db, 'betting_house', 'EUR');
    await result(b.fixture, 0);
    await Promise.all([
      settler.settleDue(),
      settler.settleDue(),
      settler.settle(bet.id),
      settler.settle(bet.id),
    ]);
    await settler.settleDue();
    const payout = BigInt(Math.floor((1_000 * combined(...picks.map((pick) => pick.odds))) / 100));
    expect(await mainBalance(t, punter.uid)).toBe(9_000n + payout);
    expect(await houseBalance(t.database.db, 'betting_house', 'EUR')).toBe(houseBefore + 1_000n - payout);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_post' },
      { kind: 'sports_bet_win' },
    ]);
    expect(await settled(punter.cookie, bet.id)).toMatchObject({
      status: 'won',
      payout: Number(payout) / 100,
      legs: [expect.objectContaining({ result: 'won' }), expect.objectContaining({ result: 'won' })],
    });
  });

  it('loses at once on a lost leg, while another leg is still to play', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 1_000n);
    const bet = dataOf<SportsBet>(
      await placeMultiple(punter.cookie, { legs: legsOf(homeOf(a.event), homeOf(b.event)), stake: '4' }),
    );
    await result(a.fixture, 1);
    await Promise.all([t.services.sportsbookSettler.settleDue(), t.services.sportsbookSettler.settleDue()]);
    expect(await mainBalance(t, punter.uid)).toBe(600n);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_post' },
    ]);
    expect(await settled(punter.cookie, bet.id)).toMatchObject({
      status: 'lost',
      payout: 0,
      legs: [expect.objectContaining({ result: 'lost' }), expect.objectContaining({ result: 'open' })],
    });
    // The other leg's result later changes nothing.
    await result(b.fixture, 0);
    await t.services.sportsbookSettler.settleDue();
    expect(await mainBalance(t, punter.uid)).toBe(600n);
  });
});

describe('settling multiples: voids and the trader view', () => {
  it('pays the reduced odds when a leg is voided after the others won, and the stake when all are void', async () => {
    const [a, b, c] = [await makeEvent(t), await makeEvent(t), await makeEvent(t)];
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const picks = [homeOf(a.event), homeOf(b.event), homeOf(c.event)];
    const treble = dataOf<SportsBet>(
      await placeMultiple(punter.cookie, { legs: legsOf(...picks), stake: '10' }),
    );
    const [d, e] = [await makeEvent(t), await makeEvent(t)];
    const double = dataOf<SportsBet>(
      await placeMultiple(punter.cookie, { legs: legsOf(homeOf(d.event), homeOf(e.event)), stake: '5' }),
    );
    await result(a.fixture, 0);
    await result(b.fixture, 0);
    await t.services.sportsbookSettler.settleDue();
    expect(await mainBalance(t, punter.uid)).toBe(8_500n);
    // A trader voids the third leg's event: the treble pays at the two won legs' odds.
    const trader = await operatorSession(t, 'trader');
    dataOf<SportsEventAdmin>(
      await callBackoffice(t, 'sportsbook/voidEvent', { eventId: c.event.id }, { cookie: trader.cookie }),
    );
    await t.services.sportsbookSettler.settleDue();
    const reduced = combined(picks[0]!.odds, picks[1]!.odds);
    const payout = BigInt(Math.floor((1_000 * reduced) / 100));
    expect(await mainBalance(t, punter.uid)).toBe(8_500n + payout);
    expect(await settled(punter.cookie, treble.id)).toMatchObject({
      status: 'won',
      payout: Number(payout) / 100,
      legs: [
        expect.objectContaining({ result: 'won' }),
        expect.objectContaining({ result: 'won' }),
        expect.objectContaining({ result: 'void' }),
      ],
    });
    await cancel(d.fixture);
    await cancel(e.fixture);
    await t.services.sportsbookSettler.settleDue();
    expect(await mainBalance(t, punter.uid)).toBe(8_500n + payout + 500n);
    expect(await ledgerRowsOf(t, double.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_void' },
    ]);
    expect(await settled(punter.cookie, double.id)).toMatchObject({ status: 'void', payout: 5 });
  });

  it('shows a trader a multiple’s legs on each of its markets', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const bet = dataOf<SportsBet>(
      await placeMultiple(player.cookie, { legs: legsOf(homeOf(a.event), homeOf(b.event)), stake: '2' }),
    );
    const trader = await operatorSession(t, 'trader');
    const bets = dataOf<{ items: SportsBetAdmin[] }>(
      await callBackoffice(
        t,
        'sportsbook/bets',
        { marketId: b.event.markets[0]!.id },
        { cookie: trader.cookie },
      ),
    );
    expect(bets.items).toEqual([
      expect.objectContaining({
        id: bet.id,
        kind: 'multiple',
        legs: [
          expect.objectContaining({ eventId: a.event.id, result: 'open' }),
          expect.objectContaining({ eventId: b.event.id, result: 'open' }),
        ],
      }),
    ]);
    const events = dataOf<{ items: SportsEventAdmin[] }>(
      await callBackoffice(t, 'sportsbook/events', {}, { cookie: trader.cookie }),
    );
    const market = events.items.find((event) => event.id === a.event.id)!.markets[0]!;
    expect(market).toMatchObject({ openMultiples: 1, openBets: 0 });
  });
});
