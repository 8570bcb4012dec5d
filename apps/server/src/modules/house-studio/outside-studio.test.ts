import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { STUDIO_SIGNATURE_HEADER, signLaunchRequest } from '../../providers/studios/launch-signing.js';
import {
  freePort,
  type StudioProcess,
  startRemoteStudio,
  startWalletProxy,
  type WalletProxy,
} from '../../providers/studios/remote-studio-testing.js';
import { createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { fund } from './studio-testing.js';

// Jeton and the sandbox remote studio, each its own server on its own port (decision 0095): the
// launch through the aggregator protocol, rounds paid through the seamless wallet, and failures.

// biome-ignore lint/suspicious/noExplicitAny: the tests read the protocol's JSON as it comes
type Json = Record<string, any>;

const SECRET = 'northern-lights-secret-0123456789abcdef';
const SCARAB_SECRET = 'golden-scarab-secret-0123456789abcdef';
const PANDA_SECRET = 'red-panda-secret-0123456789abcdef0123';
const QUANTUM_SECRET = 'quantum-arcade-secret-0123456789abcdef';
let t: TestApp;
let studio: StudioProcess;
let proxy: WalletProxy;
let jetonUrl: string;
/** A stand-in for Golden Scarab's aggregator that misbehaves as each test tells it. */
let scarab: Server;
let scarabBehaviour: 'slow' | 'garbage' = 'garbage';

beforeAll(async () => {
  const studioPort = await freePort();
  scarab = createServer((_request, response) => {
    if (scarabBehaviour === 'garbage') return response.writeHead(200).end('{"launch":');
    setTimeout(() => response.writeHead(200).end('{"launch_url":"https://late.example"}'), 2_000);
  });
  await new Promise<void>((resolve) => scarab.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    STUDIO_SANDBOX: 'true',
    STUDIO_SANDBOX_URL: `http://127.0.0.1:${studioPort}`,
    STUDIO_AGGREGATOR_URLS: `golden-scarab=http://127.0.0.1:${(scarab.address() as AddressInfo).port}`,
    WALLET_STUDIO_SECRETS: `northern-lights=${SECRET},golden-scarab=${SCARAB_SECRET},red-panda=${PANDA_SECRET},quantum-arcade=${QUANTUM_SECRET}`,
    STUDIO_LAUNCH_TIMEOUT_MS: '500',
  });
  // Both servers sign with the time of day: Jeton's test clock is brought to it.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  jetonUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startWalletProxy(jetonUrl);
  studio = await startRemoteStudio({
    REMOTE_STUDIO_PORT: String(studioPort),
    REMOTE_STUDIO_SECRETS: `northern-lights=${SECRET},red-panda=${PANDA_SECRET},quantum-arcade=${QUANTUM_SECRET}`,
    JETON_WALLET_URL: proxy.url,
  });
}, 60_000);

afterAll(async () => {
  await studio?.stop();
  await proxy?.close();
  await new Promise<void>((resolve) => scarab?.close(() => resolve()));
  await t?.close();
});

async function launchAs(path: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
}

async function playerWith(balanceMinor: bigint) {
  const { cookie, uid } = await registerPlayer(t.app);
  if (balanceMinor > 0n) await fund(t, uid, balanceMinor);
  return { cookie, uid };
}

/** Launches a game for real and answers the studio's session token. */
async function realSession(cookie: string, locale = '', game = 'aurora-fortune') {
  const response = await launchAs(`${locale}/platform/game/${game}/play`, cookie);
  expect(response.statusCode, response.body).toBe(302);
  const location = new URL(response.headers.location as string);
  return { location, token: location.pathname.split('/').pop()! };
}

