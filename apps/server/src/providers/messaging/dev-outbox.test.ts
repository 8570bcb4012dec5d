import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';

// The outbox holds password-reset links: whoever reads it can take over any account (issue 13).

describe('the developer outbox', () => {
  let t: TestApp;
  shareTestApp(
    (app) => {
      t = app;
    },
    { DEV_OUTBOX: 'true', NODE_ENV: 'production' },
  );

  const paths = ['/dev/outbox', '/dev/outbox.json'];

  it.each(paths)('%s answers this machine', async (url) => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await t.app.inject({ url, remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(200);
    }
  });

  it.each(paths)('%s is a 404 from any other address', async (url) => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.9', '2001:db8::1']) {
      const answer = await t.app.inject({ url, remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(404);
      expect(answer.json().error.type).toBe('MethodNotFoundException');
      expect(answer.body).not.toContain('Outbox');
    }
  });

  it.each(paths)('%s is a 404 through a reverse proxy on this machine', async (url) => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host']) {
      const answer = await t.app.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { [header]: '203.0.113.7' },
      });
      expect(answer.statusCode, header).toBe(404);
    }
  });

  it('the page runs no script: a content security policy without script sources', async () => {
    const answer = await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });
});
