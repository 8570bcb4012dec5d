import { queryRows } from '@jeton/db';
import { commitServerSeed, crashMultiplierAt, OutcomeStream, rollDice, spinRoulette } from '@jeton/games';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerBalances } from '../../ledger/index.js';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund, launch, openSession, studioGet, studioPost } from './studio-testing.js';

let t: TestApp;

shareTestApp((app) => {
  t = app;
});

const UNDER_50 = { direction: 'under', targetHundredths: 5000 };

describe('launch', () => {
  it('opens a play session for a logged-in player and redirects to the game client', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 100n);
    const response = await launch(t, '/platform/game/jeton-dice/play', cookie);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/studio/dice');
    expect(location.searchParams.get('locale')).toBe('en');
    expect(location.searchParams.get('session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await studioGet(t, 'session', { session: location.searchParams.get('session')! });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      game: { sysname: 'jeton-dice', kind: 'dice', name: 'Dice' },
      mode: 'play',
      currency: 'EUR',
      balance: '100',
      seed: { nonce: 0 },
      openRound: null,
    });
  });

  it('plays by default, and keeps the locale of the path', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 100n);
    const response = await launch(t, '/fr/platform/game/jeton-european-roulette', cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/studio\/roulette\?session=[^&]+&locale=fr$/);
  });

  it('asks a guest to log in for real money, in their locale', async () => {
    const en = await launch(t, '/platform/game/jeton-dice/play');
    expect(en.statusCode).toBe(401);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.body).toContain('Log in to play for real money');
    expect(en.body).toContain('href="/platform/game/jeton-dice/demo"');
    const fr = await launch(t, '/fr/platform/game/jeton-dice');
    expect(fr.body).toContain('Connectez-vous pour jouer en argent réel');
    expect(fr.body).toContain('lang="fr"');
  });

  it('sends a player with an empty main balance to deposit, unless the game lets them in', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const en = await launch(t, '/platform/game/jeton-dice/play', cookie);
    expect(en.statusCode).toBe(402);
    expect(en.body).toContain('Deposit to play for real money');
    expect(en.body).toContain('href="/cashier/deposit"');
    expect(en.body).toContain('href="/platform/game/jeton-dice/demo"');
    const fr = await launch(t, '/fr/platform/game/jeton-dice', cookie);
    expect(fr.statusCode).toBe(402);
    expect(fr.body).toContain('Déposez pour jouer en argent réel');
    expect(fr.body).toContain('href="/fr/cashier/deposit"');
    // The demo opens on play money; Plinko's item config lets an empty balance in (seeded so).
    expect((await launch(t, '/platform/game/jeton-dice/demo', cookie)).statusCode).toBe(302);
    expect((await launch(t, '/platform/game/jeton-plinko/play', cookie)).statusCode).toBe(302);
    await fund(t, uid, 1n);
    expect((await launch(t, '/platform/game/jeton-dice/play', cookie)).statusCode).toBe(302);
  });

  it('says a game of another studio is not connected', async () => {
    const response = await launch(t, '/fr/platform/game/pragmatic-gates-of-olympus/demo');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('n’est pas connecté');
    const custom = await launch(t, '/platform/game/custom/lobby-7/play');
    expect(custom.statusCode).toBe(404);
    expect(custom.body).toContain('not connected in this installation');
  });

  it('refuses a mode other than play and demo', async () => {
    expect((await launch(t, '/platform/game/jeton-dice/real')).statusCode).toBe(404);
  });

  it('gives a guest a demo with play money on the session', async () => {
    const { token } = await openSession(t, 'jeton-dice', 'demo');
    const session = await studioGet(t, 'session', { session: token });
    expect(session.body).toMatchObject({ mode: 'demo', currency: 'USD', balance: '100000' });
  });
});

describe('one-shot rounds', () => {
  diceRoundChecks();
  repeatedRoundChecks();
});

