import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../ledger/index.js';
import { deliver } from '../modules/jackpots/jackpot-testing.js';
import type { TestApp } from '../testing/app.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { SPORTSBOOK_DEMO_PLAYER, seedSportsbookDemo } from './sportsbook-demo.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('the sportsbook demo player', () => {
  it('has open and won singles and multiples, paid through the ledger, seeded once', async () => {
    await seedSportsbookDemo(t.services);
    await seedSportsbookDemo(t.services);
    const bets = await queryRows<{ status: string; kind: string; user_id: string; payout_minor: string }>(
      t.database.db,
      sql`SELECT b.status, b.kind, b.user_id, b.payout_minor FROM sports_bets b JOIN users u ON u.id = b.user_id
          WHERE u.login = ${SPORTSBOOK_DEMO_PLAYER.login} ORDER BY b.id`,
    );
    expect(bets.map((bet) => [bet.kind, bet.status])).toEqual([
      ['single', 'open'],
      ['single', 'won'],
      ['multiple', 'open'],
      ['multiple', 'won'],
    ]);
    const { main } = await playerBalances(t.database.db, Number(bets[0]!.user_id), 'EUR');
    const demo = SPORTSBOOK_DEMO_PLAYER;
    expect(main).toBe(
      demo.depositMinor -
        demo.openStakeMinor -
        demo.wonStakeMinor -
        demo.doubleStakeMinor -
        demo.trebleStakeMinor +
        BigInt(bets[1]!.payout_minor) +
        BigInt(bets[3]!.payout_minor),
    );
    const legs = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
          JOIN users u ON u.id = b.user_id WHERE u.login = ${SPORTSBOOK_DEMO_PLAYER.login}`,
    );
    expect(Number(legs[0]!.n)).toBe(5);
    // The settled single and treble earned loyalty points on their stakes (decision 0073).
    await deliver(t);
    const history = await t.services.loyalty.history(Number(bets[0]!.user_id), { offset: 0, count: 10 });
    expect(history.items.map((entry) => [entry.kind, entry.points]).sort()).toEqual([
      ['sports', 20],
      ['sports', 3],
    ]);
    // The open single (a match in three days, its price still) and the open double have a
    // cash-out offer (decision 0074): 10.00 × 0.95, and about 5.00 × 0.95 for the double (its
    // combined odds were rounded down when placed, so a little less).
    const quotes = await t.services.sportsbook.cashOutQuotes(Number(bets[0]!.user_id));
    const [double, single] = quotes.items.map((quote) => quote.amount).sort();
    expect(single).toBe(9.5);
    expect(double).toBeGreaterThan(4.6);
    expect(double).toBeLessThanOrEqual(4.75);
  });
});
