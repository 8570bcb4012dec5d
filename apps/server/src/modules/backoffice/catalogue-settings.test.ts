import type { AuditEntry, CatalogueGameRow, SettingsView } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { SEED_GAMES } from '../games/game-catalogue-data.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

// The catalogue and settings screens' methods: the change through the owner (the hall and the
// site show it at once), one audit entry with the changed fields before and after, bad input
// changing nothing; and the operator's language kept on their account.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
let admin: { id: number; cookie: string };
beforeAll(async () => {
  content = await operatorSession(t, 'content');
  admin = await operatorSession(t, 'administrator');
});

interface GameList {
  items: CatalogueGameRow[];
  total: number;
  totalCapped: boolean;
}
const list = async (input: Record<string, unknown>, cookie = content.cookie) =>
  dataOf<GameList>(await callBackoffice(t, 'catalogue/list', input, { cookie }));
const hall = async () =>
  dataOf<{ items: { sysname: string }[]; total: number }>(
    await callApi(t.app, 'GET', 'games/get', { count: 300 }),
  ).items.map((g) => g.sysname);
const auditOf = async (targetType: string, targetId: string | number) =>
  dataOf<{ items: AuditEntry[] }>(
    await callBackoffice(
      t,
      'audit/search',
      { targetType, targetId: String(targetId) },
      { cookie: admin.cookie },
    ),
  ).items;

describe('catalogue/list', () => {
  it('pages every game in the hall’s order, and filters and sorts in the database', async () => {
    const first = await list({ perPage: 10 });
    expect(first.total).toBe(SEED_GAMES.length);
    const byPopularity = [...SEED_GAMES].sort((a, b) => b.popularity - a.popularity);
    expect(first.items.map((g) => g.sysname)).toEqual(byPopularity.slice(0, 10).map((g) => g.sysname));
    const second = await list({ perPage: 10, page: 2 });
    expect(second.items.map((g) => g.sysname)).toEqual(byPopularity.slice(10, 20).map((g) => g.sysname));

    const slots = await list({ type: 'slot', sort: 'name', order: 'asc', perPage: 100 });
    expect(slots.items.every((g) => g.type === 'slot')).toBe(true);
    const names = slots.items.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const found = await list({ query: 'FRUIT' });
    expect(found.items.map((g) => g.sysname)).toContain('jeton-fruit-reels');
    expect(found.items.every((g) => /fruit/i.test(g.name + g.sysname))).toBe(true);
  });

  it('refuses an unknown sort or a page past the list window (400)', async () => {
    errorOf(
      await callBackoffice(t, 'catalogue/list', { sort: 'rtp' }, { cookie: content.cookie }),
      'InvalidParameterException',
      400,
    );
    errorOf(
      await callBackoffice(t, 'catalogue/list', { page: 500, perPage: 100 }, { cookie: content.cookie }),
      'InvalidParameterException',
      400,
    );
  });

  it('exports the filtered list as CSV', async () => {
    const answer = await callBackoffice(t, 'catalogue/export', { type: 'live' }, { cookie: content.cookie });
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toContain('text/csv');
    const lines = answer.response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Id,Sysname,Name,Provider,Type/);
    expect(lines).toHaveLength(1 + SEED_GAMES.filter((g) => g.type === 'live').length);
  });
});