async function spin(token: string, stake = '1000', options: Json = {}) {
  const response = await fetch(`${studio.url}/api/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, stake, options }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function walletRows(roundId: string) {
  return queryRows<{ action: string; transaction_id: string; amount_minor: string }>(
    t.database.db,
    sql`SELECT action, transaction_id, amount_minor::text FROM wallet_transactions WHERE round_id = ${roundId} ORDER BY id`,
  );
}

const mainBalance = async (uid: number) => (await playerBalances(t.database.db, uid, 'EUR')).main;

describe('launching an outside studio game', () => {
  it('sends the frame to the studio’s game page, for real money and for a guest’s demo', async () => {
    const { cookie } = await playerWith(10_000n);
    const { location } = await realSession(cookie);
    expect(location.origin).toBe(studio.url);
    const page = await fetch(`${studio.url}${location.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Aurora Fortune');
    const demo = await launchAs('/fr/platform/game/frozen-gems/demo');
    expect(demo.statusCode).toBe(302);
    const french = await fetch(`${studio.url}${new URL(demo.headers.location as string).pathname}`);
    const frenchPage = await french.text();
    expect(frenchPage).toContain('<html lang="fr">');
    expect(frenchPage).toContain('Votre solde est insuffisant');
  });

  it('keeps the plain page for a studio that is not connected', async () => {
    const response = await launchAs('/platform/game/velvet-roulette-live/demo');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This game is not available here');
  });

  it.each([
    ['answers garbage', 'garbage', ''],
    ['is too slow', 'slow', '/fr'],
  ] as const)(
    'sends the whole page to the error-in-slot page when the studio %s',
    async (_name, how, prefix) => {
      scarabBehaviour = how;
      const started = Date.now();
      const response = await launchAs(`${prefix}/platform/game/scarab-riches/demo`);
      expect(Date.now() - started).toBeLessThan(1_800);
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain(`window.top.location.replace("${prefix}/game/scarab-riches/error")`);
      expect(response.body).toContain(`href="${prefix}/game/scarab-riches/error" target="_top"`);
      const nonce = /script-src 'nonce-([^']+)'/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      expect(response.body).toContain(`<script nonce="${nonce}">`);
    },
  );
});

