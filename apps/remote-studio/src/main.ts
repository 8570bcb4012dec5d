import { buildStudioApp } from './app.js';
import { loadStudioConfig } from './config.js';

// The sandbox remote studio as its own process (decision 0095): `npm start` runs it beside Jeton;
// alone: REMOTE_STUDIO_SECRETS=northern-lights=… node --import tsx apps/remote-studio/src/main.ts

const ROLLBACK_RETRY_MS = 5_000;

const config = loadStudioConfig();
const { app, runner } = buildStudioApp(config);
await runner.retryPendingRollbacks(true);
const retry = setInterval(() => {
  runner.retryPendingRollbacks(false).catch((error: unknown) => app.log.error(error));
}, ROLLBACK_RETRY_MS);
await app.listen({ host: config.host, port: config.port });
// The port line is what a test that started this process reads to find it.
console.info(
  `remote-studio listening on ${config.port === 0 ? (app.server.address() as { port: number }).port : config.port}`,
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    clearInterval(retry);
    void app.close().then(() => process.exit(0));
  });
}
