import { queryRows } from '@jeton/db';
import type { SportsBet } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findLedgerViolations, houseAccountId, playerAccountId, playerBalances } from '../../ledger/index.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';
import { dataOf } from '../../testing/expect-api.js';
import { fund } from '../house-studio/studio-testing.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { makeEvent, returnAt } from '../sportsbook/sportsbook-testing.js';

// Two money paths of one player that lock several of its ledger accounts in more than one
// statement, each met by a stake at the worst moment, on PostgreSQL: a third transaction holds the
// player's main account while the stake and the other path queue behind it, stake first. Locking
// all of a path's accounts at once, in id order (decision 0083), makes them wait in line; locking
// them one transfer after the other made them deadlock, which db.transaction then had to run again.

const available = await postgresAnswers();
const title = available
  ? 'one lock order on PostgreSQL'
  : `one lock order on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

let t: TestApp;
/** The conflicts db.transaction ran again: none, when every path keeps the order. */
const retried: unknown[] = [];
beforeAll(async () => {
  if (!available) return;
  t = await createTestApp({}, await createPostgresTestDatabase(10));
  const log = t.database.retry.onRetry;
  t.database.retry.onRetry = (error, run) => {
    retried.push(error);
    log?.(error, run);
  };
});
beforeEach(() => {
  retried.length = 0;
});
afterAll(async () => {
  if (!t) return;
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
  await t.close();
});

/** Locks an account in a transaction of its own until the answered release is called. */
async function holdAccount(accountId: number): Promise<() => Promise<void>> {
  let release = () => {};
  let locked = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${accountId} FOR UPDATE`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** Until `count` connections of this database wait for a lock. */
async function waitersOnLocks(count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} transactions never waited for a lock`);
}

describe.skipIf(!available)(title, () => {
  it('a bonus converting while a stake of the player waits: both go through, no deadlock', async () => {
    const { uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const [offer] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM campaign_offers LIMIT 1`,
    );
    await t.database.db.transaction((tx) =>
      t.services.bonuses.grantOffer(tx, {
        userId: uid,
        currency: 'EUR',
        offerId: Number(offer!.id),
        titles: { en: 'Lock order', fr: 'Ordre des verrous' },
        promotions: [{ type: 'bonus_money', amount: 50, wager: 1, days: 7 }],
        grantKey: `lock-order:${uid}`,
        depositMinor: null,
      }),
    );
    expect(await playerBalances(t.database.db, uid, 'EUR')).toMatchObject({ main: 10_000n, bonus: 5_000n });

    const release = await holdAccount(await playerAccountId(t.database.db, uid, 'main', 'EUR'));
    const stake = t.services.wallet.bet({
      studio: 'lock-order-test',
      userId: uid,
      currency: 'EUR',
      money: 'real',
      roundId: `lock-order-${uid}`,
      game: 'jeton-dice',
      transactionId: `lock-order-${uid}-bet`,
      amountMinor: 100n,
    });
    await waitersOnLocks(1);
    // The stake that meets the wagering converts the bonus: its balance moves to main.
    const conversion = t.database.db.transaction((tx) =>
      t.services.bonuses.countStake(tx, {
        userId: uid,
        currency: 'EUR',
        amountMinor: 5_000n,
        at: t.clock.now(),
      }),
    );
    await waitersOnLocks(2);
    await release();
    await Promise.all([stake, conversion]);

    expect(retried).toEqual([]);
    const after = await playerBalances(t.database.db, uid, 'EUR');
    expect({ bonus: after.bonus, total: after.main + after.bonus }).toEqual({ bonus: 0n, total: 14_900n });
  });

  it('a bet settling while another bet of the player is placed: both go through, no deadlock', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const [settled, open] = [await makeEvent(t), await makeEvent(t)];
    const place = (selection: { id: number; odds: number }, key: string) =>
      callApi(
        t.app,
        'POST',
        'sportsbook/placeBet',
        {
          selection_id: selection.id,
          stake: '10',
          odds: selection.odds.toFixed(2),
          request_id: `lock-order-${key}`,
        },
        { cookie },
      );
    const winner = settled.event.markets[0]!.selections[0]!;
    const bet = dataOf<SportsBet>(await place(winner, `${uid}-first`));
    await t.services.sportsbookFeed.send('result', {
      marketFeedId: settled.fixture.markets[0]!.feedId,
      winningSelectionFeedId: settled.fixture.markets[0]!.selections[0]!.feedId,
    });
    await deliver(t);
    const main = await playerAccountId(t.database.db, uid, 'main', 'EUR');
    // The player's account older than the hold's shard: a new bet locks main first, then the hold.
    expect(main).toBeLessThan(await houseAccountId(t.database.db, 'betting_hold', 'EUR', uid));

    const release = await holdAccount(main);
    const placing = place(open.event.markets[0]!.selections[0]!, `${uid}-second`);
    await waitersOnLocks(1);
    const settling = t.services.sportsbookSettler.settle(bet.id);
    await waitersOnLocks(2);
    await release();
    const [placed, outcome] = await Promise.all([placing, settling]);

    expect(retried).toEqual([]);
    expect(placed.status).toBe(200);
    expect(outcome).toBe('won');
    const won = returnAt(1_000n, winner.odds);
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(10_000n - 2_000n + won);
  });
});