describe('the studio’s side of the protocol', () => {
  const launchBody = {
    game_id: 'polar-reels',
    mode: 'demo',
    player_token: 'token-0123456789',
    player_id: null,
    currency: 'EUR',
    locale: 'en',
    return_url: 'http://localhost:3000/gamehall',
    deposit_url: 'http://localhost:3000/cashier/deposit',
  };
  const send = (body: string, signature: string) =>
    fetch(`${studio.url}/aggregator/northern-lights/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STUDIO_SIGNATURE_HEADER]: signature },
      body,
    });
  const now = () => Math.floor(Date.now() / 1000);

  it('answers a signed launch once and refuses the same request again', async () => {
    const signed = signLaunchRequest(SECRET, now(), launchBody);
    const first = await send(signed.body, signed.signature);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { launch_url: string }).launch_url).toMatch(/\/play\//);
    const again = await send(signed.body, signed.signature);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'REPLAYED_REQUEST', message: 'REPLAYED_REQUEST' } });
  });

  it('refuses a wrong signature, another secret and a stale timestamp', async () => {
    const signed = signLaunchRequest(SECRET, now(), launchBody);
    expect((await send(signed.body.replace('polar', 'POLAR'), signed.signature)).status).toBe(401);
    const foreign = signLaunchRequest(SCARAB_SECRET, now(), launchBody);
    expect((await send(foreign.body, foreign.signature)).status).toBe(401);
    const stale = signLaunchRequest(SECRET, now() - 600, launchBody);
    const answer = await send(stale.body, stale.signature);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { code: 'STALE_REQUEST' } });
  });
});

describe('rounds through the seamless wallet', () => {
  it('plays a round bet → win, and a lost answer retried with the same id moves money once', async () => {
    const { cookie, uid } = await playerWith(100_000n);
    const { token } = await realSession(cookie);
    const first = await spin(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const win = BigInt(first.body.win);
    expect(await mainBalance(uid)).toBe(100_000n - 1000n + win);
    expect(BigInt(first.body.balance)).toBe(100_000n - 1000n + win);
    expect((await walletRows(first.body.round_id)).map((r) => r.action)).toEqual(['bet', 'win']);
    // The fairness proof: the revealed seed hashes to what was committed, and recomputes the grid.
    const proof = first.body.reveal;
    const check = await fetch(
      `${studio.url}/api/verify?server_seed=${proof.serverSeed}&client_seed=${proof.clientSeed}&nonce=${proof.nonce}&stake=1000`,
    );
    expect(await check.json()).toMatchObject({ outcome: first.body.outcome, win: first.body.win });

    proxy.faults.set('bet', ['lose-answer']);
    const before = await mainBalance(uid);
    const second = await spin(token);
    expect(second.status).toBe(200);
    expect(proxy.log.slice(-3)).toEqual(['bet 200 lost', 'bet 200', 'win 200']);
    const rows = await walletRows(second.body.round_id);
    expect(rows.map((r) => r.action)).toEqual(['bet', 'win']);
    expect(await mainBalance(uid)).toBe(before - 1000n + BigInt(second.body.win));
  });

  it.each([
    ['lantern-festival', '1000', {}],
    ['neon-crash', '1000', { target: 150 }],
    ['pixel-plinko', '1000', {}],
    ['quantum-mines', '1000', { mines: 3, picks: [0, 1, 2] }],
  ])(
    'plays a round of %s (Red Panda, Quantum Arcade) through the wallet, fair and recomputable',
    async (game, stake, options) => {
      const { cookie, uid } = await playerWith(100_000n);
      const { token } = await realSession(cookie, '', game);
      const round = await spin(token, stake, options);
      expect(round.status, JSON.stringify(round.body)).toBe(200);
      expect(round.body.game).toBe(game);
      expect(await mainBalance(uid)).toBe(100_000n - 1000n + BigInt(round.body.win));
      const actions = (await walletRows(round.body.round_id)).map((r) => r.action);
      expect(actions).toEqual(['bet', 'win']);
      const { serverSeed, clientSeed, nonce } = round.body.reveal;
      const query = new URLSearchParams({
        game,
        server_seed: serverSeed,
        client_seed: clientSeed,
        nonce: String(nonce),
        stake,
        options: JSON.stringify(options),
      });
      const check = await fetch(`${studio.url}/api/verify?${query}`);
      expect(await check.json()).toMatchObject({ outcome: round.body.outcome, win: round.body.win });
    },
  );

  it('refuses a round whose choices the game does not accept, taking no bet', async () => {
    const { cookie, uid } = await playerWith(10_000n);
    const { token } = await realSession(cookie, '', 'neon-crash');
    expect((await spin(token, '1000', { target: 99 })).body).toEqual({ error: { code: 'INVALID_OPTIONS' } });
    expect(await mainBalance(uid)).toBe(10_000n);
  });

  it('rolls back, exactly once, a bet whose round the studio cannot finish', async () => {
    const { cookie, uid } = await playerWith(50_000n);
    const { token } = await realSession(cookie);
    // The win never arrives (three tries), and the first rollback's answer is lost too.
    proxy.faults.set('win', ['fail', 'fail', 'fail']);
    proxy.faults.set('rollback', ['lose-answer']);
    const answer = await spin(token);
    expect(answer).toEqual({ status: 409, body: { error: { code: 'WALLET_UNAVAILABLE' } } });
    const rows = await queryRows<{ action: string; round_id: string }>(
      t.database.db,
      sql`SELECT action, round_id FROM wallet_transactions WHERE user_id = ${uid} ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['bet', 'rollback']);
    expect(await mainBalance(uid)).toBe(50_000n);
    expect(proxy.log.slice(-6)).toEqual([
      'bet 200',
      'win failed',
      'win failed',
      'win failed',
      'rollback 200 lost',
      'rollback 200',
    ]);
  });

  it('sends a rollback that found the wallet down again later, and it refunds once', async () => {
    const { cookie, uid } = await playerWith(50_000n);
    const { token } = await realSession(cookie);
    proxy.faults.set('win', ['fail', 'fail', 'fail']);
    proxy.faults.set('rollback', ['fail', 'fail', 'fail']);
    expect((await spin(token)).body).toEqual({ error: { code: 'WALLET_UNAVAILABLE' } });
    expect(await mainBalance(uid)).toBe(49_000n);
    // The studio's retry loop (every 5 s) sends it once the wallet answers again.
    await expect.poll(() => mainBalance(uid), { timeout: 9_000, interval: 250 }).toBe(50_000n);
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM wallet_transactions WHERE user_id = ${uid} ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['bet', 'rollback']);
  }, 15_000);

  it('plays one round at a time per session, so no two rounds share a seed', async () => {
    const { cookie } = await playerWith(100_000n);
    const { token } = await realSession(cookie);
    const answers = await Promise.all([spin(token), spin(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ error: { code: 'ROUND_IN_PROGRESS' } });
  });

  it('shows the wallet’s refusal inside the game', async () => {
    const { cookie } = await playerWith(500n);
    const { token } = await realSession(cookie, '/fr');
    expect(await spin(token)).toEqual({ status: 409, body: { error: { code: 'INSUFFICIENT_FUNDS' } } });
  });
});

describe('a studio that has stopped', () => {
  it('sends the player to the error-in-slot page in their locale', async () => {
    await studio.stop();
    const { cookie } = await playerWith(10_000n);
    const response = await launchAs('/fr/platform/game/aurora-fortune/play', cookie);
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('window.top.location.replace("/fr/game/aurora-fortune/error")');
  });
});
