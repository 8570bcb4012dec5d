import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import type { TestApp } from '../../testing/app.js';

// Helpers of the studio's tests: fund a player, launch a game, call the studio client API.

let funding = 0;

/** Credits a player's main balance as a confirmed deposit would, or their bonus balance as a bonus grant. */
export async function fund(
  t: TestApp,
  uid: number,
  amountMinor: bigint,
  currency = 'EUR',
  kind: 'main' | 'bonus' = 'main',
): Promise<void> {
  funding += 1;
  const player = await playerAccountId(t.database.db, uid, kind, currency);
  const from = await houseAccountId(
    t.database.db,
    kind === 'main' ? 'payment_clearing' : 'bonus_expense',
    currency,
    uid,
  );
  await postTransfer(t.database.db, {
    idempotencyKey: `test-fund:${uid}:${funding}:${Math.random()}`,
    kind: kind === 'main' ? 'deposit' : 'bonus_grant',
    postings: [
      { accountId: from, currency, amountMinor: -amountMinor },
      { accountId: player, currency, amountMinor },
    ],
  });
}

export async function launch(t: TestApp, path: string, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
}

/** Launches and answers the game session token of the redirect. */
export async function openSession(t: TestApp, sysname: string, mode: 'play' | 'demo', cookie?: string) {
  const response = await launch(t, `/platform/game/${sysname}/${mode}`, cookie);
  expect(response.statusCode, response.body).toBe(302);
  const location = new URL(response.headers.location as string, 'http://localhost');
  return { token: location.searchParams.get('session')!, location };
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read the protocol's JSON as it comes
type Json = Record<string, any>;

export async function studioGet(t: TestApp, path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({ method: 'GET', url: `/studio/api/${path}?${search}` });
  return { status: response.statusCode, body: response.json() as Json };
}

export async function studioPost(t: TestApp, path: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/studio/api/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Json };
}
