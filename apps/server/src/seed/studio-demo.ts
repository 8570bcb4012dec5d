import type { FreeSpinsService } from '../modules/house-studio/free-spins.js';

/** The demo player's welcome free spins on the slot: 10 spins at 1.00 (spec section 3 "Free-spin pack"). */
export const DEMO_FREE_SPINS = { game: 'jeton-fruit-reels', count: 10, stakeMinor: 100n, days: 365 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Grants the demo pack once, through the studio's free spins: a player who has it (used or not) is left alone. */
export async function seedDemoFreeSpins(
  freeSpins: FreeSpinsService,
  userId: number,
  currency: string,
): Promise<void> {
  if (await freeSpins.hasGranted(userId, 'promotion')) return;
  await freeSpins.grant({
    userId,
    gameSysname: DEMO_FREE_SPINS.game,
    count: DEMO_FREE_SPINS.count,
    stakeMinor: DEMO_FREE_SPINS.stakeMinor,
    currency,
    // From the database's time, as the seed's SQL had it: a test's manual clock may lag.
    expiresAt: new Date(Date.now() + DEMO_FREE_SPINS.days * DAY_MS),
    source: 'promotion',
  });
}
