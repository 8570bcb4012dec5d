import type { SportsBet } from '@jeton/domain';
import type { AuditEntry, SportsEventAdmin, SportsMarketAdmin } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../../testing/app.js';
import { dataOf, errorOf } from '../../../testing/expect-api.js';
import { shareTestApp } from '../../../testing/shared-test-app.js';
import { callBackoffice, operatorSession } from '../../backoffice/backoffice-testing.js';
import { fund } from '../../house-studio/studio-testing.js';
import { mainBalance, makeEvent, returnAt } from '../sportsbook-testing.js';

// The back office's sportsbook: a trader sees liabilities, suspends and settles a market (the
// player's bet is paid at once), voids an event (stakes back); each change audited; others refused.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let trader: { id: number; cookie: string };
let support: { id: number; cookie: string };
beforeAll(async () => {
  [trader, support] = await Promise.all([operatorSession(t, 'trader'), operatorSession(t, 'support')]);
});
const call = (method: string, input: Record<string, unknown>, cookie = trader.cookie) =>
  callBackoffice(t, method as 'sportsbook/events', input as never, { cookie });

describe('sportsbook trading', () => {
  it('shows liability, suspends, settles a market and pays the bet, and audits each step', async () => {
    const { event } = await makeEvent(t);
    const market = event.markets[0]!;
    const [home] = market.selections;
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 5_000n);
    const bet = dataOf<SportsBet>(
      await callApi(
        t.app,
        'POST',
        'sportsbook/placeBet',
        { selection_id: home!.id, stake: '10', odds: home!.odds.toFixed(2), request_id: 'admin-test-bet-1' },
        { cookie: player.cookie },
      ),
    );
    const listed = dataOf<{ items: SportsEventAdmin[] }>(await call('sportsbook/events', {}));
    const row = listed.items.find((item) => item.id === event.id)!.markets[0]!;
    const payout = Number(returnAt(1_000n, home!.odds));
    expect(row).toMatchObject({ openBets: 1, stakeMinor: 1_000, liabilityMinor: payout - 1_000 });

    // Suspending twice is two audited requests, and the market stays suspended.
    await call('sportsbook/marketStatus', { marketId: market.id, status: 'suspended' });
    const suspended = dataOf<SportsMarketAdmin>(
      await call('sportsbook/marketStatus', { marketId: market.id, status: 'suspended' }),
    );
    expect(suspended.status).toBe('suspended');
    const settled = dataOf<SportsMarketAdmin>(
      await call('sportsbook/settleMarket', { marketId: market.id, winningSelectionId: home!.id }),
    );
    expect(settled).toMatchObject({ status: 'settled', winningSelectionId: home!.id });
    expect(await mainBalance(t, player.uid)).toBe(5_000n - 1_000n + BigInt(payout));
    const mine = dataOf<{ items: SportsBet[] }>(
      await callApi(t.app, 'GET', 'sportsbook/myBets', { status: 'settled' }, { cookie: player.cookie }),
    );
    expect(mine.items).toEqual([
      expect.objectContaining({ id: bet.id, status: 'won', payout: payout / 100 }),
    ]);
    // A result is final.
    errorOf(
      await call('sportsbook/settleMarket', { marketId: market.id, winningSelectionId: home!.id }),
      'InvalidRequestException',
      409,
    );
    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'sports_market', targetId: String(market.id) },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'sportsbook.market_settle',
      'sportsbook.market_suspend',
      'sportsbook.market_suspend',
    ]);
  });

  it('voids an event and returns the stakes', async () => {
    const { event } = await makeEvent(t);
    const selection = event.markets[1]!.selections[0]!;
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 2_000n);
    await callApi(
      t.app,
      'POST',
      'sportsbook/placeBet',
      {
        selection_id: selection.id,
        stake: '5',
        odds: selection.odds.toFixed(2),
        request_id: 'admin-test-bet-2',
      },
      { cookie: player.cookie },
    );
    expect(await mainBalance(t, player.uid)).toBe(1_500n);
    const voided = dataOf<SportsEventAdmin>(await call('sportsbook/voidEvent', { eventId: event.id }));
    expect(voided.status).toBe('cancelled');
    expect(voided.markets).toHaveLength(event.markets.length);
    expect(voided.markets.every((market) => market.status === 'void')).toBe(true);
    expect(await mainBalance(t, player.uid)).toBe(2_000n);
  });

  it('is refused to operators without sportsbook.trade, and to unknown markets', async () => {
    errorOf(await call('sportsbook/events', {}, support.cookie), 'AccessDeniedException', 403);
    errorOf(
      await call('sportsbook/marketStatus', { marketId: 999_999, status: 'open' }),
      'InvalidRequestException',
      404,
    );
    errorOf(await call('sportsbook/settleMarket', { marketId: 'x' }), 'InvalidParameterException', 400);
  });
});
