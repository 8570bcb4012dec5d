import type { SportsBet } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../ledger/index.js';
import { createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';
import { dataOf } from '../../testing/expect-api.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';
import { activate, balancesOf, grantFreeBet, ledgerKindsOf, placeFreeBet } from './betting-bonus-testing.js';

// Requests racing for the same betting-bonus money on PostgreSQL, where they really run side by
// side on their own connections (PGlite has one): the money moves once, and the loser is refused
// with a catalogue 4xx.

const available = await postgresAnswers();
const title = available
  ? 'betting bonuses racing on PostgreSQL'
  : `betting bonuses racing on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

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
  it('two activations of two free bets at once: one is active, the other refused', async () => {
    const punter = await registerPlayer(t.app);
    const ids = [await grantFreeBet(t, punter.uid), await grantFreeBet(t, punter.uid)];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([...ids, ...ids].map((id) => activate(t, punter.cookie, id)));
      const refused = answers.filter((answer) => answer.status !== 200);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body.error?.code).toBe('BETTING_BONUS_IN_USE');
      }
    }
    const activated = await Promise.all(ids.map((id) => ledgerKindsOf(t, `betting_bonus:${id}`)));
    expect(activated.flat()).toEqual(['betting_bonus_grant']);
    expect((await balancesOf(t, punter.uid)).betting_bonus).toBe(500n);
  });

  it('two bets racing for one free bet: one is placed, the other refused, the money held once', async () => {
    const punter = await registerPlayer(t.app);
    const id = await grantFreeBet(t, punter.uid, { bet_amount: 5, min_odds: 1.01 });
    dataOf(await activate(t, punter.cookie, id));
    const { event } = await makeEvent(t);
    const [home, draw] = event.markets[0]!.selections;
    const answers = await Promise.all(
      [home!, draw!, home!, draw!].map((selection) =>
        placeFreeBet(t, punter.cookie, {
          selection_id: selection.id,
          stake: '5',
          odds: selection.odds,
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
});
