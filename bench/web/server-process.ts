import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createDatabase, migrate } from '@jeton/db';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { seedDemoData } from '../../apps/server/src/seed/demo-data.js';
import { createServices } from '../../apps/server/src/services.js';
import { compressor, negotiateEncoding } from '../../apps/server/src/web/compression.js';
import { registerWebApp } from '../../apps/server/src/web/ssr-plugin.js';
import { freePort } from '../../scripts/free-port.js';
import { reply, runChild, untilStopped } from '../api/child.js';
import { BASELINE_PATH, baselineBytes, baselineHtml } from './baseline.js';

// The site as main.ts starts it (PGlite migrated and seeded with the demo data, the API, the web
// app's SSR and static files), in production mode with silent logs, on a free port of 127.0.0.1,
// plus one route of the bench's own: the static baseline page.

runChild('web server', async () => {
  const dataDir = process.env.BENCH_WEB_DATA_DIR;
  const webBuildDir = process.env.BENCH_WEB_BUILD_DIR;
  if (!dataDir || !webBuildDir) throw new Error('BENCH_WEB_DATA_DIR and BENCH_WEB_BUILD_DIR must be set');
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: webBuildDir,
    SEED_DEMO_DATA: 'true',
  });
  mkdirSync(config.database.dataDir, { recursive: true });
  const database = createDatabase({ dataDir: config.database.dataDir, poolSize: config.database.poolSize });
  await migrate(database);
  const services = createServices(config, database);
  await seedDemoData(database.db, services.passwords);
  const app = await buildApp(services, {
    web: async (instance) => {
      // Compressed like the pages (same encoder, same level), so the baseline's HTML weighs as theirs.
      instance.get(BASELINE_PATH, async (request, response) => {
        const html = baselineHtml(baselineBytes(request.query));
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        response.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding');
        if (!encoding) return response.send(html);
        return response
          .header('content-encoding', encoding)
          .send(Readable.from([html]).pipe(compressor(encoding)));
      });
      await registerWebApp(instance, { buildDir: config.webBuildDir, publicUrl: config.publicUrl });
    },
  });
  await app.listen({ host: config.host, port: config.port });
  reply({ type: 'ready', origin: config.publicUrl });
  await untilStopped();
  await app.close();
  await database.close();
  process.exit(0);
});
