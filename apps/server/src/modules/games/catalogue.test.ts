import { schema } from '@jeton/db';
import type { CatalogueGame } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { SEED_GAMES } from './game-catalogue-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Params = Record<string, string | number | undefined>;
interface GameList {
  items: CatalogueGame[];
  total: number;
  offset: number;
  count: number;
}
const games = async (params: Params, locale = 'en') =>
  dataOf<GameList>(await callApi(t.app, 'GET', 'games/get', params, { locale }));
const sysnames = (list: GameList) => list.items.map((g) => g.sysname);

describe('games/get', () => {
  orderAndPagingChecks();
  filterAndFieldChecks();
  exclusionAndRefusalChecks();
});

/** Order and pages. */
function orderAndPagingChecks() {
  it('lists the demo catalogue by popularity, 15 at a time by default', async () => {
    const list = await games({});
    expect(list.total).toBe(SEED_GAMES.length);
    expect(list.items).toHaveLength(15);
    expect(list.items[0]).toEqual({
      sysname: 'jeton-fruit-reels',
      name: 'Fruit Reels',
      image_url: '/games/jeton-fruit-reels.svg',
      provider: 'jeton',
      provider_name: 'Jeton Originals',
      type: 'slot',
      has_demo: true,
    });
    const popularity = [...SEED_GAMES].sort((a, b) => b.popularity - a.popularity).map((g) => g.sysname);
    expect(sysnames(list)).toEqual(popularity.slice(0, 15));
  });

  it('pages without overlap or gaps', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < SEED_GAMES.length; offset += 7) {
      seen.push(...sysnames(await games({ offset, count: 7, sort: 'name' })));
    }
    expect(seen).toEqual(
      [...SEED_GAMES]
        .map((g) => g.name)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((name) => SEED_GAMES.find((g) => g.name === name)!.sysname),
    );
  });

  it('sorts by the name shown in the locale, which a description may override', async () => {
    const [plinko] = await t.database.db
      .select({ description: schema.games.description })
      .from(schema.games)
      .where(eq(schema.games.sysname, 'jeton-plinko'));
    await t.database.db
      .update(schema.games)
      .set({ description: { ...plinko!.description, fr: { name: 'AAA Plinko' } } })
      .where(eq(schema.games.sysname, 'jeton-plinko'));
    t.services.catalogue.clearCache();
    try {
      expect(sysnames(await games({ sort: 'name', count: 1 }, 'fr'))).toEqual(['jeton-plinko']);
      expect(sysnames(await games({ sort: 'name', count: 1 }, 'en'))).not.toEqual(['jeton-plinko']);
    } finally {
      await t.database.db
        .update(schema.games)
        .set({ description: plinko!.description })
        .where(eq(schema.games.sysname, 'jeton-plinko'));
      t.services.catalogue.clearCache();
    }
  });

  it('sorts by release date either way', async () => {
    const newest = await games({ sort: 'release_date', count: 3, fields: 'release_date' });
    const dates = newest.items.map((g) => g.release_date!);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await games({ sort: 'release_date', order: 'asc', count: 1, fields: 'release_date' });
    expect(oldest.items[0]!.release_date).toBe(SEED_GAMES.map((g) => g.releasedAt).sort()[0]);
  });
}

