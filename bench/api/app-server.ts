import { createDatabase } from '@jeton/db';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { seedDemoData } from '../../apps/server/src/seed/demo-data.js';
import { createServices } from '../../apps/server/src/services.js';
import { reply, runChild, untilStopped } from './child.js';

// The server process: the real app (services, plugins, API router), as main.ts builds it but
// without the web app, with silent logs and rate limits far above what the bench sends.

runChild('app server', async () => {
  const url = process.env.BENCH_APP_DATABASE_URL;
  if (!url) throw new Error('BENCH_APP_DATABASE_URL is not set');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATABASE_URL: url,
    RATE_LIMIT_PER_IP_PER_MINUTE: '1000000000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000000',
    SEED_DEMO_DATA: 'false',
  });
  const database = createDatabase({ url, poolSize: config.database.poolSize });
  const services = createServices(config, database);
  await seedDemoData(services);
  const app = await buildApp(services);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  reply({ type: 'ready', port: address.port, fastify: app.version, poolSize: config.database.poolSize });
  await untilStopped();
  await app.close();
  await database.close();
  process.exit(0);
});
