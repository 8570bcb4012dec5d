import type { ApiMethod } from '../api/method.js';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { createTestDatabase } from './database.js';

/**
 * Every method of the product API, as the modules mount them: for tests that go through all of
 * them (hostile input, answers, metrics), so a method added later is covered without editing them.
 */
export function allApiMethods(): Promise<readonly ApiMethod[]> {
  // Once per worker (the server tests share one module graph per worker): the list never changes.
  listed ??= listApiMethods();
  return listed;
}

let listed: Promise<readonly ApiMethod[]> | undefined;

async function listApiMethods(): Promise<readonly ApiMethod[]> {
  const database = await createTestDatabase();
  try {
    const services = createServices(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database);
    return services.api.flatMap((api) => api.methods);
  } finally {
    await database.close();
  }
}