/** Filters, search and extra fields. */
function filterAndFieldChecks() {
  it('filters by types, providers (comma list), tags and category option', async () => {
    const live = await games({ types: 'live', count: 300 });
    expect(live.total).toBe(SEED_GAMES.filter((g) => g.type === 'live').length);
    expect(live.items.every((g) => g.type === 'live')).toBe(true);
    expect((await games({ types: 'all' })).total).toBe(SEED_GAMES.length);

    const two = await games({ providers: 'red-panda,golden-scarab', count: 300 });
    expect(new Set(two.items.map((g) => g.provider))).toEqual(new Set(['red-panda', 'golden-scarab']));

    const freeSpins = await games({ tags: 'free-spins', count: 300 });
    expect(sysnames(freeSpins).sort()).toEqual(
      SEED_GAMES.filter((g) => g.tags.includes('free-spins'))
        .map((g) => g.sysname)
        .sort(),
    );

    const originals = await games({
      options: JSON.stringify({ id: 'originals', type: 'category' }),
      count: 300,
    });
    expect(originals.total).toBe(8);
    expect(originals.items.every((g) => g.provider === 'jeton')).toBe(true);

    const both = await games({
      options: JSON.stringify([
        { id: 'originals', type: 'category' },
        { id: 'fast', type: 'category' },
      ]),
    });
    expect(both.total).toBe(5);
  });

  it('searches names without regard to case, in the locale too, with % and _ taken literally', async () => {
    expect(sysnames(await games({ query: 'ROULETTE', count: 300 })).sort()).toEqual(
      SEED_GAMES.filter((g) => /roulette/i.test(g.name))
        .map((g) => g.sysname)
        .sort(),
    );
    expect(sysnames(await games({ query: 'européenne' }, 'fr'))).toEqual(['jeton-european-roulette']);
    expect((await games({ query: '%' })).total).toBe(0);
    expect((await games({ query: '_' })).total).toBe(0);
    expect((await games({ query: "'; DROP TABLE games; --" })).total).toBe(0);
  });

  it('adds description, categories, tags and config when fields asks, the config per game over the site', async () => {
    const [plinko] = (
      await games({ sysnames: 'jeton-plinko', fields: 'description,config,categories,tags' }, 'fr')
    ).items;
    expect(plinko).toMatchObject({
      description: { name: '', img_288_192: '' },
      categories: ['originals', 'popular', 'fast'],
      tags: ['provably-fair'],
      config: {
        type: 'fast',
        canAccessSlotWithZeroBalance: true,
        canVisibleFavoriteIcon: true,
        visibleFullScreen: 'all',
        contentViewType: 'default',
      },
    });
    const [roulette] = (
      await games({ sysnames: 'jeton-european-roulette', fields: 'description,config' }, 'fr')
    ).items;
    expect(roulette!.description).toEqual({ name: 'Roulette européenne', img_288_192: '' });
    expect(roulette!.config!.canAccessSlotWithZeroBalance).toBe(false);
    const [live] = (await games({ sysnames: 'velvet-roulette-live', fields: 'config' })).items;
    expect(live!.config!.visibleFullScreen).toBe('none');
  });
}

/** What is left out, and refused parameters. */
function exclusionAndRefusalChecks() {
  it('leaves out inactive games and providers', async () => {
    await t.services.db
      .update(schema.games)
      .set({ isActive: false })
      .where(eq(schema.games.sysname, 'koi-keno'));
    await t.services.db
      .update(schema.gameProviders)
      .set({ isActive: false })
      .where(eq(schema.gameProviders.sysname, 'velvet-live'));
    t.services.catalogue.clearCache();
    try {
      const all = await games({ count: 300 });
      expect(sysnames(all)).not.toContain('koi-keno');
      expect(all.items.some((g) => g.provider === 'velvet-live')).toBe(false);
    } finally {
      await t.services.db
        .update(schema.games)
        .set({ isActive: true })
        .where(eq(schema.games.sysname, 'koi-keno'));
      await t.services.db
        .update(schema.gameProviders)
        .set({ isActive: true })
        .where(eq(schema.gameProviders.sysname, 'velvet-live'));
      t.services.catalogue.clearCache();
    }
  });

  it.each([
    ['a negative offset', { offset: '-1' }, 'offset'],
    ['a count above 300', { count: '301' }, 'count'],
    ['a zero count', { count: '0' }, 'count'],
    ['a count that is not a number', { count: 'ten' }, 'count'],
    ['an unknown sort', { sort: 'rtp' }, 'sort'],
    ['an unknown order', { order: 'up' }, 'order'],
    ['an oversized query', { query: 'x'.repeat(65) }, 'query'],
    ['an unknown field', { fields: 'password' }, 'fields'],
    ['an unknown type', { types: 'slot,bingo' }, 'types'],
    ['a hostile provider', { providers: '../etc' }, 'providers'],
    [
      'too many providers',
      { providers: Array.from({ length: 21 }, (_, i) => `p${i}`).join(',') },
      'providers',
    ],
    ['options that are not JSON', { options: '{id:' }, 'options'],
    ['options of an unknown type', { options: JSON.stringify({ id: 'slots', type: 'sql' }) }, 'options'],
    ['options without an id', { options: JSON.stringify({ type: 'category' }) }, 'options'],
    [
      'options with extra keys',
      { options: JSON.stringify({ id: 'a', type: 'tag', where: '1=1' }) },
      'options',
    ],
    ['options as a number', { options: '42' }, 'options'],
    ['oversized options', { options: JSON.stringify([{ id: 'x'.repeat(2000), type: 'tag' }]) }, 'options'],
  ])('refuses %s with InvalidParameter', async (_name, params, field) => {
    const result = await callApi(t.app, 'GET', 'games/get', params);
    const error = errorOf(result, 'InvalidParameterException', 400);
    expect(Object.keys(error.data?.fields as object)).toEqual([field]);
  });
}

