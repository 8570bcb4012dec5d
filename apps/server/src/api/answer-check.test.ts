import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the test app's answer check", () => {
  it("fails a call whose handler answers outside its method's schema, and says why", async () => {
    const player = await registerPlayer(t.app);
    const stray = { balance_main: { amount: '10', currency: 'EUR' } } as never;
    const spy = vi.spyOn(t.services.accounts, 'balances').mockResolvedValueOnce(stray);
    const printed = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const result = await callApi(t.app, 'GET', 'account/getBalance', {}, { cookie: player.cookie });
      expect(result.status).toBe(500);
      expect(result.body.error).toMatchObject({
        type: 'InternalServerErrorException',
        code: 'ANSWER_SCHEMA_MISMATCH',
      });
      expect(String(printed.mock.calls[0]?.[0])).toContain('account/getBalance');
    } finally {
      printed.mockRestore();
      spy.mockRestore();
    }
  });

  it('fails an answer with a field its schema does not name (an incomplete schema)', async () => {
    const player = await registerPlayer(t.app);
    const balances = await t.services.accounts.balances(
      (await t.services.sessions.resolve(player.cookie.split('=')[1]))!,
    );
    const extra = { ...balances, balance_main: { ...balances.balance_main, hidden: 1 } };
    const spy = vi.spyOn(t.services.accounts, 'balances').mockResolvedValueOnce(extra);
    const printed = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const result = await callApi(t.app, 'GET', 'account/getBalance', {}, { cookie: player.cookie });
      expect(result.body.error?.code).toBe('ANSWER_SCHEMA_MISMATCH');
      expect(String(printed.mock.calls[0]?.[0])).toContain('balance_main.hidden is not in the schema');
    } finally {
      printed.mockRestore();
      spy.mockRestore();
    }
  });

  it('lets an answer of the right shape through', async () => {
    const player = await registerPlayer(t.app);
    const result = await callApi(t.app, 'GET', 'account/getBalance', {}, { cookie: player.cookie });
    expect(result.status).toBe(200);
  });

  it('is off unless configured, as in production', () => {
    expect(loadConfig({}).validateAnswers).toBe(false);
    expect(loadConfig({ VALIDATE_API_ANSWERS: 'true' }).validateAnswers).toBe(true);
  });
});
