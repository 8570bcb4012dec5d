import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_IP_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t?.close();
});

it('launches and studio calls count against the per-IP budget, answered 429 past it', async () => {
  const from = { remoteAddress: '10.99.0.1' };
  const launches = [];
  for (let i = 0; i < 3; i++) {
    launches.push(await t.app.inject({ method: 'GET', url: '/platform/game/jeton-dice/demo', ...from }));
  }
  expect(launches.map((r) => r.statusCode)).toEqual([302, 302, 302]);
  const refused = await t.app.inject({ method: 'GET', url: '/platform/game/jeton-dice/demo', ...from });
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const studio = await t.app.inject({ method: 'GET', url: '/studio/api/session?session=x', ...from });
  expect(studio.statusCode).toBe(429);
  expect(studio.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
  // The standard header on every throttled answer, whatever its protocol (issue 28).
  expect(Number(studio.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  // Another address has its own budget.
  const other = await t.app.inject({
    method: 'GET',
    url: '/platform/game/jeton-dice/demo',
    remoteAddress: '10.99.0.2',
  });
  expect(other.statusCode).toBe(302);
});
