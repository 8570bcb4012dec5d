import type { SportsBet } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../../ledger/index.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../../testing/database.js';
import { dataOf } from '../../../testing/expect-api.js';
import { fund } from '../../house-studio/studio-testing.js';
import { deliver } from '../../jackpots/jackpot-testing.js';
import { ledgerRowsOf, mainBalance, makeEvent, returnAt } from '../sportsbook-testing.js';

// Cash-out racing on PostgreSQL, where requests really run side by side on their own connections
// (PGlite has one): two cash-outs of one bet, and a cash-out against its settlement. Exactly one
// wins (the bet's row lock, decision 0074), the money moves once, and the loser gets a 409.

const available = await postgresAnswers();
const title = available
  ? 'cash-out racing on PostgreSQL'
  : `cash-out racing on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

let t: TestApp;
beforeAll(async () => {
  if (!available) return;
  t = await createTestApp({}, await createPostgresTestDatabase(10));
});
afterAll(async () => {
  if (!t) return;
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
  await t.close();
});

let requests = 0;
async function openBet(cookie: string) {
  const made = await makeEvent(t);
  const selection = made.event.markets[0]!.selections[0]!;
  const bet = dataOf<SportsBet>(
    await callApi(
      t.app,
      'POST',
      'sportsbook/placeBet',
      {
        selection_id: selection.id,
        stake: '10',
        odds: selection.odds.toFixed(2),
        request_id: `cash-out-race-${++requests}`,
      },
      { cookie },
    ),
  );
  return { ...made, bet };
}
const cashOut = (cookie: string, betId: number) =>
  callApi(t.app, 'POST', 'sportsbook/cashOut', { bet_id: betId, amount: '9.50' }, { cookie });

describe.skipIf(!available)(title, () => {
  it('four cash-outs of one bet at once (a double click, a retry): paid once, each answered with it', async () => {
    const punter = await registerPlayer(t.app);
    await fund(t, punter.uid, 10_000n);
    const { bet } = await openBet(punter.cookie);
    const answers = await Promise.all([1, 2, 3, 4].map(() => cashOut(punter.cookie, bet.id)));
    // The same request again is answered with the cashed-out bet (its first answer may have been lost).
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: bet.id, status: 'cashed_out', payout: 9.5 });
    }
    expect(await mainBalance(t, punter.uid)).toBe(10_000n - 1_000n + 950n);
    expect(await ledgerRowsOf(t, bet.id)).toEqual([
      { kind: 'sports_bet_reserve' },
      { kind: 'sports_bet_post' },
      { kind: 'sports_bet_cash_out' },
    ]);
  });

  it('a cash-out racing the bet’s settlement: exactly one of them happens', async () => {
    for (let round = 0; round < 4; round++) {
      const punter = await registerPlayer(t.app);
      await fund(t, punter.uid, 10_000n);
      const { bet, fixture } = await openBet(punter.cookie);
      const settle = async () => {
        await t.services.sportsbookFeed.send('result', {
          marketFeedId: fixture.markets[0]!.feedId,
          winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
        });
        await deliver(t);
        await Promise.all([
          t.services.sportsbookSettler.settleDue(),
          t.services.sportsbookSettler.settle(bet.id),
        ]);
      };
      const [first, , second] = await Promise.all([
        cashOut(punter.cookie, bet.id),
        settle(),
        cashOut(punter.cookie, bet.id),
      ]);
      await t.services.sportsbookSettler.settleDue();
      const kinds = (await ledgerRowsOf(t, bet.id)).map((row) => row.kind);
      const paidOut = [first, second].filter((answer) => answer.status === 200);
      const won = returnAt(1_000n, bet.odds);
      if (paidOut.length > 0) {
        expect(kinds).toEqual(['sports_bet_reserve', 'sports_bet_post', 'sports_bet_cash_out']);
        expect(await mainBalance(t, punter.uid)).toBe(9_950n);
      } else {
        expect(paidOut).toHaveLength(0);
        expect(kinds).toEqual(['sports_bet_reserve', 'sports_bet_post', 'sports_bet_win']);
        expect(await mainBalance(t, punter.uid)).toBe(9_000n + won);
      }
      for (const answer of [first, second].filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(['BET_NOT_OPEN', 'CASH_OUT_UNAVAILABLE']).toContain(answer.body.error?.code);
      }
    }
  });
});
