import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
// @ts-expect-error http_ece ships no types: the reference decryption of RFC 8188, used to read what was sent.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { isPushServiceEndpoint } from './push-endpoints.js';
import { PushStore } from './push-store.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

/** A browser's subscription keys (RFC 8291): a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`;

function subscribe(cookie: string, endpoint: string, keys = browserKeys()) {
  return callApi(
    t.app,
    'POST',
    'push/subscribe',
    { endpoint, 'keys[p256dh]': keys.p256dh, 'keys[auth]': keys.auth },
    { cookie },
  );
}

describe('push subscriptions', () => {
  it('are off until the player subscribes a browser, then on for that browser only', async () => {
    const { cookie } = await registerPlayer(t.app);
    const endpoint = fcmEndpoint();
    const before = dataOf<{ public_key: string; subscribed: boolean }>(
      await callApi(t.app, 'GET', 'push/getsettings', { endpoint }, { cookie }),
    );
    expect(before.subscribed).toBe(false);
    expect(Buffer.from(before.public_key, 'base64url')).toHaveLength(65);
    expect(dataOf(await subscribe(cookie, endpoint))).toEqual({ subscribed: true });
    // Subscribing again renews the keys; still one subscription.
    expect(dataOf(await subscribe(cookie, endpoint))).toEqual({ subscribed: true });
    expect(dataOf(await callApi(t.app, 'GET', 'push/getsettings', { endpoint }, { cookie }))).toMatchObject({
      subscribed: true,
      public_key: before.public_key,
    });
    expect(
      dataOf(await callApi(t.app, 'GET', 'push/getsettings', { endpoint: fcmEndpoint() }, { cookie })),
    ).toMatchObject({ subscribed: false });
    expect(dataOf(await callApi(t.app, 'POST', 'push/unsubscribe', { endpoint }, { cookie }))).toEqual({
      subscribed: false,
    });
  });

  it('refuse guests, endpoints that are no push service and malformed keys', async () => {
    const { cookie } = await registerPlayer(t.app);
    errorOf(
      await callApi(t.app, 'POST', 'push/subscribe', {
        endpoint: fcmEndpoint(),
        'keys[p256dh]': 'a',
        'keys[auth]': 'b',
      }),
      'AuthorizationException',
      401,
    );
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://169.254.169.254/latest',
      'https://evil.example/x',
      'not a url',
    ]) {
      errorOf(await subscribe(cookie, endpoint), 'InvalidParameterException', 400);
    }
    errorOf(
      await callApi(
        t.app,
        'POST',
        'push/subscribe',
        { endpoint: fcmEndpoint(), 'keys[p256dh]': 'not base64!', 'keys[auth]': 'x' },
        { cookie },
      ),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callApi(t.app, 'POST', 'push/unsubscribe', { endpoint: fcmEndpoint() }, { cookie }),
      'InvalidParameterException',
      400,
    );
  });

  it("leave another player's subscription alone: neither taken over nor removed", async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const endpoint = fcmEndpoint();
    dataOf(await subscribe(owner.cookie, endpoint));
    const taken = errorOf(await subscribe(other.cookie, endpoint), 'AccessDeniedException', 403);
    expect(taken.code).toBe('PUSH_ENDPOINT_TAKEN');
    errorOf(
      await callApi(t.app, 'POST', 'push/unsubscribe', { endpoint }, { cookie: other.cookie }),
      'InvalidParameterException',
      400,
    );
    expect(
      dataOf(await callApi(t.app, 'GET', 'push/getsettings', { endpoint }, { cookie: other.cookie })),
    ).toMatchObject({ subscribed: false });
    const rows = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`SELECT user_id FROM push_subscriptions WHERE endpoint = ${endpoint}`,
    );
    expect(rows.map((r) => Number(r.user_id))).toEqual([owner.uid]);
  });

  it('accept only https endpoints of the known push services', () => {
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(isPushServiceEndpoint('https://db5p.notify.windows.com/w/?token=x')).toBe(true);
    expect(isPushServiceEndpoint('https://notify.windows.com.evil.example/x')).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com:8443/x')).toBe(false);
  });
});

describe('push delivery of notices', () => {
  let server: Server;
  let previousCa: https.AgentOptions['ca'];
  let origin: string;
  const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  /** The status the local push service answers per path. */
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    // web-push speaks https only: a local push service with a certificate made now, trusted here.
    const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(path.join(dir, 'cert.pem'));
    previousCa = https.globalAgent.options.ca;
    https.globalAgent.options.ca = cert;
    server = https.createServer(
      { key: readFileSync(path.join(dir, 'key.pem')), cert },
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
          response.writeHead(statuses.get(request.url ?? '') ?? 201).end();
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    https.globalAgent.options.ca = previousCa;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends each new notice, encrypted and VAPID-signed, to the player; removes a subscription gone (410)', async () => {
    const { uid } = await registerPlayer(t.app);
    const store = new PushStore(t.database.db);
    const keys = browserKeys();
    const gone = browserKeys();
    // Saved through the store: the API accepts only the real push services' hosts.
    await store.upsert(
      { userId: uid, endpoint: `${origin}/live-${uid}`, p256dh: keys.p256dh, auth: keys.auth, locale: 'fr' },
      new Date(),
    );
    await store.upsert(
      { userId: uid, endpoint: `${origin}/gone-${uid}`, p256dh: gone.p256dh, auth: gone.auth, locale: 'en' },
      new Date(),
    );
    statuses.set(`/gone-${uid}`, 410);

    await t.services.notifications.notify(t.database.db, uid, 'deposit_credited', {
      amount: 25,
      currency: 'EUR',
      payment_id: 1,
    });
    await t.services.events.deliver();

    const live = received.find((r) => r.path === `/live-${uid}`);
    expect(live, 'the live subscription received the notice').toBeDefined();
    expect(live!.headers['content-encoding']).toBe('aes128gcm');
    expect(live!.headers.ttl).toBe(String(24 * 60 * 60));
    const { public_key: publicKey } = await t.services.push.settings(uid, undefined);
    expect(live!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const plain = ece.decrypt(live!.body, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'Votre dépôt est crédité',
      body: 'Ouvrez vos avis pour le lire.',
      url: '/fr/profile/notification',
      tag: 'notice-deposit_credited',
    });
    expect(received.some((r) => r.path === `/gone-${uid}`)).toBe(true);
    const left = await queryRows<{ endpoint: string }>(
      t.database.db,
      sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${uid}`,
    );
    expect(left.map((r) => r.endpoint)).toEqual([`${origin}/live-${uid}`]);

    // Delivered once: another relay run sends nothing new.
    const count = received.length;
    await t.services.events.deliver();
    expect(received.length).toBe(count);
  });
});
