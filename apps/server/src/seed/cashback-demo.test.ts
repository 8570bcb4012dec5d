import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../ledger/index.js';
import type { TestApp } from '../testing/app.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { CASHBACK_DEMO_PLAYER, seedCashbackDemo } from './cashback-demo.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('the cashback demo player', () => {
  it('has last week’s cashback to claim and the week before’s paid, once however often the seed runs', async () => {
    await seedCashbackDemo(t.services);
    await seedCashbackDemo(t.services);
    const rows = await queryRows<{ user_id: string; status: string; amount_minor: string }>(
      t.database.db,
      sql`SELECT c.user_id, c.status, c.amount_minor::text AS amount_minor FROM cashbacks c
          JOIN users u ON u.id = c.user_id WHERE u.login = ${CASHBACK_DEMO_PLAYER.login} ORDER BY c.ends_at`,
    );
    expect(rows.map((row) => [row.status, row.amount_minor])).toEqual([
      ['paid_out', '800'],
      ['active', '1500'],
    ]);
    // 500.00 deposited, 230.00 lost, 8.00 of cashback paid.
    expect((await playerBalances(t.database.db, Number(rows[0]!.user_id), 'EUR')).main).toBe(27_800n);
  });
});
