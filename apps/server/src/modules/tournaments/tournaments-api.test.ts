import { queryRows } from '@jeton/db';
import type { Tournament } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';
import { fund } from '../house-studio/studio-testing.js';
import { bet, deliver, fundFun } from '../jackpots/jackpot-testing.js';
import { TournamentScoring } from './tournament-scoring.js';
import { makeTournament, pointsOfPlayer } from './tournament-testing.js';

// tournaments/get and tournaments/participate: joining, points from real-money stakes on eligible
// games only, the leaderboard with public names, and bad input refused with a catalogue 4xx.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const HOUR_MS = 60 * 60 * 1000;
type List = { items: Tournament[]; total: number };
const get = (params: Record<string, string | number | undefined> = {}, cookie?: string, locale = 'en') =>
  callApi(t.app, 'GET', 'tournaments/get', params, { cookie, locale });
const participate = (tournamentId: string | number | undefined, cookie?: string) =>
  callApi(t.app, 'POST', 'tournaments/participate', { tournament_id: tournamentId }, { cookie });
const one = async (id: number, cookie?: string, fields = 'leaderboard,games') =>
  dataOf<List>(await get({ ids: String(id), fields }, cookie)).items[0]!;
const participants = async () =>
  Number(
    (
      await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM tournament_participants`)
    )[0]!.n,
  );

let running: Awaited<ReturnType<typeof makeTournament>>;
let upcoming: Awaited<ReturnType<typeof makeTournament>>;
let player: Awaited<ReturnType<typeof registerPlayer>>;
let rival: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  await deliver(t);
  running = await makeTournament(t, { minStakeMinor: 50, titleFr: 'Tournoi des dés' });
  const now = t.clock.now().getTime();
  upcoming = await makeTournament(t, {
    startsAt: new Date(now + HOUR_MS).toISOString(),
    endsAt: new Date(now + 2 * HOUR_MS).toISOString(),
  });
  player = await registerPlayer(t.app, { fakename: 'DiceQueen' });
  rival = await registerPlayer(t.app);
  await fund(t, player.uid, 100_000n);
  await fund(t, rival.uid, 100_000n);
});

describe('tournaments/get', () => {
  it('lists running then upcoming tournaments to a guest, with prizes and no standing', async () => {
    const { items } = dataOf<List>(await get({ status: 'active,future' }));
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(running.id)).toBeLessThan(ids.indexOf(upcoming.id));
    const shown = items.find((item) => item.id === running.id)!;
    expect(shown).toMatchObject({
      status: 'active',
      total_prize: 150,
      prizes: [
        { place: 1, amount: 100 },
        { place: 2, amount: 50 },
      ],
      restrictions: { min_stake: 0.5, real_money_only: true },
      user_info: null,
      games_count: 1,
      extra: { points_rule: 'stake', points_per_unit: 1, all_house_games: false },
    });
    expect(items.find((item) => item.id === upcoming.id)?.status).toBe('future');
  });

  it('speaks the asked locale and adds the eligible games and leaderboard only when asked', async () => {
    const fr = dataOf<List>(await get({ ids: String(running.id) }, undefined, 'fr')).items[0]!;
    expect(fr.title).toBe('Tournoi des dés');
    expect(fr.games).toBeUndefined();
    const full = await one(running.id);
    expect(full.games?.map((game) => game.sysname)).toEqual(['jeton-dice']);
    expect(full.leaderboard).toEqual([]);
  });

  it('answers an unknown id with an empty list', async () => {
    expect(dataOf<List>(await get({ ids: '999999' }))).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['status', 'paused'],
    ['fields', 'password_hash'],
    ['ids', '1;DROP TABLE tournaments'],
    ['count', '-1'],
    ['offset', 'x'.repeat(5_000)],
  ])('refuses %s=%s with a field error', async (field, value) => {
    const error = errorOf(await get({ [field]: value }), 'InvalidParameterException', 400);
    expect(Object.keys((error.data?.fields ?? {}) as object)).toContain(field);
  });
});

describe('tournaments/participate', () => {
  it('is for logged-in players only', async () => {
    errorOf(await participate(running.id), 'AuthorizationException', 401);
  });

  it.each([
    [undefined, 'missing'],
    ['abc', 'not a number'],
    ['-3', 'negative'],
    ['9'.repeat(40), 'oversized'],
    ['1 OR 1=1', 'hostile'],
  ])('refuses a tournament_id that is %s (%s) and writes nothing', async (value, _kind) => {
    const before = await participants();
    const response = await participate(value, player.cookie);
    expectRefusal(response.response);
    expect(response.status).toBe(400);
    expect(await participants()).toBe(before);
  });

  it('refuses an unknown tournament', async () => {
    const error = errorOf(await participate(999_999, player.cookie), 'InvalidParameterException', 400);
    expect(error.code).toBe('TOURNAMENT_NOT_FOUND');
  });

  it('joins once however often it is called, and the tournament shows the player as joined', async () => {
    expect(dataOf(await participate(running.id, player.cookie))).toBe(1);
    expect(dataOf(await participate(String(running.id), player.cookie))).toBe(1);
    const shown = await one(running.id, player.cookie);
    expect(shown.user_info).toEqual({ joined: true, place: 1, points: 0 });
    expect(shown.total_participants).toBe(1);
  });

  it('lets a player join an upcoming tournament', async () => {
    expect(dataOf(await participate(upcoming.id, rival.cookie))).toBe(1);
    expect((await one(upcoming.id, rival.cookie)).user_info?.joined).toBe(true);
  });
});

describe('points', () => {
  it('come from real-money stakes on eligible games made after joining, and show on the leaderboard', async () => {
    // Before joining: nothing.
    await bet(t, rival.uid, 'jeton-dice', 5_000n);
    t.clock.advance(1_000);
    await participate(running.id, rival.cookie);
    t.clock.advance(1_000);
    await bet(t, player.uid, 'jeton-dice', 1_250n);
    await bet(t, rival.uid, 'jeton-dice', 400n);
    await deliver(t);
    expect(await pointsOfPlayer(t, running.id, player.uid)).toBe(1_250);
    expect(await pointsOfPlayer(t, running.id, rival.uid)).toBe(400);
    const shown = await one(running.id, player.cookie);
    expect(shown.leaderboard).toEqual([
      { place: 1, name: 'DiceQueen', points: 12.5, prize: 100, is_me: true },
      { place: 2, name: expect.stringMatching(/^\w\*\*\*\w?$/), points: 4, prize: 50, is_me: false },
    ]);
    expect(shown.user_info).toEqual({ joined: true, place: 1, points: 12.5 });
    expect(shown.total_points).toBe(16.5);
    // The rival sees their own row, never the other player's login or id.
    const seenByRival = await one(running.id, rival.cookie);
    expect(seenByRival.user_info).toEqual({ joined: true, place: 2, points: 4 });
    expect(JSON.stringify(seenByRival)).not.toContain(player.login);
  });

  it('never come from play money, other games or stakes below the minimum', async () => {
    await fundFun(t, player.uid, 100_000n);
    await bet(t, player.uid, 'jeton-dice', 5_000n, { money: 'fun' });
    await bet(t, player.uid, 'jeton-keno', 5_000n);
    await bet(t, player.uid, 'jeton-dice', 49n);
    await deliver(t);
    expect(await pointsOfPlayer(t, running.id, player.uid)).toBe(1_250);
  });

  it('are taken back when the studio rolls the stake back, and a replayed delivery scores nothing twice', async () => {
    const { transactionId, roundId } = await bet(t, rival.uid, 'jeton-dice', 600n);
    await deliver(t);
    expect(await pointsOfPlayer(t, running.id, rival.uid)).toBe(1_000);
    await t.services.wallet.rollback({
      studio: 'jeton',
      userId: rival.uid,
      currency: 'EUR',
      money: 'real',
      roundId,
      game: 'jeton-dice',
      transactionId: `${transactionId}-rollback`,
      betTransactionId: transactionId,
    });
    await deliver(t);
    expect(await pointsOfPlayer(t, running.id, rival.uid)).toBe(400);
    // The same bet delivered again: its score row exists, so nothing moves.
    const replayed = await t.database.db.transaction((tx) =>
      new TournamentScoring().onStake(tx, {
        userId: rival.uid,
        currency: 'EUR',
        money: 'real',
        totalMinor: 600n,
        mainMinor: 600n,
        game: 'jeton-dice',
        studio: 'jeton',
        betKey: `jeton:${transactionId}`,
        at: t.clock.now(),
      }),
    );
    expect(replayed).toEqual([]);
    expect(await pointsOfPlayer(t, running.id, rival.uid)).toBe(400);
  });

  it('are reset by a withdrawal request in a tournament that resets on cash-out', async () => {
    const resetting = await makeTournament(t, { resetOnCashout: true, games: [] });
    const cashing = await eligiblePlayer(t, { balance: 1_000 });
    await participate(resetting.id, cashing.cookie);
    await bet(t, cashing.uid, 'jeton-keno', 700n);
    await deliver(t);
    expect(await pointsOfPlayer(t, resetting.id, cashing.uid)).toBe(700);
    dataOf(await withdraw(t, cashing.cookie, { method: 'card', amount: '20' }));
    await deliver(t);
    expect(await pointsOfPlayer(t, resetting.id, cashing.uid)).toBe(0);
  });
});
