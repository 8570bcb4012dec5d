import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../ledger/index.js';
import type { TestApp } from '../testing/app.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { SPORTSBOOK_DEMO_PLAYER, seedSportsbookDemo } from './sportsbook-demo.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('the sportsbook demo player', () => {
  it('has one open bet and one won bet, paid through the ledger, seeded once', async () => {
    await seedSportsbookDemo(t.services);
    await seedSportsbookDemo(t.services);
    const bets = await queryRows<{ status: string; user_id: string; payout_minor: string }>(
      t.database.db,
      sql`SELECT b.status, b.user_id, b.payout_minor FROM sports_bets b JOIN users u ON u.id = b.user_id
          WHERE u.login = ${SPORTSBOOK_DEMO_PLAYER.login} ORDER BY b.id`,
    );
    expect(bets.map((bet) => bet.status)).toEqual(['open', 'won']);
    const { main } = await playerBalances(t.database.db, Number(bets[0]!.user_id), 'EUR');
    const demo = SPORTSBOOK_DEMO_PLAYER;
    expect(main).toBe(
      demo.depositMinor - demo.openStakeMinor - demo.wonStakeMinor + BigInt(bets[1]!.payout_minor),
    );
  });
});
