import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { findLedgerViolations, playerBalances } from '../ledger/index.js';
import { deliver } from '../modules/jackpots/jackpot-testing.js';
import type { TestApp } from '../testing/app.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { DEMO_JACKPOT_WINNER, seedJackpotDemoWin } from './jackpot-demo-win.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

it('seeds one past win of the hourly drop through the wallet and the engine, which the relay does not repeat', async () => {
  await seedJackpotDemoWin(t.services);
  await seedJackpotDemoWin(t.services);
  const wins = async () =>
    queryRows<{ sysname: string; fakename: string; win_amount_minor: unknown }>(
      t.database.db,
      sql`SELECT j.sysname, u.fakename, c.win_amount_minor FROM jackpot_cycles c
          JOIN jackpots j ON j.id = c.jackpot_id JOIN users u ON u.id = c.won_by`,
    );
  const seeded = await wins();
  expect(seeded.map((w) => [w.sysname, w.fakename])).toEqual([['hourly-drop', DEMO_JACKPOT_WINNER.fakename]]);
  const [winner] = await queryRows<{ id: unknown }>(
    t.database.db,
    sql`SELECT id FROM users WHERE login = ${DEMO_JACKPOT_WINNER.login}`,
  );
  const before = await playerBalances(t.database.db, Number(winner!.id), 'EUR');
  // The relay delivers the seed's wallet.bet events to the jackpots subscriber: nothing moves again.
  await deliver(t);
  expect(await wins()).toEqual(seeded);
  expect(await playerBalances(t.database.db, Number(winner!.id), 'EUR')).toEqual(before);
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
});
