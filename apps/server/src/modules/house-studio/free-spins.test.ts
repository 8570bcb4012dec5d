import { queryRows } from '@jeton/db';
import { OutcomeStream, spinSlot } from '@jeton/games';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { DEMO_FREE_SPINS } from '../../seed/studio-demo.js';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund, openSession, studioGet, studioPost } from './studio-testing.js';

const ADMIN_TOKEN = 'admin-token-for-free-spin-tests-0001';
let t: TestApp;

shareTestApp(
  (app) => {
    t = app;
  },
  { ADMIN_TOKEN },
);

async function grant(uid: number | string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/admin/players/${uid}/free-spins`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data?: Record<string, unknown>; error?: { type: string } },
  };
}

interface FreeSpinItem {
  game: { sysname: string; name: string; description?: { name: string } };
  remaining_count: number;
  count: number;
  stake: { amount: number; currency: string };
}

async function packs(cookie: string, locale = 'en') {
  return dataOf<{ total: number; items: FreeSpinItem[] }>(
    await callApi(
      t.app,
      'GET',
      'freespins/get',
      { status: 'active', count: 99, fields: 'description' },
      { cookie, locale },
    ),
  );
}

describe('granted free spins', () => {
  grantedSpinChecks();
  freeSpinRefusalChecks();
});

/** Granting, listing, spending and paying. */
function grantedSpinChecks() {
  it('are granted by an operator, listed by freespins/get and spent by the slot without a stake', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 1_000n);
    const granted = await grant(uid, { game: 'jeton-fruit-reels', count: 2, stake: '50' });
    expect(granted.status).toBe(201);
    expect(granted.body.data).toMatchObject({ count: 2, remaining: 2, stake: '50', currency: 'EUR' });
    expect((await packs(cookie)).items).toEqual([
      expect.objectContaining({
        game: { sysname: 'jeton-fruit-reels', name: 'Fruit Reels', description: { name: 'Fruit Reels' } },
        remaining_count: 2,
        count: 2,
        stake: { amount: 0.5, currency: 'EUR' },
      }),
    ]);
    // In French, the game's French name, as the hall shows it.
    expect((await packs(cookie, 'fr')).items[0]?.game).toEqual({
      sysname: 'jeton-fruit-reels',
      name: 'Rouleaux fruités',
      description: { name: 'Rouleaux fruités' },
    });

    const { token } = await openSession(t, 'jeton-fruit-reels', 'play', cookie);
    expect((await studioGet(t, 'session', { session: token })).body.freeSpins).toEqual({
      remaining: 2,
      stake: '50',
      feature: false,
    });
    let balance = 1_000n;
    // A granted spin can land three scatters too: the feature's spins it awards are the game's own.
    let featureAwarded = 0;
    for (let spin = 0; spin < 2; spin++) {
      const played = await studioPost(t, 'rounds', { session: token, freeSpin: true, bet: {} });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      const round = played.body.round;
      expect(round).toMatchObject({ stake: '0', freeSpin: true, balanceBefore: String(balance) });
      expect(round.outcome.freeSpin).toBe(false);
      featureAwarded += Number(round.outcome.freeSpinsAwarded ?? 0);
      balance += BigInt(round.win);
      expect(round.balanceAfter).toBe(String(balance));
    }
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(balance);
    expect((await packs(cookie)).items).toEqual([]);
    if (featureAwarded > 0) {
      // Then the next free spin is the feature's, not the spent pack's.
      const next = (await studioGet(t, 'session', { session: token })).body.freeSpins;
      expect(next).toMatchObject({ remaining: featureAwarded, feature: true });
      return;
    }
    const none = await studioPost(t, 'rounds', { session: token, freeSpin: true, bet: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('INVALID_BET');
  });

  it('pay their wins to main, whatever bonus money the player has, one wallet event per paying spin', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 1n);
    await fund(t, uid, 1_000n, 'EUR', 'bonus');
    expect((await grant(uid, { game: 'jeton-fruit-reels', count: 6, stake: '100' })).status).toBe(201);
    const { token } = await openSession(t, 'jeton-fruit-reels', 'play', cookie);
    const wins: string[] = [];
    for (let spin = 0; spin < 6; spin++) {
      const played = await studioPost(t, 'rounds', { session: token, freeSpin: true, bet: {} });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      if (played.body.round.win !== '0') wins.push(played.body.round.win);
    }
    const won = wins.reduce((sum, win) => sum + BigInt(win), 0n);
    expect(await playerBalances(t.database.db, uid, 'EUR')).toMatchObject({ main: 1n + won, bonus: 1_000n });
    const events = await queryRows<{ topic: string; main: string; bonus: string }>(
      t.database.db,
      sql`SELECT topic, payload->'parts'->>'main' AS main, payload->'parts'->>'bonus' AS bonus
          FROM outbox_events WHERE key = ${`user:${uid}`} AND topic LIKE 'wallet.%' ORDER BY id`,
    );
    expect(events).toEqual(wins.map((win) => ({ topic: 'wallet.win', main: win, bonus: '0' })));
  });
}

/** Refused grants and calls; the demo player's pack. */
function freeSpinRefusalChecks() {
  it('are refused to the grant with a bad game, count, stake or player, writing nothing', async () => {
    const { uid } = await registerPlayer(t.app);
    for (const [who, body] of [
      [uid, { game: 'pragmatic-gates', count: 5, stake: '100' }],
      [uid, { game: 'jeton-fruit-reels', count: 0, stake: '100' }],
      [uid, { game: 'jeton-fruit-reels', count: 5, stake: '0' }],
      [uid, { game: 'jeton-fruit-reels', count: 5, stake: 100 }],
      [999_999_999, { game: 'jeton-fruit-reels', count: 5, stake: '100' }],
      ['abc', { game: 'jeton-fruit-reels', count: 5, stake: '100' }],
    ] as const) {
      const refused = await grant(who, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.type).toBe('InvalidParameterException');
    }
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM free_spin_packs WHERE user_id = ${uid}`,
    );
    expect(row!.n).toBe(0);
  });

  it('freespins/get is for players only and checks its parameters', async () => {
    errorOf(
      await callApi(t.app, 'GET', 'freespins/get', { status: 'active', count: 99 }),
      'AuthorizationException',
      401,
    );
    const { cookie } = await registerPlayer(t.app);
    for (const params of [{ status: 'used' }, { count: 100 }, { count: 0 }, { count: 'x' }]) {
      errorOf(
        await callApi(t.app, 'GET', 'freespins/get', params, { cookie }),
        'InvalidParameterException',
        400,
      );
    }
  });

  it('the demo player has the welcome pack on the slot', async () => {
    const login = await callApi(t.app, 'POST', 'auth/login', {
      login: 'demo@jeton.test',
      password: 'demo1234',
    });
    const cookie = login.sessionCookie!;
    expect((await packs(cookie)).items).toEqual([
      expect.objectContaining({
        game: expect.objectContaining({ sysname: DEMO_FREE_SPINS.game }),
        remaining_count: DEMO_FREE_SPINS.count,
      }),
    ]);
  });
}

