import { queryRows } from '@jeton/db';
import type { LoyaltyInfo, SportsBet, SportsEvent } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';
import {
  activate,
  balancesOf,
  bettingBonusesOf,
  grantFreeBet,
  ledgerKindsOf,
  placeFreeMultiple,
} from './betting-bonus-testing.js';

// Free bets on multiples (decision 0077): staked whole from the betting-bonus balance when every
// leg and the combined odds meet the free bet's lowest odds; a win pays the winnings only, a loss
// nothing, all legs void give the free bet back, a void leg counts at 1.00; no cash-out offer and
// no loyalty points. Bad input and other players' free bets are refused, writing nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

type Fixture = Awaited<ReturnType<typeof makeEvent>>['fixture'];
const homeOf = (event: SportsEvent) => event.markets[0]!.selections[0]!;
/** The combined odds in hundredths as the server computes them: the product, rounded down. */
const combined = (...odds: number[]) =>
  Number(
    odds.map((o) => BigInt(Math.round(o * 100))).reduce((a, b) => a * b) / 100n ** BigInt(odds.length - 1),
  );
const winningsOf = (stakeMinor: bigint, oddsHundredths: number) =>
  (stakeMinor * BigInt(oddsHundredths)) / 100n - stakeMinor;

async function punterWithFreeBet(terms: { bet_amount?: number; min_odds?: number } = {}) {
  const punter = await registerPlayer(t.app);
  const id = await grantFreeBet(t, punter.uid, { bet_amount: 5, min_odds: 1.01, ...terms });
  dataOf(await activate(t, punter.cookie, id));
  return { ...punter, freeBetId: id };
}

