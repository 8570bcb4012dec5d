import { mkdirSync } from 'node:fs';
import { createDatabase, migrate } from '@jeton/db';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { SANDBOX_FEED_TICK_MS } from './providers/odds/sandbox-feed.js';
import { seedDemoBonus } from './seed/demo-bonus.js';
import { seedDemoData } from './seed/demo-data.js';
import { seedStartStories } from './seed/start-stories.js';
import { createServices } from './services.js';
import { registerWebApp } from './web/ssr-plugin.js';
import { runModuleSeeds } from './wiring/run-seeds.js';
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
  // The modules' seeds that every installation needs (the content configuration and pages) run
  // either way; demo data (public passwords) only where the configuration allows it (demo-only.ts).
  if (config.seedDemoData) {
    await seedDemoData(services);
    await seedStartStories(services);
  } else {
    await runModuleSeeds(services.modules, { demo: false });
  }

  const app = await buildApp(services, {
    web: (instance) =>
      registerWebApp(instance, {
        buildDir: config.webBuildDir,
        publicUrl: config.publicUrl,
        contentConfig: services.contentConfig,
        // Outside studios' game pages load in the game frame (decision 0095).
        frameOrigins: [...config.studios.connected.values()].map((studio) => new URL(studio.url).origin),
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
