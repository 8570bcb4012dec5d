import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { findLedgerViolations, playerBalances } from '../../ledger/index.js';
import { createServices } from '../../services.js';
import { createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { fund, openSession, studioGet, studioPost } from './studio-testing.js';

// Multi-step rounds survive a restart: the app is built again on the same database and the round
// goes on where it stopped, settling once.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  expect(await findLedgerViolations(t.database.db)).toEqual([]);
});

/** Closes the app (not the database) and builds a new one on it, as a restarted server would. */
async function restart(): Promise<void> {
  await t.app.close();
  const services = createServices(t.services.config, t.database, t.clock);
  const app = await buildApp(services);
  await app.ready();
  t.app = app;
  t.services = services;
}

async function storedMines(roundId: number): Promise<number[]> {
  const [row] = await queryRows<{ state: { game: { mines: number[] } } | string }>(
    t.database.db,
    sql`SELECT state FROM game_rounds WHERE id = ${roundId}`,
  );
  const state = typeof row!.state === 'string' ? JSON.parse(row!.state) : row!.state;
  return state.game.mines;
}

const main = async (uid: number) => (await playerBalances(t.database.db, uid, 'EUR')).main;

describe('a mines round', () => {
  openRoundChecks();
  roundEndChecks();
});

/** A round across a restart. */
function openRoundChecks() {
  it('stays open across a restart, hides the mines until it ends, and settles once', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 10_000n);
    const { token } = await openSession(t, 'jeton-mines', 'play', cookie);
    const started = await studioPost(t, 'rounds', { session: token, stake: '1000', bet: { mines: 3 } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const round = started.body.round;
    expect(round).toMatchObject({ status: 'open', stake: '1000', balanceBefore: '10000', win: '0' });
    expect(round.outcome.mines).toBeUndefined();
    expect(round.allowedActions).toContain('reveal');
    expect(await main(uid)).toBe(9_000n);

    const mines = await storedMines(round.id);
    const safe = Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => !mines.includes(cell));
    const first = await studioPost(t, `rounds/${round.id}/actions`, {
      session: token,
      action: { type: 'reveal', cell: safe[0] },
      requestId: 'reveal-first-cell',
    });
    expect(first.body.round.status).toBe('open');
    // A second round of the same game cannot start while this one is open.
    const blocked = await studioPost(t, 'rounds', { session: token, stake: '1000', bet: { mines: 3 } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('ROUND_OPEN');
    // Nor can the seeds be revealed.
    expect((await studioPost(t, 'seed', { session: token, clientSeed: 'new' })).body.error.code).toBe(
      'ROUND_OPEN',
    );

    await restart();

    // A new launch of the game (a new tab after the restart) finds the round.
    const { token: again } = await openSession(t, 'jeton-mines', 'play', cookie);
    const resumed = await studioGet(t, 'session', { session: again });
    expect(resumed.body.openRound).toMatchObject({ id: round.id, status: 'open' });
    expect(resumed.body.openRound.outcome.mines).toBeUndefined();
    // The retried action changes nothing.
    const retried = await studioPost(t, `rounds/${round.id}/actions`, {
      session: again,
      action: { type: 'reveal', cell: safe[0] },
      requestId: 'reveal-first-cell',
    });
    expect(retried.body.round.steps).toHaveLength(1);

    await studioPost(t, `rounds/${round.id}/actions`, {
      session: again,
      action: { type: 'reveal', cell: safe[1] },
    });
    const cashed = await studioPost(t, `rounds/${round.id}/actions`, {
      session: again,
      action: { type: 'cashout' },
    });
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    const settled = cashed.body.round;
    expect(settled.status).toBe('settled');
    expect(settled.outcome.mines).toEqual(mines);
    expect(settled.steps).toHaveLength(3);
    // Two safe tiles of 22 with 3 mines: 0.99 / (22/25 · 21/24) = ×1.2857…
    const expectedWin = Math.floor(1000 * settled.multiplier + 1e-9);
    expect(settled.win).toBe(String(expectedWin));
    expect(await main(uid)).toBe(9_000n + BigInt(expectedWin));

    const late = await studioPost(t, `rounds/${round.id}/actions`, {
      session: again,
      action: { type: 'cashout' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('ACTION_NOT_ALLOWED');
    expect(await main(uid)).toBe(9_000n + BigInt(expectedWin));

    // Verify replays the round from its revealed seeds and actions.
    const rotated = await studioPost(t, 'seed', { session: again, clientSeed: 'after mines' });
    const verified = await studioGet(t, 'verify', {
      serverSeed: rotated.body.revealed.serverSeed,
      clientSeed: settled.seed.clientSeed,
      nonce: settled.seed.nonce,
      kind: 'mines',
      bet: JSON.stringify(settled.bet),
      actions: JSON.stringify(settled.steps.map((step: { action: unknown }) => step.action)),
      stake: '1000',
      commitment: settled.seed.commitment,
    });
    expect(verified.body).toMatchObject({ commitmentMatches: true, finished: true, win: settled.win });
    expect(verified.body.outcome.mines).toEqual(mines);
  });
}

/** Mines hit, other players, concurrent starts. */
function roundEndChecks() {
  it('pays nothing when a mine is hit, and refuses actions on another player’s round', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 5_000n);
    const { token } = await openSession(t, 'jeton-mines', 'play', cookie);
    const round = (await studioPost(t, 'rounds', { session: token, stake: '500', bet: { mines: 5 } })).body
      .round;
    const stranger = await registerPlayer(t.app);
    await fund(t, stranger.uid, 100n);
    const { token: strangerToken } = await openSession(t, 'jeton-mines', 'play', stranger.cookie);
    const refused = await studioPost(t, `rounds/${round.id}/actions`, {
      session: strangerToken,
      action: { type: 'cashout' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('ROUND_NOT_FOUND');
    const bad = await studioPost(t, `rounds/${round.id}/actions`, {
      session: token,
      action: { type: 'dig' },
    });
    expect(bad.body.error.code).toBe('ACTION_NOT_ALLOWED');

    const [mine] = await storedMines(round.id);
    const boom = await studioPost(t, `rounds/${round.id}/actions`, {
      session: token,
      action: { type: 'reveal', cell: mine },
    });
    expect(boom.body.round).toMatchObject({ status: 'settled', win: '0', balanceAfter: '4500' });
    expect(await main(uid)).toBe(4_500n);
  });

  it('two concurrent starts open one round', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 5_000n);
    const { token } = await openSession(t, 'jeton-mines', 'play', cookie);
    const answers = await Promise.all(
      [1, 2, 3].map(() => studioPost(t, 'rounds', { session: token, stake: '500', bet: { mines: 2 } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer.body.error.code).toBe('ROUND_OPEN');
    expect(await main(uid)).toBe(4_500n);
  });
}

describe('a blackjack hand', () => {
  it('takes the extra stake of a double through the wallet and settles on the doubled stake', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    await fund(t, uid, 100_000n);
    const { token } = await openSession(t, 'jeton-blackjack', 'play', cookie);
    // Deal hands until one can be doubled (a natural ends at once).
    for (let hand = 0; hand < 20; hand++) {
      const before = await main(uid);
      const dealt = (await studioPost(t, 'rounds', { session: token, stake: '1000', bet: {} })).body.round;
      if (dealt.status === 'settled') {
        expect(await main(uid)).toBe(before - 1000n + BigInt(dealt.win));
        continue;
      }
      expect(dealt.outcome.shoe).toBeUndefined();
      if (!dealt.allowedActions.includes('double')) {
        await studioPost(t, `rounds/${dealt.id}/actions`, { session: token, action: { type: 'stand' } });
        continue;
      }
      const doubled = await studioPost(t, `rounds/${dealt.id}/actions`, {
        session: token,
        action: { type: 'double' },
      });
      const round = doubled.body.round;
      expect(round).toMatchObject({ status: 'settled', stake: '2000' });
      expect(round.steps[0]).toMatchObject({ action: { type: 'double' }, extraStake: '1000' });
      expect(await main(uid)).toBe(before - 2000n + BigInt(round.win));
      const [bets] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE studio = 'jeton' AND round_id = ${String(round.id)} AND action = 'bet'`,
      );
      expect(bets!.n).toBe(2);
      return;
    }
    throw new Error('no hand could be doubled in 20 deals');
  });
});
