import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/** The demo player's welcome free spins on the slot: 10 spins at 1.00 (spec section 3 "Free-spin pack"). */
export const DEMO_FREE_SPINS = { game: 'jeton-fruit-reels', count: 10, stakeMinor: 100n, days: 365 } as const;

/** Grants the demo pack once: a database that has it (used or not) is left alone. */
export async function seedDemoFreeSpins(db: Database, userId: number, currency: string): Promise<void> {
  const [existing] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM free_spin_packs WHERE user_id = ${userId} AND source = 'promotion' LIMIT 1`,
  );
  if (existing) return;
  await db.execute(sql`INSERT INTO free_spin_packs (user_id, game_sysname, mode, count, remaining, stake_minor, currency,
        status, source, expires_at)
      VALUES (${userId}, ${DEMO_FREE_SPINS.game}, 'play', ${DEMO_FREE_SPINS.count}, ${DEMO_FREE_SPINS.count},
        ${DEMO_FREE_SPINS.stakeMinor}, ${currency}, 'active', 'promotion',
        now() + make_interval(days => ${DEMO_FREE_SPINS.days}))`);
}
