import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../../testing/app.js';
import { errorOf } from '../../../testing/expect-api.js';
import { shareTestApp } from '../../../testing/shared-test-app.js';
import { fund } from '../../house-studio/studio-testing.js';
import { deliver } from '../../jackpots/jackpot-testing.js';
import { mainBalance, makeEvent } from '../sportsbook-testing.js';

// The refusals a bet meets after its input is valid, each declared by placeBet and placeMultiple
// (the router answers 500 UNDECLARED_ERROR in tests otherwise): a suspended market, a stake the
// balance cannot cover, and responsible gaming's limits. Each writes nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let requests = 0;
const requestId = () => `refusal-${++requests}-${Math.random().toString(36).slice(2, 8)}`;

async function betsOf(uid: number): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    t.database.db,
    sql`SELECT count(*) AS n FROM sports_bets WHERE user_id = ${uid}`,
  );
  return Number(row!.n);
}

async function openSelection() {
  const { fixture, event } = await makeEvent(t);
  const selection = event.markets[0]!.selections[0]!;
  return { fixture, event, selection };
}

let funded: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  funded = await registerPlayer(t.app);
  await fund(t, funded.uid, 100_000n);
});

describe('a valid bet refused', () => {
  it('on a suspended market: 409 MARKET_CLOSED, single and multiple, nothing written', async () => {
    const { fixture, selection } = await openSelection();
    const other = await openSelection();
    await t.services.sportsbookFeed.send('market_status', {
      marketFeedId: fixture.markets[0]!.feedId,
      status: 'suspended',
    });
    await deliver(t);
    const before = await mainBalance(t, funded.uid);
    const single = await callApi(
      t.app,
      'POST',
      'sportsbook/placeBet',
      { selection_id: selection.id, stake: '5', odds: selection.odds.toFixed(2), request_id: requestId() },
      { cookie: funded.cookie },
    );
    expect(errorOf(single, 'InvalidRequestException', 409).code).toBe('MARKET_CLOSED');
    const legs = [selection, other.selection].map((leg) => `${leg.id}:${leg.odds.toFixed(2)}`).join(',');
    const multiple = await callApi(
      t.app,
      'POST',
      'sportsbook/placeMultiple',
      { legs, stake: '5', request_id: requestId() },
      { cookie: funded.cookie },
    );
    expect(errorOf(multiple, 'InvalidRequestException', 409).code).toBe('MARKET_CLOSED');
    expect(await mainBalance(t, funded.uid)).toBe(before);
    expect(await betsOf(funded.uid)).toBe(0);
  });

  it('over the balance: INSUFFICIENT_FUNDS, nothing written', async () => {
    const poor = await registerPlayer(t.app);
    await fund(t, poor.uid, 300n);
    const { selection } = await openSelection();
    const answer = await callApi(
      t.app,
      'POST',
      'sportsbook/placeBet',
      { selection_id: selection.id, stake: '5', odds: selection.odds.toFixed(2), request_id: requestId() },
      { cookie: poor.cookie },
    );
    expect(answer.body.error?.code).toBe('INSUFFICIENT_FUNDS');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await mainBalance(t, poor.uid)).toBe(300n);
    expect(await betsOf(poor.uid)).toBe(0);
  });

  for (const kind of ['wager', 'loss'] as const) {
    it(`past a ${kind} limit: 409 ${kind.toUpperCase()}_LIMIT_REACHED, nothing written`, async () => {
      const limited = await registerPlayer(t.app);
      await fund(t, limited.uid, 10_000n);
      const set = await callApi(
        t.app,
        'POST',
        'responsibleGaming/setLimit',
        { kind, period: 'day', value: '10' },
        { cookie: limited.cookie },
      );
      expect(set.status).toBe(200);
      const { selection } = await openSelection();
      const answer = await callApi(
        t.app,
        'POST',
        'sportsbook/placeBet',
        { selection_id: selection.id, stake: '20', odds: selection.odds.toFixed(2), request_id: requestId() },
        { cookie: limited.cookie },
      );
      expect(errorOf(answer, 'AccessDeniedException', 409).code).toBe(`${kind.toUpperCase()}_LIMIT_REACHED`);
      expect(await mainBalance(t, limited.uid)).toBe(10_000n);
      expect(await betsOf(limited.uid)).toBe(0);
    });
  }
});
