import type { SportsBet, SportsCashOutQuote } from '@jeton/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../../testing/app.js';
import { dataOf, errorOf } from '../../../testing/expect-api.js';
import { shareTestApp } from '../../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../../backoffice/backoffice-testing.js';
import { activate, grantFreeBet, placeFreeBet } from '../../betting-bonuses/betting-bonus-testing.js';
import { fund } from '../../house-studio/studio-testing.js';
import { deliver } from '../../jackpots/jackpot-testing.js';
import { ledgerRowsOf, mainBalance, makeEvent } from '../sportsbook-testing.js';

// Cash-out (decision 0074): offers on the player's own open bets that follow the current prices,
// cashing out for the offer seen (a moved one refused with the new figure), paid once through the
// ledger; no offer for free bets, closed markets, or when the operator switched it off.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let player: Awaited<ReturnType<typeof registerPlayer>>;
let rival: Awaited<ReturnType<typeof registerPlayer>>;
let trader: { id: number; cookie: string };
let requests = 0;
beforeAll(async () => {
  player = await registerPlayer(t.app);
  rival = await registerPlayer(t.app);
  trader = await operatorSession(t, 'trader');
  await fund(t, player.uid, 100_000n);
  await fund(t, rival.uid, 100_000n);
});

async function placeSingle(cookie: string, selection: { id: number; odds: number }, stake = '10') {
  return dataOf<SportsBet>(
    await callApi(
      t.app,
      'POST',
      'sportsbook/placeBet',
      {
        selection_id: selection.id,
        stake,
        odds: selection.odds.toFixed(2),
        request_id: `cash-out-${++requests}`,
      },
      { cookie },
    ),
  );
}
const quotesOf = async (cookie: string) =>
  dataOf<{ items: SportsCashOutQuote[] }>(
    await callApi(t.app, 'GET', 'sportsbook/cashOutQuotes', {}, { cookie }),
  ).items;
const cashOut = (cookie: string | undefined, params: Record<string, string | number | undefined>) =>
  callApi(t.app, 'POST', 'sportsbook/cashOut', params, { cookie });
const saveSettings = (input: Record<string, unknown>, cookie = trader.cookie) =>
  callBackoffice(t, 'sportsbook/saveCashOut', input as never, { cookie });

describe('sportsbook/cashOutQuotes and cashOut: quoting and paying', () => {
  it('quotes stake × placed ÷ current × 0.95, follows the price, and pays once through the ledger', async () => {
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    const bet = await placeSingle(player.cookie, selection);
    const placed = Math.round(selection.odds * 100);
    const first = (await quotesOf(player.cookie)).find((quote) => quote.bet_id === bet.id);
    expect(first).toEqual({ bet_id: bet.id, amount: 9.5, currency: 'EUR' });
    // The rival sees no offer on it.
    expect((await quotesOf(rival.cookie)).map((quote) => quote.bet_id)).not.toContain(bet.id);

    // The price shortens: the offer grows; the old figure is refused with the new one.
    const moved = placed - 20;
    await t.services.sportsbookFeed.send('odds', {
      prices: [{ selectionFeedId: fixture.markets[0]!.selections[0]!.feedId, odds: moved }],
    });
    await deliver(t);
    const expected = Math.floor((1_000 * placed * 9_500) / (moved * 10_000)) / 100;
    const before = await mainBalance(t, player.uid);
    const refused = errorOf(
      await cashOut(player.cookie, { bet_id: bet.id, amount: '9.50' }),
      'InvalidRequestException',
      409,
    );
    expect(refused.code).toBe('CASH_OUT_CHANGED');
    expect(refused.data).toMatchObject({ amount: expected, currency: 'EUR' });
    expect(await mainBalance(t, player.uid)).toBe(before);

    const cashed = dataOf<SportsBet>(
      await cashOut(player.cookie, { bet_id: bet.id, amount: expected.toFixed(2) }),
    );
    expect(cashed).toMatchObject({ id: bet.id, status: 'cashed_out', payout: expected });
    const paid = BigInt(Math.round(expected * 100));
    expect(await mainBalance(t, player.uid)).toBe(before + paid);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_post' },
      { kind: 'sports_bet_cash_out' },
    ]);
    // The same request again (its answer lost): the cashed-out bet, nothing more paid. Another
    // amount: the bet is no longer open.
    expect(
      dataOf<SportsBet>(await cashOut(player.cookie, { bet_id: bet.id, amount: expected.toFixed(2) })),
    ).toEqual(cashed);
    const again = errorOf(
      await cashOut(player.cookie, { bet_id: bet.id, amount: '1.00' }),
      'InvalidRequestException',
      409,
    );
    expect(again.code).toBe('BET_NOT_OPEN');
    expect(await mainBalance(t, player.uid)).toBe(before + paid);
    expect((await quotesOf(player.cookie)).map((quote) => quote.bet_id)).not.toContain(bet.id);

    // Its result later settles nothing: the bet stays cashed out.
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    expect(await mainBalance(t, player.uid)).toBe(before + paid);
    const settled = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: player.cookie }),
    );
    expect(settled.items.find((item) => item.id === bet.id)).toMatchObject({
      status: 'cashed_out',
      payout: expected,
    });
    // The back office lists it with its amount.
    const listed = dataOf<{ items: { id: number; status: string; payoutMinor: number }[] }>(
      await callBackoffice(t, 'sportsbook/bets', {}, { cookie: trader.cookie }),
    );
    expect(listed.items.find((item) => item.id === bet.id)).toMatchObject({
      status: 'cashed_out',
      payoutMinor: Number(paid),
    });
  });

  it('prices a multiple at its legs’ current odds', async () => {
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const legs = [a.event.markets[0]!.selections[0]!, b.event.markets[0]!.selections[0]!];
    const bet = dataOf<SportsBet>(
      await callApi(
        t.app,
        'POST',
        'sportsbook/placeMultiple',
        {
          legs: legs.map((leg) => `${leg.id}:${leg.odds.toFixed(2)}`).join(','),
          stake: '5',
          request_id: `cash-out-${++requests}`,
        },
        { cookie: player.cookie },
      ),
    );
    const combined = Math.round(bet.odds * 100);
    const current = legs.map((leg) => Math.round(leg.odds * 100));
    const expected = Math.floor((500 * combined * 100 * 9_500) / (current[0]! * current[1]! * 10_000));
    const quote = (await quotesOf(player.cookie)).find((item) => item.bet_id === bet.id);
    expect(quote?.amount).toBe(expected / 100);
    const cashed = dataOf<SportsBet>(
      await cashOut(player.cookie, { bet_id: bet.id, amount: (expected / 100).toFixed(2) }),
    );
    expect(cashed.status).toBe('cashed_out');
  });
});

