import { Redis } from 'ioredis';

/** The machine's Redis for tests that need one (REDIS_TEST_URL, default the local port). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_TEST_URL: tests that need it are skipped on a machine without. */
export async function redisAnswers(url = REDIS_TEST_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
