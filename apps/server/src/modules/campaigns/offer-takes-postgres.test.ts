import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../ledger/index.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';

// Taking an offer exactly once when one player's requests truly overlap: PostgreSQL only (PGlite is
// one connection, where transactions take turns). Skipped when the machine's PostgreSQL does not answer.

const available = await postgresAnswers();
const title = available
  ? 'campaigns/takepromotions on PostgreSQL'
  : `campaigns/takepromotions on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

let t: TestApp | undefined;
beforeAll(async () => {
  if (available) t = await createTestApp({}, await createPostgresTestDatabase(12));
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!available)(title, () => {
  it('twelve requests of one player at once grant one pack of spins and one bonus', async () => {
    const app = t!;
    const { cookie, uid } = await registerPlayer(app.app);
    const ids = await queryRows<{ id: string; sysname: string }>(
      app.database.db,
      sql`SELECT id, sysname FROM campaign_offers WHERE sysname IN ('weekend-spins', 'starter-bonus')`,
    );
    const results = await Promise.all(
      ids.flatMap((offer) =>
        Array.from({ length: 6 }, () =>
          callApi(app.app, 'POST', 'campaigns/takepromotions', { offer_id: offer.id }, { cookie }),
        ),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const [counts] = await queryRows<{ takes: number; packs: number; bonuses: number }>(
      app.database.db,
      sql`SELECT (SELECT count(*)::int FROM campaign_offer_takes WHERE user_id = ${uid}) AS takes,
            (SELECT count(*)::int FROM free_spin_packs WHERE user_id = ${uid}) AS packs,
            (SELECT count(*)::int FROM player_bonuses WHERE user_id = ${uid}) AS bonuses`,
    );
    expect(counts).toEqual({ takes: 2, packs: 1, bonuses: 1 });
    expect(await findLedgerViolations(app.database.db)).toEqual([]);
  });
});
