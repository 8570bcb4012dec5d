import { describe, expect, it } from 'vitest';
import { fund } from '../modules/house-studio/studio-testing.js';
import { DEMO_LOYALTY_PRODUCTS } from '../modules/loyalty/loyalty-demo.js';
import { callApi, registerPlayer, type TestApp } from '../testing/app.js';
import { dataOf } from '../testing/expect-api.js';
import { shareTestApp } from '../testing/shared-test-app.js';
import { runModuleSeeds } from '../wiring/run-seeds.js';
import { seedDemoLoyaltyPlay } from './loyalty-demo.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

describe('the loyalty demo', () => {
  it('puts the demo products on sale once, and a player earns points by real dice rounds, once', async () => {
    // The test app ran the modules' seeds once already: again, nothing is added twice.
    await runModuleSeeds(t.services.modules, { demo: true });
    const products = dataOf<{ items: { sysname: string }[] }>(
      await callApi(t.app, 'GET', 'loyalty/getproducts'),
    );
    expect(products.items.map((item) => item.sysname)).toEqual(DEMO_LOYALTY_PRODUCTS.map((p) => p.sysname));

    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 100_000n);
    await seedDemoLoyaltyPlay(t.services, player.login);
    await t.services.events.deliver();
    await seedDemoLoyaltyPlay(t.services, player.login);
    await t.services.events.deliver();
    const info = dataOf<{ points: number; lifetime_points: number }>(
      await callApi(t.app, 'GET', 'loyalty/getinfo', {}, { cookie: player.cookie }),
    );
    expect(info).toMatchObject({ points: 150, lifetime_points: 150 });
  });
});
