import { SEO_SETTINGS_LIMITS } from '@jeton/domain';
import type { AuditEntry, SettingsView } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

// The settings-seo section of the content configuration: the custom code slots and the domain SEO
// entries. Only an administrator (settings.manage) sets them, audited; anything unbounded or that
// the site could not render safely is refused and changes nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let admin: { id: number; cookie: string };
let content: { id: number; cookie: string };
beforeAll(async () => {
  admin = await operatorSession(t, 'administrator');
  content = await operatorSession(t, 'content');
});

type Document = Record<string, Record<string, unknown>>;
const currentDocument = async (): Promise<Document> => {
  const view = dataOf<SettingsView>(await callBackoffice(t, 'settings/get', {}, { cookie: admin.cookie }));
  return JSON.parse(view.contentConfig.en) as Document;
};
const withSeo = (document: Document, seo: Record<string, unknown>) =>
  JSON.stringify({ ...document, 'settings-seo': { ...document['settings-seo'], ...seo } });
const save = (document: string, cookie = admin.cookie) =>
  callBackoffice(t, 'settings/updateContentConfig', { locale: 'en', document }, { cookie });

const code = { isEnabled: true, position: 'head', code: '<script>window.tagManager = 1;</script>' };
const domain = { host: 'jeton.example', meta: [{ name: 'google-site-verification', content: 'abc' }] };

describe('settings-seo: custom code and domain SEO', () => {
  it('an administrator sets them, the site is served them, and the change is audited', async () => {
    const document = await currentDocument();
    dataOf(await save(withSeo(document, { customCode: [code], domains: [domain] })));
    const served = (await t.app.inject({ method: 'GET', url: '/nfx/cms-config/en' })).json();
    expect(served['settings-seo'].customCode).toEqual([code]);
    expect(served['settings-seo'].domains).toEqual([domain]);
    // The favicon the section already held is kept.
    expect(served['settings-seo'].favicon).toEqual(document['settings-seo']?.favicon);
    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'settings', targetId: 'cms_config:en' },
        { cookie: admin.cookie },
      ),
    ).items;
    expect(audit[0]?.action).toBe('settings.content_config');
    expect(JSON.stringify(audit[0]?.after)).toContain('tagManager');
  });

  it('refuses an operator without settings.manage', async () => {
    const document = await currentDocument();
    const before = await databaseState(t.database.db);
    errorOf(
      await save(withSeo(document, { customCode: [code] }), content.cookie),
      'AccessDeniedException',
      403,
    );
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('refuses oversized or hostile entries and writes nothing', async () => {
    const document = await currentDocument();
    const before = await databaseState(t.database.db);
    const tooLong = { ...code, code: 'x'.repeat(SEO_SETTINGS_LIMITS.customCodeChars + 1) };
    const hostile = [
      { customCode: [tooLong] },
      { customCode: Array.from({ length: SEO_SETTINGS_LIMITS.customCodeEntries + 1 }, () => code) },
      { customCode: [{ ...code, position: 'footer' }] },
      { customCode: [{ ...code, isEnabled: 'yes' }] },
      { customCode: 'script' },
      { domains: [{ host: 'evil.example/"><script>', meta: [] }] },
      { domains: [{ host: 'Jeton.Example', meta: [] }] },
      { domains: [{ ...domain, meta: [{ name: 'x" onload="alert(1)', content: 'c' }] }] },
      {
        domains: [
          { ...domain, meta: [{ name: 'n', content: 'c'.repeat(SEO_SETTINGS_LIMITS.metaContentChars + 1) }] },
        ],
      },
    ];
    for (const seo of hostile) {
      const refused = await save(withSeo(document, seo));
      expect(errorOf(refused, 'InvalidParameterException', 400).code).toBe('INVALID_CONTENT_CONFIG');
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});
