import { mkdirSync } from 'node:fs';
import { createDatabase, migrate } from '@jeton/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { SANDBOX_FEED_TICK_MS } from './modules/sportsbook/sandbox-feed.js';
import { seedCashbackDemo } from './seed/cashback-demo.js';
import { seedContentConfig } from './seed/content-config.js';
import { seedContentPages } from './seed/content-pages/seed-pages.js';
import { seedDemoBonus } from './seed/demo-bonus.js';
import { DEMO_PLAYER, seedDemoData } from './seed/demo-data.js';
import { seedDemoPlay } from './seed/demo-play.js';
import { seedGameCatalogue } from './seed/game-catalogue.js';
import { seedJackpotDemoWin } from './seed/jackpot-demo-win.js';
import { seedDemoLoyaltyPlay } from './seed/loyalty-demo.js';
import { seedSportsbookDemo } from './seed/sportsbook-demo.js';
import { seedDemoTournaments } from './seed/tournaments-demo.js';
import { createServices } from './services.js';
import { registerWebApp } from './web/ssr-plugin.js';
import { startJobs } from './wiring/start-jobs.js';

/** Starts Jeton: configuration, database (migrated, seeded), the app, then listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.database.url) mkdirSync(config.database.dataDir, { recursive: true });
  const database = createDatabase({
    url: config.database.url,
    dataDir: config.database.url ? undefined : config.database.dataDir,
    poolSize: config.database.poolSize,
  });
  await migrate(database);
  const services = createServices(config, database);
  // The site cannot render its chrome without a content configuration, demo data or not. Demo data
  // (public passwords) is on only where the configuration allows it (demo-only.ts).
  if (config.seedDemoData) {
    await seedDemoData(services);
    // Apart from seedDemoData, which every test app runs: a past jackpot win moves real ledger money.
    await seedJackpotDemoWin(database.db, services.passwords);
  } else {
    // The site needs its configuration and content pages either way.
    await seedContentConfig(database.db);
    await seedContentPages(database.db);
  }
  if (config.seedExtraGames > 0) await seedGameCatalogue(database.db, config.seedExtraGames);
  // Rounds of demo regulars, played through the studio and the wallet like any player's.
  if (config.seedDemoData) {
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

  const app = await buildApp(services, {
    web: (instance) =>
      registerWebApp(instance, {
        buildDir: config.webBuildDir,
        publicUrl: config.publicUrl,
        contentConfig: services.contentConfig,
      }),
  });
  // pg-boss: its schema is made or brought up to date here, on PGlite as on PostgreSQL.
  const stopJobs = await startJobs(services, (error, job) =>
    app.log.error({ err: error, job }, 'job failed'),
  );

  // The sandbox odds feed: live prices, matches that finish and settle, new fixtures (decision 0065).
  if (config.sportsFeed.sandbox) {
    services.sportsbookFeed.start(SANDBOX_FEED_TICK_MS, (error) => app.log.error(error, 'sandbox odds feed'));
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    services.sportsbookFeed.stop();
    await app.close();
    await stopJobs();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // The bonus demo's deposit is paid on the sandbox provider, whose webhook calls this server back.
  if (config.seedDemoData && config.paymentsSandbox.enabled) {
    await seedDemoBonus(services).catch((error) => app.log.error({ err: error }, 'demo bonus seed failed'));
  }
  app.log.info(
    `Jeton is running on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded PGlite in ${config.database.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
