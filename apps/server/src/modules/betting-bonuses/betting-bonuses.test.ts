import { queryRows } from '@jeton/db';
import type { BettingBonus, SportsBet } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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
  placeFreeBet,
  remove,
} from './betting-bonus-testing.js';

// BettingBonuses through the API (decision 0070): free bets granted by an offer, activated onto the
// betting-bonus balance, staked whole on a single, settled without the stake, removed and expired,
// each money movement once through the ledger; bad input and other players' ids refused.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let player: Awaited<ReturnType<typeof registerPlayer>>;
let rival: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  player = await registerPlayer(t.app);
  rival = await registerPlayer(t.app);
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** An upcoming match and its first selection at odds of at least `min`. */
async function selectionAtLeast(min: number) {
  const { event, fixture } = await makeEvent(t);
  const selections = event.markets.flatMap((market) => market.selections);
  const selection = selections.find((s) => s.odds >= min)!;
  const low = selections.find((s) => s.odds < min) ?? null;
  return { event, fixture, selection, low };
}

describe('a betting bonus granted by a promo code', () => {
  it('is listed available with its terms, in the player’s language', async () => {
    const punter = await registerPlayer(t.app);
    const redeemed = dataOf<{ granted: unknown[] }>(
      await callApi(
        t.app,
        'POST',
        'campaigns/activateOffer',
        { promo_code: 'freebet5' },
        { cookie: punter.cookie },
      ),
    );
    expect(redeemed.granted).toEqual([
      { type: 'betting_bonus', amount: { amount: 5, currency: 'EUR' }, min_odds: 1.5 },
    ]);
    const { items, total } = await bettingBonusesOf(t, punter.cookie, 'fr');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      status: 'available',
      title: 'Code FREEBET5 : un pari gratuit de 5 €',
      amount: { amount: 5, currency: 'EUR' },
      min_odds: 1.5,
      valid_days: 14,
      activated_at: null,
      bet_id: null,
      winnings: null,
    });
    expect(Date.parse(items[0]!.expires_at)).toBe(t.clock.now().getTime() + 14 * DAY_MS);
    // Granting moves no money: the free bet is the house's until activated.
    expect((await balancesOf(t, punter.uid)).betting_bonus).toBe(0n);
  });
});

