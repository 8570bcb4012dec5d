import { AppError } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../testing/app.js';

// With `validateAnswers` on (tests), a refusal that its method does not declare fails the call
// (api/error-check.ts), so the test that meets it fails and names the missing code.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await registerPlayer(t.app)).cookie;
});
afterAll(() => t?.close());

async function balanceRefusedWith(error: AppError) {
  const spy = vi.spyOn(t.services.accounts, 'balances').mockRejectedValueOnce(error);
  const printed = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const result = await callApi(t.app, 'GET', 'account/getBalance', {}, { cookie });
    return { result, printed: printed.mock.calls.map((call) => String(call[0])).join('') };
  } finally {
    printed.mockRestore();
    spy.mockRestore();
  }
}

describe("the test app's check of declared errors", () => {
  it('fails a refusal whose code the method does not declare, and says which', async () => {
    const { result, printed } = await balanceRefusedWith(
      new AppError('InvalidRequestException', 'Not in the list', { code: 'NOT_DECLARED_ANYWHERE' }),
    );
    expect(result.status).toBe(500);
    expect(result.body.error?.code).toBe('UNDECLARED_ERROR');
    expect(printed).toContain('account/getBalance answered NOT_DECLARED_ANYWHERE');
  });

  it('fails a declared code answered with another status than the declared one', async () => {
    const { result, printed } = await balanceRefusedWith(
      new AppError('InvalidRequestException', 'Wrong status', { code: 'RATE_LIMITED' }),
    );
    expect(result.body.error?.code).toBe('UNDECLARED_ERROR');
    expect(printed).toContain('declared as TooManyRequestsException, 429');
  });

  it("lets a declared refusal through, the router's own ones included", async () => {
    const { result } = await balanceRefusedWith(
      new AppError('ApplicationUnavailableException', 'Busy', { code: 'TRY_AGAIN' }),
    );
    expect(result.status).toBe(503);
    expect(result.body.error?.code).toBe('TRY_AGAIN');
  });

  it('leaves a crash to the default answer: a 500 whatever was declared', async () => {
    const { result } = await balanceRefusedWith(new AppError('InternalServerErrorException', 'Bug'));
    expect(result.status).toBe(500);
    expect(result.body.error?.code).toBeUndefined();
  });
});
