import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clock, ManualClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { createServices, type Services } from '../services.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { runModuleSeeds } from '../wiring/run-seeds.js';

// Decision 0094: a start without demo data runs only the modules' `always` seeds (the content
// configuration and pages); a demo adds each module's demo rows, once however often it runs.

let database: TestDatabase;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  services = createServices(config, database, new ManualClock(Date.parse('2026-11-22T12:00:00Z')) as Clock);
});

afterAll(() => database.close());

const count = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  );
  return Number(row?.n);
};

describe('the modules’ seeds', () => {
  it('without demo data: the content configuration and pages, no player, operator or game', async () => {
    await runModuleSeeds(services.modules, { demo: false });
    expect(await count('site_settings')).toBeGreaterThan(0);
    expect(await count('content_pages')).toBeGreaterThan(0);
    expect(await services.settings.read('general_info')).toBeUndefined();
    for (const table of ['users', 'operators', 'games', 'campaign_offers', 'jackpots', 'loyalty_products']) {
      expect(await count(table), table).toBe(0);
    }
  });

  it('for a demo: each module’s demo rows, the same after a second run', async () => {
    await runModuleSeeds(services.modules, { demo: true });
    const tables = ['operators', 'games', 'campaign_offers', 'promo_codes', 'jackpots', 'loyalty_products'];
    const first = await Promise.all(tables.map(count));
    expect(first.every((n) => n > 0)).toBe(true);
    await runModuleSeeds(services.modules, { demo: true });
    expect(await Promise.all(tables.map(count))).toEqual(first);
    // Players are stories (seed/), not a module's seed.
    expect(await count('users')).toBe(0);
  });
});
