import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerViolations } from '../../ledger/index.js';
import { createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { createPostgresTestDatabase, postgresAdminUrl, postgresAnswers } from '../../testing/database.js';

// A registration offer granted exactly once when its grants truly overlap (decision 0078): two relay
// runs delivering copies of one account.created event, and twelve grants of one player at once.
// PostgreSQL only (PGlite is one connection, where transactions take turns); skipped when the
// machine's PostgreSQL does not answer.

const available = await postgresAnswers();
const title = available
  ? 'registration offers on PostgreSQL'
  : `registration offers on PostgreSQL (skipped: PostgreSQL does not answer at ${postgresAdminUrl()})`;

let t: TestApp | undefined;
beforeAll(async () => {
  if (available) t = await createTestApp({}, await createPostgresTestDatabase(12));
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!available)(title, () => {
  it('grants one pack and one bonus whatever delivers or grants at the same time', async () => {
    const app = t!;
    const db = app.database.db;
    const [offer] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO campaign_offers (sysname, trigger_action, description, promotions)
          VALUES ('race-registration', 'registration',
            ${JSON.stringify({ en: { title: 'Welcome', text: '', image_url: '' } })}::jsonb,
            ${JSON.stringify([
              { type: 'free_spins', count: 5, game: 'jeton-fruit-reels' },
              { type: 'bonus_money', amount: 5, wager: 10, days: 7 },
            ])}::jsonb)
          RETURNING id`,
    );
    const offerId = Number(offer!.id);
    const { uid } = await registerPlayer(app.app);
    await db.execute(
      sql`UPDATE campaign_offers SET ended_at = now(), is_active = FALSE WHERE id = ${offerId}`,
    );
    // Copies of the event, delivered by runs that overlap, and direct grants racing them.
    await db.execute(
      sql`INSERT INTO outbox_events (topic, key, payload)
          SELECT topic, key, payload FROM outbox_events, generate_series(1, 3)
          WHERE topic = 'account.created' AND key = ${`user:${uid}`}`,
    );
    await Promise.all([
      app.services.events.deliver(),
      app.services.events.deliver(),
      ...Array.from({ length: 12 }, () =>
        db.transaction((tx) => app.services.offerTakes.grantAtRegistration(tx, uid, offerId)),
      ),
    ]);
    await app.services.events.deliver();
    const [counts] = await queryRows<{ takes: number; packs: number; bonuses: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM campaign_offer_takes WHERE user_id = ${uid}) AS takes,
            (SELECT count(*)::int FROM free_spin_packs WHERE user_id = ${uid}) AS packs,
            (SELECT count(*)::int FROM player_bonuses WHERE user_id = ${uid}) AS bonuses`,
    );
    expect(counts).toEqual({ takes: 1, packs: 1, bonuses: 1 });
    expect(await findLedgerViolations(db)).toEqual([]);
  });
});