describe('free spins awarded by the slot', () => {
  it('come with three scatters, at the spin’s stake, and play the free-spin feature', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-fruit-reels', 'play', cookie);
    const session = await studioGet(t, 'session', { session: token });
    // Move the player's nonce to the next one whose spin shows three scatters or more.
    const [pair] = await queryRows<{ id: string; server_seed: string; client_seed: string }>(
      t.database.db,
      sql`SELECT id, server_seed, client_seed FROM game_seed_pairs WHERE user_id = ${uid} AND status = 'active'`,
    );
    let nonce = session.body.seed.nonce as number;
    const seeds = { serverSeed: pair!.server_seed, clientSeed: pair!.client_seed };
    while (spinSlot(new OutcomeStream({ ...seeds, nonce }), false).freeSpinsAwarded === 0) nonce += 1;
    await t.database.db.execute(sql`UPDATE game_seed_pairs SET next_nonce = ${nonce} WHERE id = ${pair!.id}`);

    const trigger = await studioPost(t, 'rounds', { session: token, stake: '200', bet: {} });
    expect(trigger.status, JSON.stringify(trigger.body)).toBe(200);
    const awarded = trigger.body.round.outcome.freeSpinsAwarded as number;
    expect(awarded).toBeGreaterThan(0);
    const after = await studioGet(t, 'session', { session: token });
    expect(after.body.freeSpins).toEqual({ remaining: awarded, stake: '200', feature: true });

    const free = await studioPost(t, 'rounds', { session: token, freeSpin: true, bet: {} });
    expect(free.body.round).toMatchObject({ stake: '0', freeSpin: true });
    expect(free.body.round.outcome.freeSpin).toBe(true);
    const expected = spinSlot(new OutcomeStream({ ...seeds, nonce: nonce + 1 }), true);
    expect(free.body.round.outcome.stops).toEqual(expected.stops);
    expect(free.body.round.win).toBe(String(Math.floor(200 * expected.multiplier + 1e-9)));
    // Awarded spins belong to the game, not to freespins/get.
    expect((await packs(cookie)).items).toEqual([]);
  });

  it('a slot bet cannot claim a feature spin by itself', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 1_000n);
    const { token } = await openSession(t, 'jeton-fruit-reels', 'play', cookie);
    const refused = await studioPost(t, 'rounds', { session: token, stake: '100', bet: { freeSpin: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('INVALID_BET');
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(1_000n);
  });
});
