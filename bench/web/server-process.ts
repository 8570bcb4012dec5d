import { Readable } from 'node:stream';
import { compressor, negotiateEncoding } from '../../apps/server/src/web/compression.js';
import { runChild, untilStopped } from '../api/child.js';
import { startSiteServer } from '../shared/site-server.js';
import { BASELINE_PATH, baselineBytes, baselineHtml } from './baseline.js';

// The site as main.ts starts it, in production mode with silent logs, plus one route of the
// bench's own: the static baseline page.

runChild('web server', async () => {
  const dataDir = process.env.BENCH_WEB_DATA_DIR;
  const webBuildDir = process.env.BENCH_WEB_BUILD_DIR;
  if (!dataDir || !webBuildDir) throw new Error('BENCH_WEB_DATA_DIR and BENCH_WEB_BUILD_DIR must be set');
  const { app, database } = await startSiteServer({
    dataDir,
    webBuildDir,
    env: { SEED_DEMO_DATA: 'true' },
    routes: (instance) => {
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
    },
  });
  await untilStopped();
  await app.close();
  await database.close();
  process.exit(0);
});
