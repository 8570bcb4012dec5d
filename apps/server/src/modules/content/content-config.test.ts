import { CMS_CONFIG_SECTIONS, cmsConfigDocumentSchema, contentConfigFromDocument } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { contentConfigKey } from './content-config-service.js';
import { SEED_CONTENT_CONFIG } from './content-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('GET /nfx/cms-config/{locale}', () => {
  it.each(['en', 'fr'] as const)(
    'answers the seeded %s document with every section of spec section 7',
    async (locale) => {
      const response = await get(`/nfx/cms-config/${locale}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const document = response.json();
      expect(Object.keys(document).sort()).toEqual([...CMS_CONFIG_SECTIONS].sort());
      expect(document).toEqual(SEED_CONTENT_CONFIG[locale]);
      // What the web app reads from it, without falling back to any default.
      expect(contentConfigFromDocument(locale, document).problems).toEqual([]);
    },
  );

  it('keeps each locale to its own paths in the configured redirects', async () => {
    const en = (await get('/nfx/cms-config/en')).json();
    const fr = (await get('/nfx/cms-config/fr')).json();
    expect(en['prazer-config'].redirects).toContainEqual({ from_url: '/casino', to_url: '/gamehall' });
    expect(fr['prazer-config'].redirects).toContainEqual({ from_url: '/fr/casino', to_url: '/fr/gamehall' });
  });

  it('may be cached a short time and revalidated with its ETag', async () => {
    const first = await get('/nfx/cms-config/en');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/nfx/cms-config/en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/nfx/cms-config/fr')).headers.etag).not.toBe(etag);
    expect((await get('/nfx/cms-config/en', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/nfx/cms-config/fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe((await get('/nfx/cms-config/fr')).headers.etag);
    expect(response.body).toBe('');
  });

  it.each(['de', 'EN', 'en-GB', 'constructor', '%00'])(
    'answers 404 in the error envelope for the locale %s',
    async (locale) => {
      const response = await get(`/nfx/cms-config/${locale}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().error).toMatchObject({
        type: 'MethodNotFoundException',
        code: 'UNKNOWN_LOCALE',
      });
    },
  );

  it('refuses other verbs and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/nfx/cms-config/en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'prazer-config=x',
    });
    expect(response.statusCode).toBe(404);
    expect((await get('/nfx/cms-config/en')).json()).toEqual(SEED_CONTENT_CONFIG.en);
  });

  it("serves the operator's edit, under a new ETag", async () => {
    const before = await get('/nfx/cms-config/fr');
    const edited = {
      ...SEED_CONTENT_CONFIG.fr,
      'prazer-config': { ...SEED_CONTENT_CONFIG.fr['prazer-config'], localeStrategy: 'platform' },
    };
    await t.services.settings.write(contentConfigKey('fr'), edited);
    const after = await get('/nfx/cms-config/fr');
    expect(after.json()['prazer-config'].localeStrategy).toBe('platform');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.services.settings.write(contentConfigKey('fr'), SEED_CONTENT_CONFIG.fr);
  });
});

describe('the seed files', () => {
  it('are complete documents', () => {
    for (const document of Object.values(SEED_CONTENT_CONFIG)) {
      expect(cmsConfigDocumentSchema.safeParse(document).success).toBe(true);
    }
  });

  it('do not overwrite what the operator changed when the seed runs again', async () => {
    const { seedContentConfig } = await import('./content-seed.js');
    const edited = { ...SEED_CONTENT_CONFIG.en, loyalty: { pointsAlias: 'stars' } };
    await t.services.settings.write(contentConfigKey('en'), edited);
    await seedContentConfig(t.services.settings);
    expect(await t.services.settings.read(contentConfigKey('en'))).toEqual(edited);
    await t.services.settings.write(contentConfigKey('en'), SEED_CONTENT_CONFIG.en);
  });
});
