import { mkdirSync } from 'node:fs';
import { createDatabase, type DatabaseHandle, migrate } from '@jeton/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { seedDemoData } from '../../apps/server/src/seed/demo-data.js';
import { createServices } from '../../apps/server/src/services.js';
import { registerWebApp } from '../../apps/server/src/web/ssr-plugin.js';
import { freePort } from '../../scripts/free-port.js';
import { reply } from '../api/child.js';

interface SiteServerOptions {
  dataDir: string;
  webBuildDir: string;
  /** Settings beside the common ones (production, silent logs, a free port of 127.0.0.1). */
  env?: Record<string, string>;
  /** More data after the demo data, before the app starts. */
  seed?(database: DatabaseHandle): Promise<void>;
  /** Routes of the bench's own, registered before the web app's. */
  routes?(instance: FastifyInstance): void;
}

/**
 * The site as main.ts starts it (PGlite migrated and seeded with the demo data, the API, the web
 * app's SSR and static files), listening, with `ready` and its origin told to the parent.
 */
export async function startSiteServer(options: SiteServerOptions) {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    WEB_BUILD_DIR: options.webBuildDir,
    ...options.env,
  });
  mkdirSync(config.database.dataDir, { recursive: true });
  const database = createDatabase({ dataDir: config.database.dataDir, poolSize: config.database.poolSize });
  await migrate(database);
  const services = createServices(config, database);
  await seedDemoData(services);
  await options.seed?.(database);
  const app = await buildApp(services, {
    web: async (instance) => {
      options.routes?.(instance);
      await registerWebApp(instance, {
        buildDir: config.webBuildDir,
        publicUrl: config.publicUrl,
        contentConfig: services.contentConfig,
      });
    },
  });
  await app.listen({ host: config.host, port: config.port });
  reply({ type: 'ready', origin: config.publicUrl });
  return { app, database };
}