/** Dice rounds and what they refuse. */
function diceRoundChecks() {
  it('plays a dice round through the wallet and records it with its seeds', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const before = await studioGet(t, 'session', { session: token });
    const played = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const round = played.body.round;
    expect(round).toMatchObject({ status: 'settled', stake: '100', balanceBefore: '10000', currency: 'EUR' });
    expect(round.seed).toMatchObject({ commitment: before.body.seed.commitment, nonce: 0, serverSeed: null });
    const won = round.outcome.rollHundredths < 5000;
    expect(round.win).toBe(won ? '198' : '0');
    expect(played.body.balance).toBe(won ? '10098' : '9900');
    expect(round.balanceAfter).toBe(played.body.balance);
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(BigInt(played.body.balance));
  });

  it('refuses a stake the balance does not cover, and plays nothing', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 50n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const refused = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'INSUFFICIENT_FUNDS', message: expect.any(String) } });
    const session = await studioGet(t, 'session', { session: token });
    expect(session.body.seed.nonce).toBe(0);
    expect((await studioGet(t, 'rounds', { session: token })).body.rounds).toEqual([]);
  });

  it.each([
    [{ stake: '100', bet: { direction: 'sideways', targetHundredths: 5000 } }, 'INVALID_BET'],
    [{ stake: '100', bet: { direction: 'under', targetHundredths: 9999 } }, 'INVALID_BET'],
    [{ stake: '5', bet: UNDER_50 }, 'INVALID_BET'],
    [{ stake: '100000000', bet: UNDER_50 }, 'INVALID_BET'],
    [{ stake: '-1', bet: UNDER_50 }, 'INVALID_REQUEST'],
    [{ stake: 100, bet: UNDER_50 }, 'INVALID_REQUEST'],
    [{ bet: UNDER_50 }, 'INVALID_BET'],
  ])('refuses %j with %s', async (body, code) => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const refused = await studioPost(t, 'rounds', { session: token, ...body });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(code);
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(10_000n);
  });

  it('answers an unknown or malformed session as expired, and a malformed body as invalid', async () => {
    const unknown = await studioPost(t, 'rounds', { session: 'x'.repeat(43), stake: '100', bet: UNDER_50 });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('SESSION_EXPIRED');
    const response = await t.app.inject({
      method: 'POST',
      url: '/studio/api/rounds',
      headers: { 'content-type': 'application/json' },
      payload: '{"session":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
  });
}

/** Roulette, repeated requests and concurrent rounds. */
function repeatedRoundChecks() {
  it('plays roulette chips on several positions and pays each winning one', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-european-roulette', 'play', cookie);
    const spots = [
      { bet: { kind: 'red' }, chips: 100 },
      { bet: { kind: 'straight', number: 17 }, chips: 10 },
      { bet: { kind: 'dozen', dozen: 2 }, chips: 40 },
    ];
    const played = await studioPost(t, 'rounds', { session: token, stake: '150', bet: { spots } });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const { pocket } = played.body.round.outcome;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket);
    const expected = (red ? 200 : 0) + (pocket === 17 ? 360 : 0) + (pocket >= 13 && pocket <= 24 ? 120 : 0);
    expect(played.body.round.win).toBe(String(expected));
    expect(played.body.balance).toBe(String(10_000 - 150 + expected));
    const wrongTotal = await studioPost(t, 'rounds', { session: token, stake: '100', bet: { spots } });
    expect(wrongTotal.body.error.code).toBe('INVALID_BET');
  });

  it('answers a repeated request with the same round, settled once', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const body = { session: token, stake: '100', bet: UNDER_50, requestId: 'req-0001-abcdef' };
    const answers = await Promise.all([1, 2, 3].map(() => studioPost(t, 'rounds', body)));
    const ids = new Set(answers.map((a) => a.body.round.id));
    expect(ids.size).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM game_rounds WHERE user_id = ${uid}`,
    );
    expect(count!.n).toBe(1);
    const { main } = await playerBalances(t.database.db, uid, 'EUR');
    expect(main).toBe(BigInt(answers[0]!.body.round.balanceAfter));
  });

  it('refuses a request id used again with another stake, keeping the first round (issue 13)', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const first = await studioPost(t, 'rounds', {
      session: token,
      stake: '100',
      bet: UNDER_50,
      requestId: 'req-0002-abcdef',
    });
    expect(first.status).toBe(200);
    const changed = await studioPost(t, 'rounds', {
      session: token,
      stake: '5000',
      bet: UNDER_50,
      requestId: 'req-0002-abcdef',
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('REQUEST_CONFLICT');
    const { main } = await playerBalances(t.database.db, uid, 'EUR');
    expect(main).toBe(BigInt(first.body.round.balanceAfter));
  });

  it('plays concurrent rounds of one player on distinct nonces, one stake each', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 1_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 }),
      ),
    );
    const played = answers.filter((a) => a.status === 200);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body.error.code).toBe('INSUFFICIENT_FUNDS');
    }
    const nonces = played.map((a) => a.body.round.seed.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(nonces.map((_, i) => i));
    const wins = played.reduce((sum, a) => sum + BigInt(a.body.round.win), 0n);
    const { main } = await playerBalances(t.database.db, uid, 'EUR');
    expect(main).toBe(1_000n - 100n * BigInt(played.length) + wins);
  });
}

describe('seeds', () => {
  it('rotation reveals the server seed, and verify replays every round of it', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    const rounds = [];
    for (let i = 0; i < 3; i++) {
      rounds.push(
        (await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 })).body.round,
      );
    }
    const rotated = await studioPost(t, 'seed', { session: token, clientSeed: 'my lucky seed' });
    expect(rotated.status).toBe(200);
    const { revealed, next } = rotated.body;
    expect(commitServerSeed(revealed.serverSeed)).toBe(rounds[0].seed.commitment);
    expect(revealed).toMatchObject({ clientSeed: rounds[0].seed.clientSeed, lastNonce: 2 });
    expect(next).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(next.commitment).not.toBe(revealed.commitment);
    for (const round of rounds) {
      const local = rollDice(new OutcomeStream({ ...revealed, nonce: round.seed.nonce }));
      expect(round.outcome.rollHundredths).toBe(local.rollHundredths);
      const verified = await studioGet(t, 'verify', {
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: round.seed.nonce,
        kind: 'dice',
        bet: JSON.stringify(round.bet),
        stake: round.stake,
        commitment: round.seed.commitment,
      });
      expect(verified.body).toMatchObject({
        commitmentMatches: true,
        outcome: round.outcome,
        win: round.win,
      });
    }
    // The rounds now show their revealed server seed.
    const listed = await studioGet(t, 'rounds', { session: token, limit: 3 });
    expect(listed.body.rounds.map((r: { seed: { serverSeed: string } }) => r.seed.serverSeed)).toEqual([
      revealed.serverSeed,
      revealed.serverSeed,
      revealed.serverSeed,
    ]);
    const afterRotation = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(afterRotation.body.round.seed).toMatchObject({
      clientSeed: 'my lucky seed',
      nonce: 0,
      commitment: next.commitment,
    });
  });

  it('refuses a client seed that is empty, too long or not printable', async () => {
    const { token } = await openSession(t, 'jeton-dice', 'demo');
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there']) {
      const refused = await studioPost(t, 'seed', { session: token, clientSeed });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('INVALID_REQUEST');
    }
  });

  it('verify replays roulette and refuses a malformed server seed', async () => {
    const serverSeed = 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c';
    const verified = await studioGet(t, 'verify', {
      serverSeed,
      clientSeed: 'player-seed',
      nonce: 7,
      kind: 'roulette',
      bet: JSON.stringify({ spots: [{ bet: { kind: 'red' }, chips: 1 }] }),
    });
    expect(verified.body.outcome).toEqual(
      spinRoulette(new OutcomeStream({ serverSeed, clientSeed: 'player-seed', nonce: 7 })),
    );
    const bad = await studioGet(t, 'verify', {
      serverSeed: 'abc',
      clientSeed: 'x',
      nonce: 0,
      kind: 'dice',
      bet: '{}',
    });
    expect(bad.status).toBe(400);
  });
});

describe('real money across main and bonus', () => {
  /** The wallet's outbox events of a player: topic, parts and money. */
  async function eventsOf(uid: number) {
    return queryRows<{ topic: string; money: string; parts: Record<string, string> }>(
      t.database.db,
      sql`SELECT topic, payload->>'money' AS money, payload->'parts' AS parts FROM outbox_events
          WHERE key = ${`user:${uid}`} AND topic LIKE 'wallet.%' ORDER BY id`,
    );
  }

  it('stakes main first, then bonus, answers both together, and pays a win in the stake’s proportions', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 60n);
    await fund(t, uid, 10_000n, 'EUR', 'bonus');
    const { token } = await openSession(t, 'jeton-dice', 'play', cookie);
    expect((await studioGet(t, 'session', { session: token })).body.balance).toBe('10060');
    const played = await studioPost(t, 'rounds', { session: token, stake: '100', bet: UNDER_50 });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const won = played.body.round.win === '198';
    // 60 of main and 40 of bonus staked: the bonus part of 198 is floor(198 × 40 / 100) = 79.
    expect(played.body.round).toMatchObject({ balanceBefore: '10060', balanceAfter: played.body.balance });
    expect(played.body.balance).toBe(won ? '10158' : '9960');
    expect(await playerBalances(t.database.db, uid, 'EUR')).toMatchObject(
      won ? { main: 119n, bonus: 10_039n } : { main: 0n, bonus: 9_960n },
    );
    const bet = { topic: 'wallet.bet', money: 'real', parts: { main: '60', bonus: '40' } };
    const win = { topic: 'wallet.win', money: 'real', parts: { main: '119', bonus: '79' } };
    expect(await eventsOf(uid)).toEqual(won ? [bet, win] : [bet]);
  });

  it('plays a logged-in player’s demo on the fun balance alone, with events of play money', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 500n);
    await fund(t, uid, 500n, 'EUR', 'bonus');
    const { token } = await openSession(t, 'jeton-dice', 'demo', cookie);
    const played = await studioPost(t, 'rounds', { session: token, stake: '1000', bet: UNDER_50 });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    expect(played.body.round.balanceBefore).toBe('100000');
    expect(await playerBalances(t.database.db, uid, 'EUR')).toMatchObject({ main: 500n, bonus: 500n });
    expect((await eventsOf(uid))[0]).toEqual({ topic: 'wallet.bet', money: 'fun', parts: { fun: '1000' } });
  });
});

describe('guest demo', () => {
  it('plays on the session’s play money, without touching the ledger', async () => {
    const { token } = await openSession(t, 'jeton-dice', 'demo');
    const [before] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions`,
    );
    const played = await studioPost(t, 'rounds', { session: token, stake: '1000', bet: UNDER_50 });
    expect(played.status).toBe(200);
    const won = played.body.round.win === '1980';
    expect(played.body.balance).toBe(won ? '100980' : '99000');
    const [after] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions`,
    );
    expect(after!.n).toBe(before!.n);
  });
});

describe('crash against the clock', () => {
  const roundOf = (answer: { body: Record<string, { id: number }> }) => answer.body.round!.id;

  /** A funded player's crash round of 100 just started, with the given automatic target. */
  async function crashRound(targetHundredths: number | null) {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-crash', 'play', cookie);
    const started = await studioPost(t, 'rounds', {
      session: token,
      stake: '100',
      bet: { targetHundredths },
    });
    return { uid, token, started };
  }

  it('cashes out by hand at the multiplier of the server’s clock, whatever the client says', async () => {
    const { uid, token, started } = await crashRound(null);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.round).toMatchObject({
      status: 'open',
      stake: '100',
      allowedActions: ['cashout', 'check'],
    });
    expect(started.body.round.outcome).not.toHaveProperty('crashHundredths');
    expect(Date.parse(started.body.serverTime)).toBe(Date.parse(started.body.round.createdAt));
    const id = roundOf(started);

    // Before ×1.01 a cash-out is refused; a check while it rises records nothing.
    const early = await studioPost(t, `rounds/${id}/actions`, {
      session: token,
      action: { type: 'cashout' },
    });
    t.clock.advance(100);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('ACTION_NOT_ALLOWED');
    t.clock.advance(3_900);
    const checked = await studioPost(t, `rounds/${id}/actions`, {
      session: token,
      action: { type: 'check' },
    });
    const crashedEarly = checked.body.round.status === 'settled';
    if (!crashedEarly) expect(checked.body.round.steps).toEqual([]);

    const atFour = crashMultiplierAt(4_000);
    const cashed = await studioPost(t, `rounds/${id}/actions`, {
      session: token,
      action: { type: 'cashout', atHundredths: 100_000 },
    });
    const round = (crashedEarly ? checked : cashed).body.round;
    expect(round.status).toBe('settled');
    const crash = round.outcome.crashHundredths as number;
    if (crash >= atFour) {
      expect(cashed.status).toBe(200);
      expect(round.outcome.cashedOutHundredths).toBe(atFour);
      expect(round.win).toBe(String((100 * atFour) / 100));
      expect(round.steps).toEqual([
        expect.objectContaining({ action: { type: 'cashout', atHundredths: atFour } }),
      ]);
    } else {
      expect(round.win).toBe('0');
      expect(round.outcome.cashedOutHundredths).toBeNull();
    }
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(10_000n - 100n + BigInt(round.win));
    // The steps replay to the same result on the verification path.
    const pair = await studioPost(t, 'seed', { session: token, clientSeed: 'next-seed' });
    const verified = await studioGet(t, 'verify', {
      kind: 'crash',
      serverSeed: pair.body.revealed.serverSeed,
      commitment: round.seed.commitment,
      clientSeed: round.seed.clientSeed,
      nonce: round.seed.nonce,
      bet: JSON.stringify(round.bet),
      actions: JSON.stringify(round.steps.map((step: { action: unknown }) => step.action)),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ commitmentMatches: true, multiplier: round.multiplier });
  });

  it('a round left in the air settles once, on the next check: crashed, or at its automatic target', async () => {
    const { uid, token, started } = await crashRound(150);
    const id = roundOf(started);
    // The session shows the open round to a client that comes back.
    expect((await studioGet(t, 'session', { session: token })).body.openRound).toMatchObject({
      id,
      status: 'open',
    });
    t.clock.advance(10 * 60_000);
    const checked = await studioPost(t, `rounds/${id}/actions`, {
      session: token,
      action: { type: 'check' },
    });
    expect(checked.body.round.status).toBe('settled');
    const crash = checked.body.round.outcome.crashHundredths as number;
    expect(checked.body.round.win).toBe(crash >= 150 ? '150' : '0');
    const again = await studioPost(t, `rounds/${id}/actions`, { session: token, action: { type: 'check' } });
    expect(again.status).toBe(409);
    expect((await playerBalances(t.database.db, uid, 'EUR')).main).toBe(
      10_000n - 100n + BigInt(checked.body.round.win),
    );
  });
});
