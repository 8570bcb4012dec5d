import type { Services } from '../services.js';
import { playDemoDiceRounds } from './demo-dice-rounds.js';

// The loyalty points of the demo player, earned by real rounds through the studio, the wallet and
// the loyalty subscriber.

/** Dice rounds the demo player played before the first visit: 15 of 10.00, about 150 points. */
const DEMO_ROUNDS = 15;
const DEMO_STAKE_MINOR = 1_000n;

/**
 * The demo player plays real dice rounds through the studio once (a player who is a loyalty member
 * already is left alone); the points come from the loyalty subscriber as anyone's do.
 */
export async function seedDemoLoyaltyPlay(services: Services, login: string): Promise<void> {
  const player = await services.accountStore.findByLogin(login);
  if (!player) return;
  if ((await services.loyalty.isMember(player.id)) || (await services.wallet.hasPlayed(player.id))) return;
  await playDemoDiceRounds(services, player.id, {
    count: DEMO_ROUNDS,
    stakeMinor: DEMO_STAKE_MINOR,
    targetHundredths: 4_950,
  });
}
