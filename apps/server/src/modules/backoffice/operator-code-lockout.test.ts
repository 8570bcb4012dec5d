import { queryRows } from '@jeton/db';
import { type DashboardAnswer, INVALID_CREDENTIALS } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CallResult, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { wrongTotpCode } from '../../testing/totp-codes.js';
import {
  callBackoffice,
  createOperator,
  currentCode,
  OPERATOR_PASSWORD,
  operatorSession,
} from './backoffice-testing.js';

// Issue 28, item 3: with an operator's password known, 30 wrong codes from 30 addresses were all
// checked. Wrong codes are counted per operator (decision 0084): five in 15 minutes refuse the code
// step for 15 minutes, then 30, 60…; the lockout is audited and on the administrators' dashboard.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const MINUTE_MS = 60_000;
type Operator = Awaited<ReturnType<typeof createOperator>>;

function login(operator: Operator, totp: string, password = OPERATOR_PASSWORD) {
  return callBackoffice(
    t,
    'auth/login',
    { email: operator.email, password, totp },
    { remoteAddress: uniqueIp() },
  );
}

/** Wrong codes with the right password, all at once, each from an address of its own. */
function wrongCodesFromEverywhere(operator: Operator, count: number): Promise<CallResult[]> {
  const wrong = wrongTotpCode(operator.secret, t.clock.now());
  return Promise.all(Array.from({ length: count }, () => login(operator, wrong)));
}

/** The lock's refusal: 429 SECOND_FACTOR_LOCKED, with Retry-After; answers the seconds it says to wait. */
function lockedFor(answer: CallResult): number {
  const error = errorOf(answer, 'TooManyRequestsException', 429);
  expect(error.code).toBe('SECOND_FACTOR_LOCKED');
  expect(answer.sessionCookie).toBeUndefined();
  // The standard header says the same wait, as on every 429.
  expect(answer.response.headers['retry-after']).toBe(String(error.data?.retry_after));
  return Number(error.data?.retry_after);
}

const statuses = (answers: CallResult[]) => answers.map((a) => a.status).sort();

async function lockoutEntries(operator: Operator) {
  return queryRows<{ after: { lockedUntil: string; lockoutsInARow: number } }>(
    t.database.db,
    sql`SELECT after FROM audit_log
        WHERE operator_id = ${operator.id} AND action = 'operator.second_factor_locked' ORDER BY id`,
  );
}

async function dashboard(cookie: string): Promise<DashboardAnswer> {
  return dataOf<DashboardAnswer>(await callBackoffice(t, 'dashboard/get', {}, { cookie }));
}

describe('wrong codes per operator', () => {
  it('checks five of 30 wrong codes from 30 addresses; then refuses even the right code for 15 minutes', async () => {
    const operator = await createOperator(t, 'support');
    const answers = await wrongCodesFromEverywhere(operator, 30);
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 401)) {
      expect(errorOf(answer, 'AuthorizationException', 401).code).toBe(INVALID_CREDENTIALS);
    }
    for (const answer of answers.filter((a) => a.status === 429)) lockedFor(answer);

    const wait = lockedFor(await login(operator, currentCode(t, operator.secret)));
    // 15 minutes, less the seconds the per-login slow-down moved the test's clock on.
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await lockoutEntries(operator)).toEqual([
      { after: expect.objectContaining({ lockedUntil: expect.any(String), lockoutsInARow: 1 }) },
    ]);

    t.clock.advance(wait * 1000 - 10_000);
    lockedFor(await login(operator, currentCode(t, operator.secret)));
    t.clock.advance(10_000);
    dataOf(await login(operator, currentCode(t, operator.secret)));
  });

  it('shows the lockout to administrators on the dashboard, to nobody else', async () => {
    const operator = await createOperator(t, 'finance');
    await wrongCodesFromEverywhere(operator, 5);
    const lockedAt = t.clock.now().getTime();
    lockedFor(await login(operator, currentCode(t, operator.secret)));

    // Sessions of their own: the other tests move the clock past a session's idle timeout.
    const admin = await operatorSession(t, 'administrator');
    const finance = await operatorSession(t, 'finance');
    const shown = (await dashboard(admin.cookie)).secondFactorLockouts;
    const item = shown?.find((lockout) => lockout.operatorId === operator.id);
    expect(item).toMatchObject({
      operatorEmail: operator.email,
      lockoutsInARow: 1,
      refusedWhileLocked: 1,
    });
    expect(Date.parse(item!.lockedAt)).toBeLessThanOrEqual(lockedAt);
    expect(Date.parse(item!.lockedUntil) - Date.parse(item!.lockedAt)).toBe(15 * MINUTE_MS);
    expect((await dashboard(finance.cookie)).secondFactorLockouts).toBeNull();
  });

  it('doubles the lock for a lockout soon after the last one: 15 minutes, then 30', async () => {
    const operator = await createOperator(t, 'content');
    await wrongCodesFromEverywhere(operator, 5);
    t.clock.advance(lockedFor(await login(operator, currentCode(t, operator.secret))) * 1000);

    await wrongCodesFromEverywhere(operator, 5);
    const wait = lockedFor(await login(operator, currentCode(t, operator.secret)));
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
    expect((await lockoutEntries(operator)).map((entry) => entry.after.lockoutsInARow)).toEqual([1, 2]);
    t.clock.advance(wait * 1000);
    dataOf(await login(operator, currentCode(t, operator.secret)));
  });

  it('answers the same while locked whatever the password, so the lock tells nothing of it', async () => {
    const operator = await createOperator(t, 'trader');
    await wrongCodesFromEverywhere(operator, 5);
    lockedFor(await login(operator, currentCode(t, operator.secret), 'Wrong-password-123'));
  });

  it('counts no wrong password: nobody locks an operator out without the password', async () => {
    const operator = await createOperator(t, 'read_only');
    const wrong = wrongTotpCode(operator.secret, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(operator, wrong, 'Wrong-password-123')),
    );
    expect(statuses(answers)).toEqual(Array(10).fill(401));
    dataOf(await login(operator, currentCode(t, operator.secret)));
  });

  it('starts the count again after a successful log-in', async () => {
    const operator = await createOperator(t, 'support');
    await wrongCodesFromEverywhere(operator, 4);
    dataOf(await login(operator, currentCode(t, operator.secret)));
    t.clock.advance(30_000);
    await wrongCodesFromEverywhere(operator, 4);
    dataOf(await login(operator, currentCode(t, operator.secret)));
  });
});
