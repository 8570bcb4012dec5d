import Fastify from 'fastify';
import { reply, runChild, untilStopped } from './child.js';

// The HTTP baseline: the same Fastify, no plugins, one JSON route answering an object of the
// same shape and size as the getInfo answer (the parent passes the object it got from getInfo).

runChild('bare server', async () => {
  const payload = JSON.parse(process.env.BENCH_BARE_PAYLOAD ?? '{"data":{}}') as unknown;
  const app = Fastify({ logger: false });
  app.get('/bare', async () => payload);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  reply({ type: 'ready', port: address.port, fastify: app.version });
  await untilStopped();
  await app.close();
  process.exit(0);
});
