import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, type TestApp } from '../testing/app.js';
import { dataOf } from '../testing/expect-api.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { DEMO_REGULARS, seedDemoPlay } from './demo-play.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const roundCount = async () =>
  Number(
    (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*)::text AS n FROM game_rounds`))[0]!.n,
  );

describe('the demo regulars’ play', () => {
  it('plays real rounds until each regular has a big win, which /winners then shows; once only', async () => {
    await seedDemoPlay(t.services);
    const rounds = await roundCount();
    expect(rounds).toBeGreaterThanOrEqual(DEMO_REGULARS.length);
    await t.services.events.deliver();

    const { items } = dataOf<{ items: { player: string; multiplier: number | null }[] }>(
      await callApi(t.app, 'GET', 'winners/get', { count: '50' }),
    );
    expect(new Set(items.map((item) => item.player))).toEqual(
      new Set(DEMO_REGULARS.map((regular) => regular.fakename)),
    );
    expect(items.every((item) => (item.multiplier ?? 0) >= 10)).toBe(true);

    await seedDemoPlay(t.services);
    expect(await roundCount()).toBe(rounds);
  });
});
