import { BACKOFFICE_METHODS } from '@jeton/domain/backoffice';
import { describe, expect, it } from 'vitest';
import { type TestApp, uniqueIp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { operatorSession } from './backoffice-testing.js';
import { BACKOFFICE_DOCS_PATH } from './routes.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

function getDocs(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: BACKOFFICE_DOCS_PATH,
    remoteAddress: uniqueIp(),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe('/backoffice/api/docs', () => {
  it('is for operators only, as everything of the back office but log-in', async () => {
    const response = await getDocs();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_REQUIRED');
  });

  it('opens to any logged-in operator, even of the narrowest role, with no CSRF header (a GET)', async () => {
    const { cookie } = await operatorSession(t, 'support');
    const response = await getDocs(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      Object.keys(BACKOFFICE_METHODS)
        .map((name) => `/backoffice/api/${name}`)
        .sort(),
    );
  });
});