const result = async (fixture: Fixture, winner: number) => {
  await t.services.sportsbookFeed.send('result', {
    marketFeedId: fixture.markets[0]!.feedId,
    winningSelectionFeedId: fixture.markets[0]!.selections[winner]!.feedId,
  });
  await deliver(t);
};
const cancel = async (fixture: Fixture) => {
  await t.services.sportsbookFeed.send('event_status', {
    eventFeedId: fixture.feedId,
    status: 'cancelled',
    score: null,
  });
  await deliver(t);
};
const betsOf = async (uid: number) =>
  queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM sports_bets WHERE user_id = ${uid}`);

describe('placing a free bet on a multiple', () => {
  multipleFreeBetStakeChecks();
  multipleFreeBetRefusalChecks();
});

/** Staking it, and the odds each leg needs. */
function multipleFreeBetStakeChecks() {
  it('stakes it whole from the betting-bonus balance, once, with no cash-out offer', async () => {
    const punter = await punterWithFreeBet();
    await fund(t, punter.uid, 1_000n);
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const legs = [homeOf(a.event), homeOf(b.event)];
    const requestId = `free-double-${Math.random().toString(36).slice(2, 10)}`;
    const params = { legs, stake: '5', betting_bonus_id: punter.freeBetId, request_id: requestId };
    const bet = dataOf<SportsBet>(await placeFreeMultiple(t, punter.cookie, params));
    const odds = combined(...legs.map((leg) => leg.odds));
    expect(bet).toMatchObject({
      kind: 'multiple',
      status: 'open',
      stake: 5,
      odds: odds / 100,
      betting_bonus_id: punter.freeBetId,
    });
    // The potential return of a free bet is its winnings, without the stake.
    expect(bet.potential_return).toBe(Number(winningsOf(500n, odds)) / 100);
    expect(bet.legs).toHaveLength(2);
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: 1_000n, betting_bonus: 0n });
    expect((await bettingBonusesOf(t, punter.cookie)).items[0]).toMatchObject({
      id: punter.freeBetId,
      status: 'staked',
      bet_id: bet.id,
    });
    // The same request answers the same bet; another bet cannot take the staked free bet.
    expect(dataOf<SportsBet>(await placeFreeMultiple(t, punter.cookie, params)).id).toBe(bet.id);
    const second = await placeFreeMultiple(t, punter.cookie, { ...params, request_id: undefined });
    expect(errorOf(second, 'InvalidRequestException', 409).code).toBe('BETTING_BONUS_NOT_ACTIVE');
    // The same request id without the free bet is another bet.
    const reused = await callApi(
      t.app,
      'POST',
      'sportsbook/placeMultiple',
      { request_id: requestId, legs: legs.map((l) => `${l.id}:${l.odds.toFixed(2)}`).join(','), stake: '5' },
      { cookie: punter.cookie },
    );
    expect(errorOf(reused, 'InvalidRequestException', 409).code).toBe('BET_KEY_REUSED');
    expect(await ledgerKindsOf(t, `sports_bet:${bet.id}`)).toEqual(['sports_bet_reserve']);
    // Cash-out (decision 0074) offers nothing on a free bet, and refuses it.
    const quotes = dataOf<{ items: { bet_id: number }[] }>(
      await callApi(t.app, 'GET', 'sportsbook/cashOutQuotes', {}, { cookie: punter.cookie }),
    );
    expect(quotes.items.map((quote) => quote.bet_id)).not.toContain(bet.id);
    const cashOut = await callApi(
      t.app,
      'POST',
      'sportsbook/cashOut',
      { bet_id: bet.id, amount: '4.75' },
      { cookie: punter.cookie },
    );
    expect(errorOf(cashOut, 'InvalidRequestException', 409).code).toBe('CASH_OUT_UNAVAILABLE');
  });

  it('needs every leg at the lowest odds, not only the combined odds', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const selections = (event: SportsEvent) =>
      [...event.markets[0]!.selections].sort((x, y) => x.odds - y.odds);
    const low = selections(a.event)[0]!;
    const high = selections(b.event).at(-1)!;
    expect(low.odds).toBeLessThan(high.odds);
    const punter = await punterWithFreeBet({ min_odds: high.odds });
    // The combined odds pass the lowest odds, the first leg does not.
    expect(combined(low.odds, high.odds)).toBeGreaterThanOrEqual(Math.round(high.odds * 100));
    const refused = errorOf(
      await placeFreeMultiple(t, punter.cookie, {
        legs: [low, high],
        stake: '5',
        betting_bonus_id: punter.freeBetId,
      }),
      'InvalidParameterException',
      400,
    );
    expect(refused).toMatchObject({ code: 'BETTING_BONUS_MIN_ODDS', data: { min_odds: high.odds } });
    expect(await betsOf(punter.uid)).toEqual([]);
    expect(await balancesOf(t, punter.uid)).toMatchObject({ betting_bonus: 500n });
  });
}

/** Refusals, writing nothing. */
function multipleFreeBetRefusalChecks() {
  it('refuses bad input, the wrong stake, an inactive free bet and another player’s, writing nothing', async () => {
    const punter = await punterWithFreeBet();
    const rival = await punterWithFreeBet();
    await fund(t, punter.uid, 1_000n);
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const legs = [homeOf(a.event), homeOf(b.event)];
    const legsText = legs.map((l) => `${l.id}:${l.odds.toFixed(2)}`).join(',');
    for (const value of ['x', '0', '-1', '1.5', '', "1'; DROP TABLE users;--", '9'.repeat(400)]) {
      expectRefusal(
        await t.app.inject({
          method: 'POST',
          url: '/api/sportsbook/placeMultiple?v=2.0&locale=en',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: punter.cookie },
          payload: new URLSearchParams({
            legs: legsText,
            stake: '5',
            request_id: `bad-free-multiple-${Math.random().toString(36).slice(2, 8)}`,
            betting_bonus_id: value,
          }).toString(),
        }),
      );
    }
    const place = (cookie: string | undefined, change: Record<string, unknown> = {}) =>
      placeFreeMultiple(t, cookie, { legs, stake: '5', betting_bonus_id: punter.freeBetId, ...change });
    expect(
      errorOf(await place(punter.cookie, { stake: '4' }), 'InvalidParameterException', 400),
    ).toMatchObject({ code: 'BETTING_BONUS_STAKE', data: { amount: 5 } });
    // Someone else's free bet is no free bet; an unknown one neither.
    expect(errorOf(await place(rival.cookie), 'InvalidParameterException', 404).code).toBe(
      'BETTING_BONUS_NOT_FOUND',
    );
    expect(
      errorOf(await place(punter.cookie, { betting_bonus_id: 999_999_999 }), 'InvalidParameterException', 404)
        .code,
    ).toBe('BETTING_BONUS_NOT_FOUND');
    errorOf(await place(undefined), 'AuthorizationException', 401);
    // Not activated yet.
    const available = await grantFreeBet(t, punter.uid, { bet_amount: 5, min_odds: 1.01 });
    expect(
      errorOf(await place(punter.cookie, { betting_bonus_id: available }), 'InvalidRequestException', 409)
        .code,
    ).toBe('BETTING_BONUS_NOT_ACTIVE');
    // Two legs of one match stay refused with a free bet too.
    const sameEvent = [homeOf(a.event), a.event.markets[1]!.selections[0]!];
    expect(
      errorOf(await place(punter.cookie, { legs: sameEvent }), 'InvalidParameterException', 400).code,
    ).toBe('SAME_EVENT_LEGS');
    expect(await betsOf(punter.uid)).toEqual([]);
    expect(await betsOf(rival.uid)).toEqual([]);
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: 1_000n, betting_bonus: 500n });
    expect(await balancesOf(t, rival.uid)).toMatchObject({ main: 0n, betting_bonus: 500n });
    const statuses = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM player_betting_bonuses WHERE id IN (${punter.freeBetId}, ${rival.freeBetId}) ORDER BY id`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['active', 'active']);
  });
}