describe('games/getCategories and games/getProviders', () => {
  it('names the categories in the locale with their game counts', async () => {
    const { items } = dataOf<{ items: { id: string; name: string; games_count: number }[] }>(
      await callApi(t.app, 'GET', 'games/getCategories', {}, { locale: 'fr' }),
    );
    expect(items.map((c) => c.id)).toEqual(['popular', 'new', 'originals', 'slots', 'table', 'live', 'fast']);
    expect(items.find((c) => c.id === 'slots')).toEqual({
      id: 'slots',
      name: 'Machines à sous',
      games_count: SEED_GAMES.filter((g) => g.categories.includes('slots')).length,
    });
  });

  it('lists providers with game_params for the types asked', async () => {
    const { items } = dataOf<{
      items: { sysname: string; game_params?: { games_count: number; types: string[] } }[];
    }>(
      await callApi(t.app, 'GET', 'games/getProviders', {
        fields: 'game_params',
        types: 'casino,slot,live,fast',
      }),
    );
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({
      sysname: 'jeton',
      name: 'Jeton Originals',
      game_params: { games_count: 8, types: ['casino', 'fast', 'slot'] },
    });
    const live = dataOf<{ items: { sysname: string; game_params?: unknown }[] }>(
      await callApi(t.app, 'GET', 'games/getProviders', { types: 'live' }),
    );
    expect(live.items.map((p) => p.sysname)).toEqual(['velvet-live']);
    expect(live.items[0]!.game_params).toBeUndefined();
  });

  it('refuses unknown fields and types', async () => {
    expectFieldErrors(await callApi(t.app, 'GET', 'games/getProviders', { fields: 'secret' }), {
      fields: 'Choose one of the options',
    });
    expectFieldErrors(await callApi(t.app, 'GET', 'games/getProviders', { types: 'bingo' }), {
      types: 'Choose one of the options',
    });
  });
});

describe('favourites', () => {
  const likes = async (cookie: string) =>
    dataOf<{ items: string[] }>(await callApi(t.app, 'GET', 'games/getLikes', {}, { cookie })).items;
  const like = (cookie: string, sysname: string, add = true) =>
    callApi(t.app, 'POST', add ? 'games/addLike' : 'games/removeLike', { sysname }, { cookie });

  it('are for logged-in players only', async () => {
    for (const [verb, method] of [
      ['GET', 'games/getLikes'],
      ['POST', 'games/addLike'],
      ['POST', 'games/removeLike'],
    ] as const) {
      errorOf(await callApi(t.app, verb, method, { sysname: 'jeton-dice' }), 'AuthorizationException', 401);
    }
    expect(await t.services.db.select().from(schema.gameLikes)).toEqual([]);
  });

  it('are added, listed most recent first, removed, and kept apart per player', async () => {
    const player = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    expect(await likes(player.cookie)).toEqual([]);
    expect(dataOf(await like(player.cookie, 'jeton-dice'))).toBe(1);
    t.clock.advance(1000);
    expect(dataOf(await like(player.cookie, 'neon-crash'))).toBe(1);
    expect(await likes(player.cookie)).toEqual(expect.arrayContaining(['jeton-dice', 'neon-crash']));
    expect(await likes(other.cookie)).toEqual([]);
    expect(dataOf(await like(player.cookie, 'jeton-dice', false))).toBe(1);
    expect(await likes(player.cookie)).toEqual(['neon-crash']);
    // Removing what is not there changes nothing.
    expect(dataOf(await like(player.cookie, 'jeton-dice', false))).toBe(1);
    expect(await likes(player.cookie)).toEqual(['neon-crash']);
  });

  it('are idempotent under concurrency: 20 adds at once make one row, 20 removes leave none', async () => {
    const player = await registerPlayer(t.app);
    const adds = await Promise.all(Array.from({ length: 20 }, () => like(player.cookie, 'jeton-mines')));
    for (const result of adds) expect(dataOf(result)).toBe(1);
    const rows = await t.services.db
      .select()
      .from(schema.gameLikes)
      .where(eq(schema.gameLikes.userId, player.uid));
    expect(rows).toHaveLength(1);
    const removes = await Promise.all(
      Array.from({ length: 20 }, () => like(player.cookie, 'jeton-mines', false)),
    );
    for (const result of removes) expect(dataOf(result)).toBe(1);
    expect(await likes(player.cookie)).toEqual([]);
  });

  it('refuse an unknown, missing or hostile sysname and write nothing', async () => {
    const player = await registerPlayer(t.app);
    expectFieldErrors(await like(player.cookie, 'no-such-game'), { sysname: 'Check this value' });
    expectFieldErrors(await like(player.cookie, 'no-such-game', false), { sysname: 'Check this value' });
    expectFieldErrors(await callApi(t.app, 'POST', 'games/addLike', {}, { cookie: player.cookie }), {
      sysname: 'Please fill in this field',
    });
    expectFieldErrors(await like(player.cookie, "x' OR 1=1 --"), { sysname: 'Check this value' });
    expectFieldErrors(await like(player.cookie, 'x'.repeat(65)), {
      sysname: 'Use no more than 64 characters',
    });
    expect(await likes(player.cookie)).toEqual([]);
  });
});
