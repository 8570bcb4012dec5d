import { queryRows } from '@jeton/db';
import { INVALID_CREDENTIALS, ROLE_PERMISSIONS } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { callBackoffice, createOperator, currentCode, OPERATOR_PASSWORD } from './backoffice-testing.js';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET, DEMO_OPERATORS } from './demo-operators.js';
import { OPERATOR_ABSOLUTE_TIMEOUT_MS, OPERATOR_IDLE_TIMEOUT_MS } from './operator-sessions.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

async function login(email: string, password: string, totp: string, remoteAddress = uniqueIp()) {
  return callBackoffice(t, 'auth/login', { email, password, totp }, { remoteAddress });
}

describe('auth/login', () => {
  it('logs an operator in with password and TOTP: a strict, HttpOnly cookie for /backoffice only', async () => {
    const operator = await createOperator(t, 'finance');
    const answer = await login(
      operator.email.toUpperCase(),
      OPERATOR_PASSWORD,
      currentCode(t, operator.secret),
    );
    const data = dataOf<{ operator: { email: string; role: string; permissions: string[] } }>(answer);
    expect(data.operator).toMatchObject({ email: operator.email, role: 'finance' });
    expect(data.operator.permissions).toEqual(ROLE_PERMISSIONS.finance);
    const cookie = answer.response.cookies.find((c) => c.name === 'jeton_bo_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/backoffice' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM operator_sessions WHERE operator_id = ${operator.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(cookie.value);

    const me = dataOf<{ operator: { id: number } }>(
      await callBackoffice(t, 'auth/me', {}, { cookie: answer.sessionCookie }),
    );
    expect(me.operator.id).toBe(operator.id);
  });

  it('answers the same refusal whichever part is wrong, and sets no cookie', async () => {
    const operator = await createOperator(t, 'support');
    const code = currentCode(t, operator.secret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempts = [
      [operator.email, 'Wrong-password-123', code],
      [operator.email, OPERATOR_PASSWORD, wrongCode],
      ['nobody@example.com', OPERATOR_PASSWORD, code],
    ] as const;
    for (const [email, password, totp] of attempts) {
      const answer = await login(email, password, totp);
      const error = errorOf(answer, 'AuthorizationException', 401);
      expect(error).toMatchObject({ code: INVALID_CREDENTIALS, message: 'Wrong email, password or code' });
      expect(answer.sessionCookie).toBeUndefined();
    }
  });

  it('needs the TOTP code: without one the input is refused and no session is made', async () => {
    const operator = await createOperator(t, 'administrator');
    const answer = await callBackoffice(t, 'auth/login', {
      email: operator.email,
      password: OPERATOR_PASSWORD,
    });
    expect(errorOf(answer, 'InvalidParameterException', 400).data?.fields).toHaveProperty('totp');
    expect(answer.sessionCookie).toBeUndefined();
  });

  it('accepts a code once: the same code again is refused, the next step’s code is accepted', async () => {
    const operator = await createOperator(t, 'read_only');
    const code = currentCode(t, operator.secret);
    dataOf(await login(operator.email, OPERATOR_PASSWORD, code));
    errorOf(await login(operator.email, OPERATOR_PASSWORD, code), 'AuthorizationException', 401);
    t.clock.advance(30_000);
    dataOf(await login(operator.email, OPERATOR_PASSWORD, currentCode(t, operator.secret)));
  });

  it('refuses a disabled operator', async () => {
    const operator = await createOperator(t, 'administrator');
    await t.database.db.execute(sql`UPDATE operators SET disabled_at = now() WHERE id = ${operator.id}`);
    errorOf(
      await login(operator.email, OPERATOR_PASSWORD, currentCode(t, operator.secret)),
      'AuthorizationException',
      401,
    );
  });

  it('throttles guessing from one address (429)', async () => {
    const operator = await createOperator(t, 'administrator');
    const address = uniqueIp();
    // Five free failures (decision 0024), the sixth starts a block.
    for (let i = 0; i < 6; i++) {
      errorOf(
        await login(operator.email, 'Wrong-password-123', '123456', address),
        'AuthorizationException',
        401,
      );
    }
    const throttled = await login(
      operator.email,
      OPERATOR_PASSWORD,
      currentCode(t, operator.secret),
      address,
    );
    expect(errorOf(throttled, 'TooManyRequestsException', 429).code).toBe('LOGIN_THROTTLED');
  });

  it('logs the demo operators in with the README’s password and the shared demo secret', async () => {
    for (const demo of DEMO_OPERATORS) {
      const answer = await login(
        demo.email,
        DEMO_OPERATOR_PASSWORD,
        currentCode(t, DEMO_OPERATOR_TOTP_SECRET),
      );
      expect(dataOf<{ operator: { role: string } }>(answer).operator.role).toBe(demo.role);
    }
  });
});

describe('operator sessions', () => {
  async function loggedIn() {
    const operator = await createOperator(t, 'support');
    const answer = await login(operator.email, OPERATOR_PASSWORD, currentCode(t, operator.secret));
    return { ...operator, cookie: answer.sessionCookie! };
  }

  it('end after 15 minutes without a call', async () => {
    const { cookie } = await loggedIn();
    t.clock.advance(OPERATOR_IDLE_TIMEOUT_MS - 60_000);
    dataOf(await callBackoffice(t, 'auth/me', {}, { cookie }));
    t.clock.advance(OPERATOR_IDLE_TIMEOUT_MS);
    errorOf(await callBackoffice(t, 'auth/me', {}, { cookie }), 'AuthorizationException', 401);
  });

  it('end after 8 hours however busy', async () => {
    const { cookie } = await loggedIn();
    for (let elapsed = 0; elapsed < OPERATOR_ABSOLUTE_TIMEOUT_MS - 10 * 60_000; elapsed += 10 * 60_000) {
      t.clock.advance(10 * 60_000);
      dataOf(await callBackoffice(t, 'auth/me', {}, { cookie }));
    }
    t.clock.advance(10 * 60_000);
    errorOf(await callBackoffice(t, 'auth/me', {}, { cookie }), 'AuthorizationException', 401);
  });

  it('end at log-out, which clears the cookie; log-in and log-out are in the audit log', async () => {
    const operator = await loggedIn();
    const out = await callBackoffice(t, 'auth/logout', {}, { cookie: operator.cookie });
    expect(dataOf(out)).toBe(1);
    expect(out.response.cookies.find((c) => c.name === 'jeton_bo_session')?.value).toBe('');
    errorOf(
      await callBackoffice(t, 'auth/me', {}, { cookie: operator.cookie }),
      'AuthorizationException',
      401,
    );
    const actions = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE operator_id = ${operator.id} ORDER BY id`,
    );
    expect(actions.map((r) => r.action)).toEqual(['operator.login', 'operator.logout']);
  });

  it('end when the operator is disabled', async () => {
    const operator = await loggedIn();
    await t.database.db.execute(sql`UPDATE operators SET disabled_at = now() WHERE id = ${operator.id}`);
    errorOf(
      await callBackoffice(t, 'auth/me', {}, { cookie: operator.cookie }),
      'AuthorizationException',
      401,
    );
  });
});