describe('settling a free multiple', () => {
  const settleTwice = async () => {
    const settler = t.services.sportsbookSettler;
    await Promise.all([settler.settleDue(), settler.settleDue()]);
    await deliver(t);
  };
  const place = async (
    punter: Awaited<ReturnType<typeof punterWithFreeBet>>,
    legs: { id: number; odds: number }[],
  ) =>
    dataOf<SportsBet>(
      await placeFreeMultiple(t, punter.cookie, { legs, stake: '5', betting_bonus_id: punter.freeBetId }),
    );
  const points = async (cookie: string) =>
    dataOf<LoyaltyInfo>(await callApi(t.app, 'GET', 'loyalty/getinfo', {}, { cookie })).points;

  it('pays a win’s winnings only to the main balance, nothing for a loss, and earns no points', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const winner = await punterWithFreeBet();
    const loser = await punterWithFreeBet();
    const picks = [homeOf(a.event), homeOf(b.event)];
    const won = await place(winner, picks);
    const lost = await place(loser, [homeOf(a.event), b.event.markets[0]!.selections[1]!]);
    await result(a.fixture, 0);
    await result(b.fixture, 0);
    await settleTwice();
    const winnings = winningsOf(500n, combined(...picks.map((pick) => pick.odds)));
    expect(await balancesOf(t, winner.uid)).toMatchObject({ main: winnings, betting_bonus: 0n });
    expect(await balancesOf(t, loser.uid)).toMatchObject({ main: 0n, betting_bonus: 0n });
    expect(await ledgerKindsOf(t, `sports_bet:${won.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
      'sports_bet_win',
    ]);
    expect(await ledgerKindsOf(t, `sports_bet:${lost.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
    ]);
    expect((await bettingBonusesOf(t, winner.cookie)).items[0]).toMatchObject({
      status: 'won',
      winnings: { amount: Number(winnings) / 100 },
    });
    expect((await bettingBonusesOf(t, loser.cookie)).items[0]).toMatchObject({ status: 'lost' });
    expect(await points(winner.cookie)).toBe(0);
    expect(await points(loser.cookie)).toBe(0);
  });

  it('counts a void leg at 1.00, and gives the free bet back when every leg is void', async () => {
    const [a, b, c, d] = [await makeEvent(t), await makeEvent(t), await makeEvent(t), await makeEvent(t)];
    const reduced = await punterWithFreeBet();
    const allVoid = await punterWithFreeBet();
    const reducedBet = await place(reduced, [homeOf(a.event), homeOf(b.event)]);
    const voidBet = await place(allVoid, [homeOf(c.event), homeOf(d.event)]);
    await cancel(a.fixture);
    await result(b.fixture, 0);
    await cancel(c.fixture);
    await cancel(d.fixture);
    await settleTwice();
    // Only the won leg's odds count.
    const winnings = winningsOf(500n, Math.round(homeOf(b.event).odds * 100));
    expect(await balancesOf(t, reduced.uid)).toMatchObject({ main: winnings, betting_bonus: 0n });
    expect(await ledgerKindsOf(t, `sports_bet:${reducedBet.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
      'sports_bet_win',
    ]);
    // All void: the stake back on the betting-bonus balance, the free bet active again, no cash.
    expect(await balancesOf(t, allVoid.uid)).toMatchObject({ main: 0n, betting_bonus: 500n });
    expect(await ledgerKindsOf(t, `sports_bet:${voidBet.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_void',
    ]);
    expect((await bettingBonusesOf(t, allVoid.cookie)).items[0]).toMatchObject({
      id: allVoid.freeBetId,
      status: 'active',
    });
    const settled = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: allVoid.cookie }),
    );
    expect(settled.items[0]).toMatchObject({ id: voidBet.id, status: 'void', payout: 0 });
  });
});