describe('BettingBonuses/activate and remove', () => {
  it('activates onto the betting-bonus balance once, and removes once, also when asked twice', async () => {
    const id = await grantFreeBet(t, player.uid, { bet_amount: 7.5 });
    const first = dataOf<BettingBonus>(await activate(t, player.cookie, id));
    const again = dataOf<BettingBonus>(await activate(t, player.cookie, id));
    expect(first).toMatchObject({ id, status: 'active' });
    expect(again).toEqual(first);
    expect((await balancesOf(t, player.uid)).betting_bonus).toBe(750n);
    expect(await ledgerKindsOf(t, `betting_bonus:${id}`)).toEqual(['betting_bonus_grant']);

    const removed = dataOf<BettingBonus>(await remove(t, player.cookie, id));
    expect(removed).toMatchObject({ id, status: 'forfeited' });
    expect(dataOf<BettingBonus>(await remove(t, player.cookie, id))).toEqual(removed);
    expect((await balancesOf(t, player.uid)).betting_bonus).toBe(0n);
    expect(await ledgerKindsOf(t, `betting_bonus:${id}`)).toEqual([
      'betting_bonus_grant',
      'betting_bonus_forfeit',
    ]);
    // Ended: it cannot come back.
    expect(errorOf(await activate(t, player.cookie, id), 'InvalidRequestException', 409).code).toBe(
      'BETTING_BONUS_ENDED',
    );
  });

  it('refuses bad input with a catalogue 4xx and writes nothing', async () => {
    const id = await grantFreeBet(t, player.uid);
    for (const value of ['x', '0', '-1', '1.5', '', "1'; DROP TABLE users;--", '9'.repeat(400)]) {
      for (const method of ['activate', 'remove']) {
        expectRefusal(
          await t.app.inject({
            method: 'POST',
            url: `/api/BettingBonuses/${method}?v=2.0&locale=en`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
            payload: new URLSearchParams({ betting_bonus_id: value }).toString(),
          }),
        );
      }
    }
    errorOf(
      await callApi(t.app, 'POST', 'BettingBonuses/activate', {}, { cookie: player.cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'GET', 'BettingBonuses/get', { status: 'won,bogus' }, { cookie: player.cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'GET', 'BettingBonuses/get', { count: 5000 }, { cookie: player.cookie }),
      'InvalidParameterException',
      400,
    );
    expect(
      errorOf(await activate(t, player.cookie, 999_999_999), 'InvalidParameterException', 404).code,
    ).toBe('BETTING_BONUS_NOT_FOUND');
    errorOf(await activate(t, undefined, id), 'AuthorizationException', 401);
    errorOf(await callApi(t.app, 'GET', 'BettingBonuses/get', {}), 'AuthorizationException', 401);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM player_betting_bonuses WHERE id = ${id}`,
    );
    expect(row!.status).toBe('available');
  });

  it('answers another player’s id as no betting bonus at all, and lists only the caller’s', async () => {
    const id = await grantFreeBet(t, player.uid);
    for (const call of [activate, remove]) {
      expect(errorOf(await call(t, rival.cookie, id), 'InvalidParameterException', 404).code).toBe(
        'BETTING_BONUS_NOT_FOUND',
      );
    }
    expect((await bettingBonusesOf(t, rival.cookie)).items.map((item) => item.id)).not.toContain(id);
    expect((await bettingBonusesOf(t, player.cookie)).items.map((item) => item.id)).toContain(id);
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM player_betting_bonuses WHERE id = ${id}`,
    );
    expect(row!.status).toBe('available');
    expect((await balancesOf(t, rival.uid)).betting_bonus).toBe(0n);
    dataOf(await remove(t, player.cookie, id));
  });
});

describe('a free bet on the sportsbook', () => {
  freeBetStakeChecks();
  freeBetVoidChecks();
});

/** Staking the free bet, and what its bet pays. */
function freeBetStakeChecks() {
  it('is staked whole from the betting-bonus balance at its lowest odds or more, once', async () => {
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 1_000n);
    const id = await grantFreeBet(t, punter.uid, { bet_amount: 5, min_odds: 1.5 });
    const { selection, low } = await selectionAtLeast(1.5);
    const params = { selection_id: selection.id, stake: '5', odds: selection.odds, betting_bonus_id: id };
    // Not activated yet.
    expect(errorOf(await placeFreeBet(t, punter.cookie, params), 'InvalidRequestException', 409).code).toBe(
      'BETTING_BONUS_NOT_ACTIVE',
    );
    dataOf(await activate(t, punter.cookie, id));
    const wrongStake = errorOf(
      await placeFreeBet(t, punter.cookie, { ...params, stake: '4' }),
      'InvalidParameterException',
      400,
    );
    expect(wrongStake).toMatchObject({ code: 'BETTING_BONUS_STAKE', data: { amount: 5 } });
    if (low) {
      const refused = errorOf(
        await placeFreeBet(t, punter.cookie, { ...params, selection_id: low.id, odds: low.odds }),
        'InvalidParameterException',
        400,
      );
      expect(refused).toMatchObject({ code: 'BETTING_BONUS_MIN_ODDS', data: { min_odds: 1.5 } });
    }
    // Someone else's free bet is no free bet.
    expect(errorOf(await placeFreeBet(t, rival.cookie, params), 'InvalidParameterException', 404).code).toBe(
      'BETTING_BONUS_NOT_FOUND',
    );
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: 1_000n, betting_bonus: 500n });

    const bet = dataOf<SportsBet>(await placeFreeBet(t, punter.cookie, params));
    expect(bet).toMatchObject({ status: 'open', stake: 5, betting_bonus_id: id });
    expect(bet.potential_return).toBe(
      (Math.floor((500 * Math.round(selection.odds * 100)) / 100) - 500) / 100,
    );
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: 1_000n, betting_bonus: 0n });
    const [held] = (await bettingBonusesOf(t, punter.cookie)).items;
    expect(held).toMatchObject({ id, status: 'staked', bet_id: bet.id });
    // In a bet: a second bet cannot take it, nor can it be removed.
    expect(errorOf(await placeFreeBet(t, punter.cookie, params), 'InvalidRequestException', 409).code).toBe(
      'BETTING_BONUS_NOT_ACTIVE',
    );
    expect(errorOf(await remove(t, punter.cookie, id), 'InvalidRequestException', 409).code).toBe(
      'BETTING_BONUS_IN_BET',
    );
  });

  it('pays a win without the stake, pays nothing for a loss, settling once', async () => {
    const winner = await registerPlayer(t.app);
    const loser = await registerPlayer(t.app);
    const { event, fixture } = await makeEvent(t);
    const [home, draw] = event.markets[0]!.selections;
    const bets: SportsBet[] = [];
    for (const [who, selection] of [
      [winner, home!],
      [loser, draw!],
    ] as const) {
      const id = await grantFreeBet(t, who.uid, { bet_amount: 4, min_odds: 1.01 });
      dataOf(await activate(t, who.cookie, id));
      bets.push(
        dataOf<SportsBet>(
          await placeFreeBet(t, who.cookie, {
            selection_id: selection.id,
            stake: '4',
            odds: selection.odds,
            betting_bonus_id: id,
          }),
        ),
      );
    }
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    const settler = t.services.sportsbookSettler;
    await Promise.all([settler.settleDue(), settler.settleDue(), settler.settle(bets[0]!.id)]);
    const winnings = (400n * BigInt(Math.round(home!.odds * 100))) / 100n - 400n;
    expect(await balancesOf(t, winner.uid)).toMatchObject({ main: winnings, betting_bonus: 0n });
    expect(await balancesOf(t, loser.uid)).toMatchObject({ main: 0n, betting_bonus: 0n });
    expect(await ledgerKindsOf(t, `sports_bet:${bets[0]!.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
      'sports_bet_win',
    ]);
    expect(await ledgerKindsOf(t, `sports_bet:${bets[1]!.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
    ]);
    expect((await bettingBonusesOf(t, winner.cookie)).items[0]).toMatchObject({
      status: 'won',
      winnings: { amount: Number(winnings) / 100 },
    });
    expect((await bettingBonusesOf(t, loser.cookie)).items[0]).toMatchObject({ status: 'lost' });
    const settled = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: winner.cookie }),
    );
    expect(settled.items[0]).toMatchObject({ status: 'won', payout: Number(winnings) / 100 });
  });
}

