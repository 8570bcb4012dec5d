import { CatalogueSeedStore } from '../../apps/server/src/modules/games/catalogue-seed-store.js';
import { seedGameCatalogue } from '../../apps/server/src/modules/games/games-demo.js';
import { runChild, untilStopped } from '../api/child.js';
import { startSiteServer } from '../shared/site-server.js';

// The site as main.ts starts it, in production mode with silent logs, with BENCH_SSR_EXTRA_GAMES
// generated games beside the demo catalogue, so that the hall's first page is full (200 cards) and
// the catalogue is large.

runChild('ssr server', async () => {
  const dataDir = process.env.BENCH_SSR_DATA_DIR;
  const webBuildDir = process.env.BENCH_SSR_BUILD_DIR;
  if (!dataDir || !webBuildDir) throw new Error('BENCH_SSR_DATA_DIR and BENCH_SSR_BUILD_DIR must be set');
  const { app, database } = await startSiteServer({
    dataDir,
    webBuildDir,
    env: {
      RATE_LIMIT_PER_IP_PER_MINUTE: '1000000000',
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000000',
    },
    seed: (database) =>
      seedGameCatalogue(
        new CatalogueSeedStore(database.db),
        Number(process.env.BENCH_SSR_EXTRA_GAMES ?? 3000),
      ),
  });
  await untilStopped();
  // Keep-alive connections of the load generator may hold close() up; the profile is written on exit.
  await Promise.race([app.close().then(() => database.close()), new Promise((r) => setTimeout(r, 2_000))]);
  process.exit(0);
});
