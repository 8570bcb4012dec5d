import type { SportsBet } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../ledger/index.js';
import { createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';
import { dataOf } from '../../testing/expect-api.js';
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

// Free multiples (decision 0077) racing on PostgreSQL, where requests and settlement runs really
// run side by side on their own connections (PGlite has one): a free bet goes into one multiple
// only, and a won free multiple pays its winnings once however many settlement runs race.

const available = await postgresAnswers();
const title = available
  ? 'free multiples racing on PostgreSQL'
  : `free multiples racing on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

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

describe.skipIf(!available)(title, () => {
  it('four multiples racing for one free bet: one is placed, the others refused', async () => {
    const punter = await registerPlayer(t.app);
    const id = await grantFreeBet(t, punter.uid, { bet_amount: 5, min_odds: 1.01 });
    dataOf(await activate(t, punter.cookie, id));
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const answers = await Promise.all(
      [0, 1, 2, 0].map((pick) =>
        placeFreeMultiple(t, punter.cookie, {
          legs: [a.event.markets[0]!.selections[pick]!, b.event.markets[0]!.selections[0]!],
          stake: '5',
          betting_bonus_id: id,
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('BETTING_BONUS_NOT_ACTIVE');
    }
    const bet = placed[0]!.body.data as SportsBet;
    expect(await ledgerKindsOf(t, `sports_bet:${bet.id}`)).toEqual(['sports_bet_reserve']);
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: 0n, betting_bonus: 0n });
  });

  it('a won free double settled by four racing runs pays its winnings once', async () => {
    const punter = await registerPlayer(t.app);
    const id = await grantFreeBet(t, punter.uid, { bet_amount: 5, min_odds: 1.01 });
    dataOf(await activate(t, punter.cookie, id));
    const [a, b] = [await makeEvent(t), await makeEvent(t)];
    const legs = [a.event.markets[0]!.selections[0]!, b.event.markets[0]!.selections[0]!];
    const bet = dataOf<SportsBet>(
      await placeFreeMultiple(t, punter.cookie, { legs, stake: '5', betting_bonus_id: id }),
    );
    for (const fixture of [a.fixture, b.fixture]) {
      await t.services.sportsbookFeed.send('result', {
        marketFeedId: fixture.markets[0]!.feedId,
        winningSelectionFeedId: fixture.markets[0]!.selections[0]!.feedId,
      });
    }
    await deliver(t);
    const settler = t.services.sportsbookSettler;
    const outcomes = await Promise.all([
      settler.settleDue(),
      settler.settleDue(),
      settler.settle(bet.id),
      settler.settle(bet.id),
    ]);
    expect(outcomes.filter((outcome) => outcome === 1 || outcome === 'won')).toHaveLength(1);
    await settler.settleDue();
    const odds = Number(legs.map((leg) => BigInt(Math.round(leg.odds * 100))).reduce((x, y) => x * y) / 100n);
    const winnings = (500n * BigInt(odds)) / 100n - 500n;
    expect(await balancesOf(t, punter.uid)).toMatchObject({ main: winnings, betting_bonus: 0n });
    expect(await ledgerKindsOf(t, `sports_bet:${bet.id}`)).toEqual([
      'sports_bet_reserve',
      'sports_bet_post',
      'sports_bet_win',
    ]);
    expect((await bettingBonusesOf(t, punter.cookie)).items[0]).toMatchObject({ id, status: 'won' });
  });
});
