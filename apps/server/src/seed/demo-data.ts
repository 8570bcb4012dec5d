import type { Services } from '../services.js';
import { runModuleSeeds } from '../wiring/run-seeds.js';
import { seedAbandonedDeposit } from './abandoned-deposit-demo.js';
import { seedAdjustmentDemo } from './adjustment-demo.js';
import { fundDemoPlayer } from './fund-demo-player.js';
import { seedDemoFreeSpins } from './studio-demo.js';
import { seedSupportDemo } from './support-demo.js';
import { seedVerificationDemo } from './verification-demo.js';

/** The demo player of README: log in with these to try the site. */
export const DEMO_PLAYER = {
  login: 'demo@jeton.test',
  password: 'demo1234',
  fakename: 'LuckyDemo',
  currency: 'EUR',
  /** 1,000.00 EUR deposited; the seed then plays a few dice rounds for loyalty points (loyalty-demo.ts). */
  mainBalanceMinor: 100_000n,
} as const;

/**
 * Seeds an empty database for a demo: every module's seeds (settings, the content configuration
 * and pages, currency rates, the catalogue, offers, jackpots, the back office's demo operators…),
 * then the stories every test app starts from: the support desk, and the demo player with a funded
 * main balance (a card deposit made at the cashier when the player is created). Safe to run at
 * every start: each step skips what is already there.
 */
export async function seedDemoData(
  services: Pick<
    Services,
    'modules' | 'accountStore' | 'passwords' | 'cashier' | 'cashierStore' | 'config' | 'clock' | 'freeSpins'
  > &
    Parameters<typeof seedSupportDemo>[0] &
    Parameters<typeof seedVerificationDemo>[0] &
    Parameters<typeof seedAdjustmentDemo>[0],
): Promise<void> {
  const { accountStore, passwords } = services;
  await runModuleSeeds(services.modules, { demo: true });
  await seedSupportDemo(services);

  let userId = (await accountStore.findByLogin(DEMO_PLAYER.login))?.id;
  if (!userId) {
    const created = await accountStore.insertSeeded(
      {
        login: DEMO_PLAYER.login,
        email: DEMO_PLAYER.login,
        emailConfirmed: true,
        passwordHash: await passwords.hash(DEMO_PLAYER.password),
        currency: DEMO_PLAYER.currency,
        fakename: DEMO_PLAYER.fakename,
        countryCode: 'FR',
      },
      // A name and date of birth, so the demo player may withdraw (decision 0014).
      { firstName: 'Demo', lastName: 'Player', birthDate: '01.01.1990' },
    );
    if (created === null) return;
    userId = created;
    // The unpaid deposit first: it is the older one in the history.
    await seedAbandonedDeposit(services, userId, DEMO_PLAYER.currency);
    await fundDemoPlayer(services, {
      userId,
      currency: DEMO_PLAYER.currency,
      amountMinor: DEMO_PLAYER.mainBalanceMinor,
      seed: 'demo-player',
    });
  }
  await seedDemoFreeSpins(services.freeSpins, userId, DEMO_PLAYER.currency);
  await seedVerificationDemo(services);
  await seedAdjustmentDemo(services, userId);
}
