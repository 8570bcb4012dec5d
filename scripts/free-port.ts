import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 that nobody listens on now, so that a server's PUBLIC_URL can name it before
 * the server takes it a moment later (end-to-end tests, bench:web, screenshots).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
