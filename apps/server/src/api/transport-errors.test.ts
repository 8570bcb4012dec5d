import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';

// What is refused before a route runs still answers in the API's envelope (issue 13): a body over
// the limit is a 413, an address or headers over Node's limit a 431, never a bare status line.

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

describe('refusals at the transport level', () => {
  it('answers a 40 KB query string with 431 and the catalogue envelope', async () => {
    const response = await fetch(`${origin}/api/games/get?v=2.34&locale=en&query=${'x'.repeat(40 * 1024)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: {
        type: 'InvalidRequestException',
        message: 'Request headers or address are too large',
        code: 'HEADERS_TOO_LARGE',
      },
    });
  });

  it('answers a body over API_BODY_LIMIT_BYTES with 413 and the catalogue envelope', async () => {
    const response = await fetch(`${origin}/api/auth/login?v=2.34&locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: `login=${'y'.repeat(t.services.config.apiBodyLimitBytes + 1)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { type: 'InvalidRequestException', code: 'BODY_TOO_LARGE' },
    });
  });
});
