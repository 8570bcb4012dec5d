import { SESSION_COOKIE_NAME } from '@jeton/domain';
import {
  BACKOFFICE_METHODS,
  BACKOFFICE_SESSION_COOKIE,
  type BackofficeMethodName,
  OPERATOR_ROLES,
  type OperatorRole,
  PERMISSION_REQUIRED,
  ROLE_PERMISSIONS,
} from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { WriteWatch } from '../../testing/write-watch.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';
import { csvStream } from './csv-export.js';
import { backofficeMethodTable } from './method-table.js';

// Every method of the contract's table, refused without a session, with a player's session and
// without its permission: generated from the table, so a method added later is covered too.

let t: TestApp;
let watch: WriteWatch;
shareTestApp((app) => {
  t = app;
  watch = new WriteWatch(app.database.db);
});

const METHODS = Object.keys(BACKOFFICE_METHODS) as BackofficeMethodName[];
const WITH_SESSION = METHODS.filter((name) => BACKOFFICE_METHODS[name].session);
const sessions = {} as Record<OperatorRole, string>;

beforeAll(async () => {
  for (const role of OPERATOR_ROLES) sessions[role] = (await operatorSession(t, role)).cookie;
});

it('has a handler for every method of the contract and no other', () => {
  // The back office's own methods and those the app's modules give from their module.ts.
  const table = backofficeMethodTable(t.services.modules, {
    audit: { record: async () => {} },
    csv: csvStream,
  });
  expect(Object.keys(table).sort()).toEqual([...METHODS].sort());
});

describe.each(WITH_SESSION)('%s', (name) => {
  const permission = BACKOFFICE_METHODS[name].permission;
  // Each method's calls come from their own address: the whole table from one would exceed the
  // back office's per-address budget of calls a minute.
  const remoteAddress = uniqueIp();

  it('is refused without a session (401), writing nothing', async () => {
    await watch.mark();
    const answer = await callBackoffice(t, name, {}, { remoteAddress });
    expect(errorOf(answer, 'AuthorizationException', 401).code).toBe('SESSION_REQUIRED');
    await watch.expectUnchanged();
  });

  it("is refused with a player's session, whatever cookie carries it (401)", async () => {
    const player = await registerPlayer(t.app);
    const token = player.cookie.split('=')[1];
    for (const cookie of [
      player.cookie,
      `${BACKOFFICE_SESSION_COOKIE}=${token}`,
      `${SESSION_COOKIE_NAME}=${token}`,
    ]) {
      errorOf(await callBackoffice(t, name, {}, { cookie, remoteAddress }), 'AuthorizationException', 401);
    }
  });

  it('is refused without the CSRF header, even with a session (403)', async () => {
    const answer = await callBackoffice(
      t,
      name,
      {},
      {
        cookie: sessions.administrator,
        withoutHeader: true,
        remoteAddress,
      },
    );
    expect(errorOf(answer, 'AccessDeniedException', 403).code).toBe('BACKOFFICE_HEADER_REQUIRED');
  });

  const lacking = OPERATOR_ROLES.filter((role) => permission && !ROLE_PERMISSIONS[role].includes(permission));
  if (lacking.length > 0) {
    it.each(lacking)(
      `is refused to the %s role, which lacks ${permission} (403), writing nothing`,
      async (role) => {
        await watch.mark();
        const answer = await callBackoffice(t, name, {}, { cookie: sessions[role], remoteAddress });
        const error = errorOf(answer, 'AccessDeniedException', 403);
        expect(error).toMatchObject({ code: PERMISSION_REQUIRED, data: { permission } });
        await watch.expectUnchanged();
      },
    );
  }

  const allowed = OPERATOR_ROLES.filter((role) => !permission || ROLE_PERMISSIONS[role].includes(permission));
  it.each(allowed)('lets the %s role past the permission check', async (role) => {
    // An empty input is bad input for most methods: the answer is 200 or 400, never 401 or 403.
    const answer = await callBackoffice(
      t,
      name,
      { id: 999_999_999 },
      { cookie: sessions[role], remoteAddress },
    );
    expect([200, 400]).toContain(answer.status);
    if (name === 'auth/logout') sessions[role] = (await operatorSession(t, role)).cookie;
  });
});

describe('the transport', () => {
  it('refuses a body that is not JSON (400), and an unknown method (404)', async () => {
    const cookie = sessions.administrator;
    const form = await callBackoffice(
      t,
      'players/search',
      {},
      {
        cookie,
        rawBody: 'query=a',
        contentType: 'application/x-www-form-urlencoded',
      },
    );
    expect(expectRefusal(form.response)).toMatchObject({
      type: 'InvalidRequestException',
      code: 'UNSUPPORTED_CONTENT_TYPE',
    });
    const malformed = await callBackoffice(t, 'players/search', {}, { cookie, rawBody: '{"query":' });
    expect(expectRefusal(malformed.response).code).toBe('MALFORMED_BODY');
    const unknown = await callBackoffice(t, 'players/delete', {}, { cookie });
    expect(expectRefusal(unknown.response).type).toBe('MethodNotFoundException');
  });

  it('answers with no-store and a CSP of its own', async () => {
    const answer = await callBackoffice(t, 'auth/me', {}, { cookie: sessions.support });
    expect(answer.response.headers['cache-control']).toBe('no-store');
    expect(answer.response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
