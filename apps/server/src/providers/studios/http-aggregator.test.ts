import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.js';
import { checkSignature } from '../../http/signed-payload.js';
import type { StudioLaunchRequest } from '../../ports/game-aggregator.js';
import { HttpAggregator } from './http-aggregator.js';
import { STUDIO_SIGNATURE_HEADER } from './launch-signing.js';

// The adapter against a studio that answers what each test tells it: every failure has its kind.

const SECRET = 'studio-secret-0123456789abcdef0123';
let answer: (request: IncomingMessage, body: string, response: ServerResponse) => void;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => answer(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request: StudioLaunchRequest = {
  studio: 'acme',
  gameId: 'acme-slot',
  mode: 'real',
  playerToken: 'token-0123456789',
  playerId: '42',
  currency: 'EUR',
  locale: 'fr',
  returnUrl: 'http://localhost:3000/fr/gamehall',
  depositUrl: 'http://localhost:3000/fr/cashier/deposit',
};

const aggregator = (timeoutMs = 300, at = url) =>
  new HttpAggregator({
    studios: new Map([['acme', { url: at, secret: SECRET }]]),
    timeoutMs,
    clock: systemClock,
  });

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('the HTTP aggregator adapter', () => {
  it('signs the launch with a timestamp and a nonce, and answers the launch URL', async () => {
    const seen: { body: string; signature: string }[] = [];
    answer = (incoming, body, response) => {
      seen.push({ body, signature: String(incoming.headers[STUDIO_SIGNATURE_HEADER]) });
      json(response, 200, { launch_url: 'https://studio.example/play/abc' });
    };
    expect(await aggregator().launchUrl(request)).toEqual({
      ok: true,
      url: 'https://studio.example/play/abc',
    });
    await aggregator().launchUrl(request);
    const [first, second] = seen;
    expect(checkSignature(SECRET, first!.signature, first!.body, Math.floor(Date.now() / 1000))).toBe(
      'valid',
    );
    expect(checkSignature(`${SECRET}x`, first!.signature, first!.body, Math.floor(Date.now() / 1000))).toBe(
      'bad_signature',
    );
    const body = JSON.parse(first!.body);
    expect(body).toMatchObject({
      game_id: 'acme-slot',
      mode: 'real',
      player_id: '42',
      currency: 'EUR',
      locale: 'fr',
    });
    expect(body.return_url).toBe(request.returnUrl);
    expect(body.deposit_url).toBe(request.depositUrl);
    expect(body.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(second!.body).nonce).not.toBe(body.nonce);
  });

  it.each([
    ['refused', (r: ServerResponse) => json(r, 409, { error: { code: 'REPLAYED_REQUEST' } })],
    ['down', (r: ServerResponse) => json(r, 503, { error: 'maintenance' })],
    ['garbage', (r: ServerResponse) => r.writeHead(200).end('<html>hello</html>')],
    ['garbage', (r: ServerResponse) => json(r, 200, { launch_url: 'javascript:alert(1)' })],
    ['garbage', (r: ServerResponse) => json(r, 200, { url: 'https://studio.example/play' })],
  ] as const)('maps the answer to %s', async (kind, respond) => {
    answer = (_incoming, _body, response) => respond(response);
    expect(await aggregator().launchUrl(request)).toMatchObject({ ok: false, kind });
  });

  it('gives up on a studio that does not answer in time', async () => {
    answer = (_incoming, _body, response) => {
      setTimeout(() => json(response, 200, { launch_url: 'https://studio.example/late' }), 1_000);
    };
    const started = Date.now();
    expect(await aggregator(150).launchUrl(request)).toMatchObject({ ok: false, kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('calls an unreachable studio down, and an unconnected one refused without a call', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await aggregator(300, `http://127.0.0.1:${port}`).launchUrl(request)).toMatchObject({
      ok: false,
      kind: 'down',
    });
    expect(await aggregator().launchUrl({ ...request, studio: 'other' })).toMatchObject({ kind: 'refused' });
    expect(aggregator().connected('acme')).toBe(true);
    expect(aggregator().connected('other')).toBe(false);
  });
});
