import { schema } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { DEFAULT_GENERAL_INFO } from '../modules/settings/settings-service.js';
import type { Services } from '../services.js';
import { seedAbandonedDeposit } from './abandoned-deposit-demo.js';
import { seedAdjustmentDemo } from './adjustment-demo.js';
import { seedCampaignOffers } from './campaign-offers.js';
import { seedCampaignPopups } from './campaign-popups.js';
import { seedContentConfig } from './content-config.js';
import { seedContentPages } from './content-pages/seed-pages.js';
import { seedDemoOperators } from './demo-operators.js';
import { fundDemoPlayer } from './fund-demo-player.js';
import { seedGameCatalogue } from './game-catalogue.js';
import { seedDemoJackpots } from './jackpots-demo.js';
import { seedLoyaltyProducts } from './loyalty-demo.js';
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

/** Reference rates, base to quote; the operator updates them. */
const CURRENCY_RATES: [string, string, string][] = [
  ['EUR', 'USD', '1.0850'],
  ['EUR', 'GBP', '0.8550'],
  ['EUR', 'CAD', '1.4700'],
  ['USD', 'EUR', '0.9217'],
  ['USD', 'GBP', '0.7880'],
  ['USD', 'CAD', '1.3550'],
  ['GBP', 'EUR', '1.1696'],
  ['GBP', 'USD', '1.2690'],
  ['GBP', 'CAD', '1.7190'],
  ['CAD', 'EUR', '0.6803'],
  ['CAD', 'USD', '0.7380'],
  ['CAD', 'GBP', '0.5817'],
];

/**
 * Seeds an empty database: settings, the content configuration, currency rates, the back office's
 * demo operators (one per role), and the demo player with a funded main
 * balance (a card deposit made at the cashier when the player is created). Safe to run at every
 * start: each step skips what is already there.
 */
export async function seedDemoData(
  services: Pick<Services, 'db' | 'passwords' | 'cashier' | 'config' | 'clock'>,
): Promise<void> {
  const { db, passwords } = services;
  await db
    .insert(schema.siteSettings)
    // The fraud check on: the site sends its fraud-check hit (the sandbox fraud provider scores).
    .values({ key: 'general_info', value: { ...DEFAULT_GENERAL_INFO, is_seon_enabled: true } })
    .onConflictDoNothing();
  await seedContentConfig(db);
  await seedContentPages(db);
  await db
    .insert(schema.currencyRates)
    .values(CURRENCY_RATES.map(([base, quote, rate]) => ({ base, quote, rate })))
    .onConflictDoNothing();
  await seedCampaignPopups(db);
  await seedCampaignOffers(db);
  await seedGameCatalogue(db);
  await seedDemoJackpots(db);
  await seedLoyaltyProducts(db);
  // Operators whose password and TOTP secret the README prints: the configuration lets this run
  // only on this machine or a declared demo (demo-only.ts).
  await seedDemoOperators(db, passwords);
  await seedSupportDemo(db);

  const [existing] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`login = ${DEMO_PLAYER.login}`);
  let userId = existing?.id;
  if (!userId) {
    const [created] = await db
      .insert(schema.users)
      .values({
        login: DEMO_PLAYER.login,
        email: DEMO_PLAYER.login,
        emailConfirmed: true,
        passwordHash: await passwords.hash(DEMO_PLAYER.password),
        currency: DEMO_PLAYER.currency,
        fakename: DEMO_PLAYER.fakename,
        countryCode: 'FR',
      })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    if (!created) return;
    userId = created.id;
    // A name and date of birth, so the demo player may withdraw (decision 0014).
    await db
      .insert(schema.userProfiles)
      .values({ userId, firstName: 'Demo', lastName: 'Player', birthDate: '01.01.1990' })
      .onConflictDoNothing();
    // The unpaid deposit first: it is the older one in the history.
    await seedAbandonedDeposit(services, userId, DEMO_PLAYER.currency);
    await fundDemoPlayer(services, {
      userId,
      currency: DEMO_PLAYER.currency,
      amountMinor: DEMO_PLAYER.mainBalanceMinor,
      seed: 'demo-player',
    });
  }
  await seedDemoFreeSpins(db, userId, DEMO_PLAYER.currency);
  await seedVerificationDemo(db, passwords);
  await seedAdjustmentDemo(db, userId);
}