describe('sportsbook/cashOutQuotes and cashOut: when nothing is offered', () => {
  it('offers nothing on a suspended market, a free bet, or when the operator switched it off', async () => {
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[0]!.selections[1]!;
    const bet = await placeSingle(player.cookie, selection);
    const offered = () => quotesOf(player.cookie).then((items) => items.find((q) => q.bet_id === bet.id));
    const quote = (await offered())!;
    expect(quote.amount).toBe(9.5);

    await t.services.sportsbookFeed.send('market_status', {
      marketFeedId: fixture.markets[0]!.feedId,
      status: 'suspended',
    });
    await deliver(t);
    expect(await offered()).toBeUndefined();
    const suspended = errorOf(
      await cashOut(player.cookie, { bet_id: bet.id, amount: '9.50' }),
      'InvalidRequestException',
      409,
    );
    expect(suspended.code).toBe('CASH_OUT_UNAVAILABLE');
    await t.services.sportsbookFeed.send('market_status', {
      marketFeedId: fixture.markets[0]!.feedId,
      status: 'open',
    });
    await deliver(t);
    expect((await offered())?.amount).toBe(9.5);

    // Switched off by a trader (audited): no offer, no cash-out; on again at 90 %.
    expect(
      dataOf(await callBackoffice(t, 'sportsbook/cashOutSettings', {}, { cookie: trader.cookie })),
    ).toEqual({ enabled: true, margin_bp: 9_500 });
    dataOf(await saveSettings({ enabled: false, margin_bp: 9_500 }));
    expect(await offered()).toBeUndefined();
    const off = errorOf(
      await cashOut(player.cookie, { bet_id: bet.id, amount: '9.50' }),
      'InvalidRequestException',
      409,
    );
    expect(off.code).toBe('CASH_OUT_UNAVAILABLE');
    dataOf(await saveSettings({ enabled: true, margin_bp: 9_000 }));
    expect((await offered())?.amount).toBe(9);
    dataOf(await saveSettings({ enabled: true, margin_bp: 9_500 }));
    const audit = dataOf<{ items: { action: string }[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'sportsbook_settings', targetId: 'cash_out' },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(Array(3).fill('sportsbook.cash_out_settings'));
    // Bad settings and operators without sportsbook.trade are refused.
    for (const bad of [{ enabled: true, margin_bp: 12_000 }, { enabled: 'yes', margin_bp: 9_500 }, {}]) {
      errorOf(await saveSettings(bad), 'InvalidParameterException', 400);
    }
    const support = await operatorSession(t, 'support');
    errorOf(
      await saveSettings({ enabled: false, margin_bp: 9_500 }, support.cookie),
      'AccessDeniedException',
      403,
    );

    // A free bet has no offer.
    const free = await grantFreeBet(t, player.uid, { bet_amount: 5, min_odds: 1.01 });
    dataOf(await activate(t, player.cookie, free));
    const freeBet = dataOf<SportsBet>(
      await placeFreeBet(t, player.cookie, {
        selection_id: selection.id,
        stake: '5',
        odds: selection.odds,
        betting_bonus_id: free,
      }),
    );
    expect((await quotesOf(player.cookie)).map((q) => q.bet_id)).not.toContain(freeBet.id);
    const refused = errorOf(
      await cashOut(player.cookie, { bet_id: freeBet.id, amount: '4.75' }),
      'InvalidRequestException',
      409,
    );
    expect(refused.code).toBe('CASH_OUT_UNAVAILABLE');
  });
});

describe('sportsbook/cashOutQuotes and cashOut: refusals and loyalty', () => {
  it('refuses another player’s bet, a settled one, and bad input, writing nothing', async () => {
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[0]!.selections[2]!;
    const bet = await placeSingle(player.cookie, selection);
    const rivalBefore = await mainBalance(t, rival.uid);
    const notYours = errorOf(
      await cashOut(rival.cookie, { bet_id: bet.id, amount: '9.50' }),
      'InvalidParameterException',
      404,
    );
    expect(notYours.code).toBe('BET_NOT_FOUND');
    expect(await mainBalance(t, rival.uid)).toBe(rivalBefore);
    errorOf(await cashOut(undefined, { bet_id: bet.id, amount: '9.50' }), 'AuthorizationException', 401);
    errorOf(await callApi(t.app, 'GET', 'sportsbook/cashOutQuotes', {}), 'AuthorizationException', 401);
    const before = await mainBalance(t, player.uid);
    for (const params of [
      { bet_id: 'abc', amount: '9.50' },
      { bet_id: '0', amount: '9.50' },
      { bet_id: bet.id, amount: '-1' },
      { bet_id: bet.id, amount: '0' },
      { bet_id: bet.id, amount: '9.505' },
      { bet_id: bet.id, amount: '1e3' },
      { bet_id: bet.id },
      { amount: '9.50' },
      { bet_id: "1'; DROP TABLE sports_bets;--", amount: '9.50' },
    ]) {
      errorOf(await cashOut(player.cookie, params), 'InvalidParameterException', 400);
    }
    errorOf(
      await cashOut(player.cookie, { bet_id: 999_999_999, amount: '9.50' }),
      'InvalidParameterException',
      404,
    );
    expect(await mainBalance(t, player.uid)).toBe(before);

    // Settled (lost): no offer, and BET_NOT_OPEN.
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    expect((await quotesOf(player.cookie)).map((q) => q.bet_id)).not.toContain(bet.id);
    // Before the job runs the market is closed: no offer.
    const closed = errorOf(
      await cashOut(player.cookie, { bet_id: bet.id, amount: '9.50' }),
      'InvalidRequestException',
      409,
    );
    expect(closed.code).toBe('CASH_OUT_UNAVAILABLE');
    await t.services.sportsbookSettler.settleDue();
    const settled = errorOf(
      await cashOut(player.cookie, { bet_id: bet.id, amount: '9.50' }),
      'InvalidRequestException',
      409,
    );
    expect(settled.code).toBe('BET_NOT_OPEN');
    expect(await mainBalance(t, player.uid)).toBe(before);
  });

  it('earns no loyalty points (instant cash-outs would buy points for 5 % of the stake: decision 0074)', async () => {
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const { event, fixture } = await makeEvent(t);
    const selection = event.markets[0]!.selections[0]!;
    const cashedOut = await placeSingle(punter.cookie, selection, '20');
    const lost = await placeSingle(punter.cookie, selection, '3');
    dataOf(await cashOut(punter.cookie, { bet_id: cashedOut.id, amount: '19.00' }));
    // The other bet loses: it earns, so the settlement events were delivered.
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: fixture.markets[0]!.feedId,
      winningSelectionFeedId: fixture.markets[0]!.selections[1]!.feedId,
    });
    await deliver(t);
    await t.services.sportsbookSettler.settleDue();
    await deliver(t);
    const history = dataOf<{ items: { kind: string; points: number; reference: string }[] }>(
      await callApi(t.app, 'GET', 'loyalty/getpointshistory', {}, { cookie: punter.cookie }),
    );
    expect(history.items.map((entry) => [entry.kind, entry.points, entry.reference])).toEqual([
      ['sports', 3, `round:sportsbook:${lost.id}`],
    ]);
  });
});
