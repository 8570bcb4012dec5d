import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { fund } from '../house-studio/studio-testing.js';
import { bet, deliver, makeJackpot } from './jackpot-testing.js';

// Jackpots.get and Jackpots.getWinners: public reads, guests included; bad input is a catalogue 4xx.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

const get = (params: Record<string, string | number | undefined> = {}, locale = 'en', cookie?: string) =>
  callApi(t.app, 'GET', 'Jackpots/get', params, { locale, cookie });
const winners = (params: Record<string, string | number | undefined> = {}, locale = 'en', cookie?: string) =>
  callApi(t.app, 'GET', 'Jackpots/getWinners', params, { locale, cookie });

interface JackpotItem {
  id: number;
  sysname: string;
  name: string;
  amount: number;
  drop_before: number;
  commitment: string;
  games: { sysname: string; name: string }[];
  all_house_games: boolean;
}

let jackpot: Awaited<ReturnType<typeof makeJackpot>>;
let winner: { uid: number; cookie: string; login: string };

beforeAll(async () => {
  await deliver(t);
  jackpot = await makeJackpot(t, { games: ['jeton-dice'] });
  winner = await registerPlayer(t.app, { fakename: 'HighRoller' });
  await fund(t, winner.uid, 100_000n);
  await bet(t, winner.uid, 'jeton-dice', 9_000n);
  await deliver(t);
});

describe('Jackpots.get', () => {
  it('lists the seeded demo jackpots and the new one to a guest, with the ledger’s amount', async () => {
    const { items, total } = dataOf<{ items: JackpotItem[]; total: number }>(await get());
    expect(total).toBe(3);
    expect(items.map((item) => item.sysname)).toEqual(['hourly-drop', 'grand-drop', jackpot.sysname]);
    const grand = items[1]!;
    expect(grand).toMatchObject({
      name: 'Grand Drop',
      currency: 'EUR',
      drop_before: 5_000,
      all_house_games: true,
    });
    expect(grand.games.map((g) => g.sysname)).toContain('jeton-keno');
    // A cycle restarted by the win: the seed only (1.00), and a fresh commitment.
    const mine = items[2]!;
    expect(mine).toMatchObject({
      amount: 1,
      drop_before: 10,
      games: [{ sysname: 'jeton-dice', name: 'Dice' }],
    });
    expect(mine.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('speaks French with locale=fr and takes a list of ids, offset and count', async () => {
    const page = dataOf<{ items: JackpotItem[]; total: number }>(
      await get({ ids: `${jackpot.id},999999`, count: 5 }, 'fr'),
    );
    expect(page.items.map((item) => item.sysname)).toEqual([jackpot.sysname]);
    expect(page.items[0]!.name).toMatch(/^Jackpot d’essai \d+$/);
    expect(page.total).toBe(1);
    const second = dataOf<{ items: JackpotItem[]; total: number }>(await get({ offset: 1, count: 1 }));
    expect(second.items.map((item) => item.sysname)).toEqual(['grand-drop']);
  });

  it.each([
    [{ count: 0 }, 'count'],
    [{ count: 101 }, 'count'],
    [{ offset: -1 }, 'offset'],
    [{ ids: 'abc' }, 'ids'],
  ])('refuses %j with InvalidParameterException on %s, never a 500', async (params, field) => {
    const error = errorOf(await get(params), 'InvalidParameterException', 400);
    expect(Object.keys((error.data?.fields ?? {}) as object)).toEqual([field]);
  });
});

describe('Jackpots.getWinners', () => {
  it('shows the win with the winner’s public name and the revealed draw, never the player’s email or id', async () => {
    const answer = await winners({ jackpot_id: jackpot.id }, 'en');
    const { items, total } = dataOf<{ items: Record<string, unknown>[]; total: number }>(answer);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      jackpot_id: jackpot.id,
      cycle: 1,
      game: { sysname: 'jeton-dice', name: 'Dice' },
      winner: 'HighRoller',
      amount: 10,
      currency: 'EUR',
      drop_amount_minor: '1000',
    });
    const body = answer.response.body;
    expect(body).not.toContain(winner.login);
    expect(Object.keys(items[0]!)).not.toContain('user_id');
  });

  it('answers the same to a guest and to another player', async () => {
    const other = await registerPlayer(t.app);
    expect(dataOf(await winners({}, 'en', other.cookie))).toEqual(dataOf(await winners({})));
  });

  it('refuses an unknown jackpot and a malformed id with a 400 of the catalogue', async () => {
    expectFieldErrors(await winners({ jackpot_id: 999_999 }), { jackpot_id: 'There is no such jackpot' });
    const error = errorOf(await winners({ jackpot_id: 'x' }), 'InvalidParameterException', 400);
    expect(error.data?.fields).toHaveProperty('jackpot_id');
  });

  it('reads without writing: no call adds a row anywhere', async () => {
    const count = async () =>
      (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM ledger_transactions`))[0]!
        .n;
    const before = await count();
    await winners({ jackpot_id: 'bad' });
    await get({ count: 'x' });
    await get();
    expect(await count()).toBe(before);
  });
});
