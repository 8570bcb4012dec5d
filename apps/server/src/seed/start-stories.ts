import type { Services } from '../services.js';
import { seedCashbackDemo } from './cashback-demo.js';
import { DEMO_PLAYER } from './demo-data.js';
import { seedDemoPlay } from './demo-play.js';
import { seedJackpotDemoWin } from './jackpot-demo-win.js';
import { seedDemoLoyaltyPlay } from './loyalty-demo.js';
import { seedSportsbookDemo } from './sportsbook-demo.js';
import { seedDemoTournaments } from './tournaments-demo.js';

/**
 * The demo stories a started server adds to seedDemoData's (which every test app runs): each plays
 * through several modules' services, as players would have, and moves real ledger money.
 */
export async function seedStartStories(services: Services): Promise<void> {
  // A past jackpot win, paid through the ledger.
  await seedJackpotDemoWin(services);
  // Rounds of demo regulars, played through the studio and the wallet like any player's.
  await seedDemoPlay(services);
  // The demo player's loyalty points, earned by real rounds like anyone's.
  await seedDemoLoyaltyPlay(services, DEMO_PLAYER.login);
  // Tournaments: the regulars on the running race's leaderboard, and a finished cup's paid winners.
  await seedDemoTournaments(services);
  // A cashback to claim and a paid one (decision 0064).
  await seedCashbackDemo(services);
  // The sportsbook's demo punter: an open bet and a won one (decision 0065).
  await seedSportsbookDemo(services);
}