/** A void bet gives the free bet back. */
function freeBetVoidChecks() {
  it('comes back to place again when its bet is void, never as real money', async () => {
    const punter = await registerPlayer(t.app);
    const id = await grantFreeBet(t, punter.uid, { bet_amount: 3, min_odds: 1.01 });
    dataOf(await activate(t, punter.cookie, id));
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    const bet = dataOf<SportsBet>(
      await placeFreeBet(t, punter.cookie, {
        selection_id: selection.id,
        stake: '3',
        odds: selection.odds,
        betting_bonus_id: id,
      }),
    );
    await t.services.sportsbookFeed.send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'cancelled',
      score: null,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: 0n, betting_bonus: 300n });
    expect(await ledgerKindsOf(t, `sports_bet:${bet.id}`)).toEqual(['sports_bet_reserve', 'sports_bet_void']);
    expect((await bettingBonusesOf(t, punter.cookie)).items[0]).toMatchObject({ id, status: 'active' });
    const notices = await callApi(t.app, 'GET', 'notifications/get', {}, { cookie: punter.cookie });
    expect(JSON.stringify(notices.body)).toContain('free_bet_void');
    expect(JSON.stringify(notices.body)).not.toContain('sports_bet_void');
    dataOf(await remove(t, punter.cookie, id));
  });
}

describe('expiry', () => {
  it('refuses to activate or stake a free bet past its time before housekeeping ends it: BETTING_BONUS_EXPIRED', async () => {
    const punter = await registerPlayer(t.app);
    const waiting = await grantFreeBet(t, punter.uid);
    const staking = await grantFreeBet(t, punter.uid, { bet_amount: 2, min_odds: 1.01 });
    dataOf(await activate(t, punter.cookie, staking));
    const { event } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    // Past its time by a minute, as between two housekeeping runs; the player still logged in.
    const past = new Date(t.clock.now().getTime() - 60_000);
    await t.database.db.execute(
      sql`UPDATE player_betting_bonuses SET expires_at = ${past} WHERE id IN (${waiting}, ${staking})`,
    );
    const before = await balancesOf(t, punter.uid);
    const activated = errorOf(await activate(t, punter.cookie, waiting), 'InvalidRequestException', 409);
    expect(activated.code).toBe('BETTING_BONUS_EXPIRED');
    const placed = await placeFreeBet(t, punter.cookie, {
      selection_id: selection.id,
      stake: '2',
      odds: selection.odds,
      betting_bonus_id: staking,
    });
    expect(placed.body.error?.code).toBe('BETTING_BONUS_EXPIRED');
    expect(await balancesOf(t, punter.uid)).toEqual(before);
    expect(await ledgerKindsOf(t, `betting_bonus:${waiting}`)).toEqual([]);
  });

  it('ends available and active free bets past their time through the housekeeping step, once', async () => {
    const punter = await registerPlayer(t.app);
    const available = await grantFreeBet(t, punter.uid, { days: 1 });
    const active = await grantFreeBet(t, punter.uid, { days: 1, bet_amount: 2 });
    dataOf(await activate(t, punter.cookie, active));
    t.clock.advance(DAY_MS + 1);
    // (A day on, the session has lapsed: the service is asked directly.)
    await expect(t.services.bettingBonuses.activate(punter.uid, available, 'en')).rejects.toMatchObject({
      code: 'BETTING_BONUS_EXPIRED',
    });
    const [first, second] = await Promise.all([
      t.services.bettingBonuses.expireDue(),
      t.services.bettingBonuses.expireDue(),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    const { items } = await t.services.bettingBonuses.list(
      punter.uid,
      { offset: 0, count: 10, statuses: [] },
      'en',
    );
    const statuses = new Map(items.map((item) => [item.id, item.status]));
    expect(statuses.get(available)).toBe('expired');
    expect(statuses.get(active)).toBe('expired');
    expect((await balancesOf(t, punter.uid)).betting_bonus).toBe(0n);
    expect(await ledgerKindsOf(t, `betting_bonus:${active}`)).toEqual([
      'betting_bonus_grant',
      'betting_bonus_forfeit',
    ]);
  });
});
