import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { expectRefusal } from '../../testing/expect-api.js';
import { inlineScripts } from './static-app.js';

// The back office's SPA build served under /backoffice/, from a build folder made for the test.

const BOOT = 'window.__reactRouterContext = {"basename":"/backoffice/"};';
const INDEX = `<!DOCTYPE html><html><head><script type="module" src="/backoffice/assets/entry-abc123.js"></script></head><body><script>${BOOT}</script></body></html>`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jeton-bo-build-'));
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'client', 'assets', 'entry-abc123.js'), 'console.info("bo")');
  t = await createTestApp({ BACKOFFICE_BUILD_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the back-office app', () => {
  it('answers index.html, never cached, for any screen path, with a CSP allowing only its inline scripts', async () => {
    for (const url of [
      '/backoffice',
      '/backoffice/',
      '/backoffice/players/12',
      '/backoffice/fr/withdrawals',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-store');
      const policy = String(response.headers['content-security-policy']);
      const hash = createHash('sha256').update(BOOT).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backoffice/assets/entry-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.info("bo")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers the page for an API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backoffice/api/auth/me' });
    expect(expectRefusal(response).type).toBe('MethodNotFoundException');
  });

  it('answers 503 for its pages when the app is not built, and still no page for an API path', async () => {
    const bare = await createTestApp({ BACKOFFICE_BUILD_DIR: path.join(dir, 'missing') });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/backoffice/players' });
      expect(page.statusCode).toBe(503);
      const api = await bare.app.inject({ method: 'GET', url: '/backoffice/api/auth/me' });
      expect(expectRefusal(api).type).toBe('MethodNotFoundException');
    } finally {
      await bare.close();
    }
  });

  it('reads the inline scripts of index.html, not the ones with a src', () => {
    expect(inlineScripts(INDEX)).toEqual([BOOT]);
  });
});