describe('catalogue/updateGame', () => {
  it('disables a game (the hall drops it at once), moves one first, with one audit entry each', async () => {
    const [top, other] = (await list({ perPage: 10 })).items as [CatalogueGameRow, CatalogueGameRow];
    expect(await hall()).toContain(top.sysname);

    const disabled = dataOf<CatalogueGameRow>(
      await callBackoffice(
        t,
        'catalogue/updateGame',
        { id: top.id, enabled: false },
        { cookie: content.cookie },
      ),
    );
    expect(disabled.enabled).toBe(false);
    expect(await hall()).not.toContain(top.sysname);
    expect((await list({ state: 'disabled' })).items.map((g) => g.id)).toEqual([top.id]);

    await callBackoffice(
      t,
      'catalogue/updateGame',
      { id: other.id, popularity: top.popularity + 1 },
      { cookie: content.cookie },
    );
    expect((await hall())[0]).toBe(other.sysname);

    // The same change again changes nothing and writes no entry.
    await callBackoffice(
      t,
      'catalogue/updateGame',
      { id: top.id, enabled: false },
      { cookie: content.cookie },
    );
    const entries = await auditOf('game', top.id);
    expect(entries.map((e) => [e.action, e.operatorId, e.before, e.after])).toEqual([
      ['game.update', content.id, { enabled: true }, { enabled: false }],
    ]);
    const moved = await auditOf('game', other.id);
    expect(moved[0]).toMatchObject({
      before: { popularity: other.popularity },
      after: { popularity: top.popularity + 1 },
    });

    await callBackoffice(
      t,
      'catalogue/updateGame',
      { id: top.id, enabled: true },
      { cookie: content.cookie },
    );
    expect(await hall()).toContain(top.sysname);
  });

  it('changes the categories and the item config, which games/get answers', async () => {
    const game = (await list({ query: 'jeton-fruit-reels' })).items[0]!;
    dataOf(
      await callBackoffice(
        t,
        'catalogue/updateGame',
        {
          id: game.id,
          categories: ['new'],
          config: { canAccessSlotWithZeroBalance: true, visibleFullScreen: 'none' },
        },
        { cookie: content.cookie },
      ),
    );
    const answer = dataOf<{ items: { categories: string[]; config: Record<string, unknown> }[] }>(
      await callApi(t.app, 'GET', 'games/get', { sysnames: game.sysname, fields: 'categories,config' }),
    );
    expect(answer.items[0]).toMatchObject({
      categories: ['new'],
      config: { canAccessSlotWithZeroBalance: true, visibleFullScreen: 'none' },
    });
    const [entry] = await auditOf('game', game.id);
    expect(entry?.after).toMatchObject({
      categories: ['new'],
      config: { canAccessSlotWithZeroBalance: true, visibleFullScreen: 'none' },
    });
  });

  it('refuses an unknown game or category and bad values (400), writing nothing', async () => {
    const game = (await list({ perPage: 10 })).items[0]!;
    const before = await databaseState(t.database.db);
    for (const input of [
      { id: 999_999, enabled: false },
      { id: game.id, categories: ['no-such-category'] },
      { id: game.id, popularity: -1 },
      { id: game.id, config: { visibleFullScreen: 'sometimes' } },
      { id: game.id, name: 'Renamed' },
    ]) {
      errorOf(
        await callBackoffice(t, 'catalogue/updateGame', input, { cookie: content.cookie }),
        'InvalidParameterException',
        400,
      );
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('catalogue/updateCategory', () => {
  it('disables a category (the hall’s list drops it) and sets its position, audited', async () => {
    const { categories } = dataOf<{ categories: { id: string; enabled: boolean; sortOrder: number }[] }>(
      await callBackoffice(t, 'catalogue/filters', {}, { cookie: content.cookie }),
    );
    const category = categories[0]!;
    const hallCategories = async () =>
      dataOf<{ items: { id: string }[] }>(await callApi(t.app, 'GET', 'games/getCategories', {})).items.map(
        (c) => c.id,
      );
    expect(await hallCategories()).toContain(category.id);
    dataOf(
      await callBackoffice(
        t,
        'catalogue/updateCategory',
        { id: category.id, enabled: false, sortOrder: 99 },
        { cookie: content.cookie },
      ),
    );
    expect(await hallCategories()).not.toContain(category.id);
    const [entry] = await auditOf('game_category', category.id);
    expect(entry).toMatchObject({
      action: 'game_category.update',
      before: { enabled: true, sortOrder: category.sortOrder },
      after: { enabled: false, sortOrder: 99 },
    });
    await callBackoffice(
      t,
      'catalogue/updateCategory',
      { id: category.id, enabled: true, sortOrder: category.sortOrder },
      { cookie: content.cookie },
    );
    errorOf(
      await callBackoffice(
        t,
        'catalogue/updateCategory',
        { id: 'nothing-here', enabled: false },
        { cookie: content.cookie },
      ),
      'InvalidParameterException',
      400,
    );
  });
});

describe('settings', () => {
  it('switches maintenance on and off: the site answers it, audited with before and after', async () => {
    const view = dataOf<SettingsView>(await callBackoffice(t, 'settings/get', {}, { cookie: admin.cookie }));
    expect(view.generalInfo.domain_state).toBe('active');
    expect(view.contentConfig.en).toContain('games-config');

    dataOf(
      await callBackoffice(
        t,
        'settings/updateGeneralInfo',
        { domain_state: 'maintenance' },
        { cookie: admin.cookie },
      ),
    );
    const info = dataOf<{ domain_state: string }>(await callApi(t.app, 'GET', 'metadata/getgeneralinfo', {}));
    expect(info.domain_state).toBe('maintenance');
    dataOf(
      await callBackoffice(
        t,
        'settings/updateGeneralInfo',
        { domain_state: 'active' },
        { cookie: admin.cookie },
      ),
    );

    const entries = await auditOf('settings', 'general_info');
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['settings.general_info', { domain_state: 'maintenance' }, { domain_state: 'active' }],
      ['settings.general_info', { domain_state: 'active' }, { domain_state: 'maintenance' }],
    ]);
  });

  it('refuses a default currency outside the available ones and unknown fields (400), writing nothing', async () => {
    const before = await databaseState(t.database.db);
    for (const input of [
      { available_currencies: ['EUR'], default_currency: 'USD' },
      { sandbox_providers: ['psp'] },
      { time_to_force_logout: -1 },
    ]) {
      errorOf(
        await callBackoffice(t, 'settings/updateGeneralInfo', input, { cookie: admin.cookie }),
        'InvalidParameterException',
        400,
      );
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('saves a content configuration the site reads, refusing one it could not', async () => {
    const view = dataOf<SettingsView>(await callBackoffice(t, 'settings/get', {}, { cookie: admin.cookie }));
    const document = JSON.parse(view.contentConfig.fr) as Record<string, Record<string, unknown>>;
    document['games-config'] = { ...document['games-config'], types: ['all', 'slot'] };
    dataOf(
      await callBackoffice(
        t,
        'settings/updateContentConfig',
        { locale: 'fr', document: JSON.stringify(document) },
        { cookie: admin.cookie },
      ),
    );
    const served = await t.app.inject({ method: 'GET', url: '/nfx/cms-config/fr' });
    expect(served.json()['games-config'].types).toEqual(['all', 'slot']);
    const [entry] = await auditOf('settings', 'cms_config:fr');
    expect(entry?.action).toBe('settings.content_config');

    const before = await databaseState(t.database.db);
    const refusedTexts = [
      '{"games-config":',
      JSON.stringify({ 'games-config': { types: 'every' } }),
      '[]',
      // Escapes of what no text may hold (decision 0085): a 500 from jsonb, before.
      JSON.stringify({ ...document, note: 'a\u0000' }),
      JSON.stringify({ ...document, note: 'a\uD800' }),
    ];
    for (const text of refusedTexts) {
      const refused = await callBackoffice(
        t,
        'settings/updateContentConfig',
        { locale: 'fr', document: text },
        { cookie: admin.cookie },
      );
      expect(errorOf(refused, 'InvalidParameterException', 400).code).toBe('INVALID_CONTENT_CONFIG');
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('auth/setLocale', () => {
  it('keeps the language on the operator’s account (auth/me answers it), audited once', async () => {
    const operator = await operatorSession(t, 'support');
    const changed = dataOf<{ operator: { locale: string } }>(
      await callBackoffice(t, 'auth/setLocale', { locale: 'fr' }, { cookie: operator.cookie }),
    );
    expect(changed.operator.locale).toBe('fr');
    await callBackoffice(t, 'auth/setLocale', { locale: 'fr' }, { cookie: operator.cookie });
    const me = dataOf<{ operator: { locale: string } }>(
      await callBackoffice(t, 'auth/me', {}, { cookie: operator.cookie }),
    );
    expect(me.operator.locale).toBe('fr');
    const entries = (await auditOf('operator', operator.id)).filter(
      (e) => e.action === 'operator.set_locale',
    );
    expect(entries.map((e) => [e.before, e.after])).toEqual([[{ locale: 'en' }, { locale: 'fr' }]]);
    errorOf(
      await callBackoffice(t, 'auth/setLocale', { locale: 'de' }, { cookie: operator.cookie }),
      'InvalidParameterException',
      400,
    );
  });
});
