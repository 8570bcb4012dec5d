import type { ContentPage, SportsEvent } from '@jeton/domain';
import type { AuditEntry, ContentPageDetail } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { deliver } from '../jackpots/jackpot-testing.js';
import { makeEvent } from '../sportsbook/sportsbook-testing.js';
import { SITEMAP_MAX_EVENTS } from './content-pages-service.js';

// The content pages end to end through the API: the player site's reads, the back office's edits
// (permission, audit, versions), and the refusals that must write nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
let admin: { id: number; cookie: string };
beforeAll(async () => {
  [content, admin] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'administrator')]);
});

async function playerPage(slug: string, locale: 'en' | 'fr' = 'en') {
  return dataOf<ContentPage | null>(await callApi(t.app, 'GET', 'content/getPage', { slug, locale }));
}

async function edited(slug: string, locale: 'en' | 'fr') {
  return dataOf<ContentPageDetail>(
    await callBackoffice(t, 'content/get', { slug, locale }, { cookie: content.cookie }),
  );
}

function saveInput(page: ContentPageDetail, changes: Record<string, unknown>) {
  return {
    slug: page.slug,
    locale: page.locale,
    title: page.title,
    description: page.description,
    body: page.body,
    robots: page.robots,
    ogImage: page.ogImage,
    baseVersion: page.version,
    ...changes,
  };
}

describe('content/getPage', () => {
  it('serves every seeded page in both locales, its Markdown as HTML', async () => {
    const about = await playerPage('about');
    expect(about).toMatchObject({ slug: 'about', locale: 'en', title: 'About Jeton', robots: 'index' });
    expect(about!.html).toContain('<h2>What we offer</h2>');
    const fr = await playerPage('bonus-terms', 'fr');
    expect(fr!.title).toBe('Conditions des bonus');
    expect(fr!.html).toContain('<table>');
  });

  it('refuses a slug that is not a content page, with a 400 and no page', async () => {
    expectRefusal((await callApi(t.app, 'GET', 'content/getPage', { slug: '../etc/passwd' })).response);
  });
});

describe('content/save', () => {
  it('publishes the next version; players get it with script and handlers stripped; one audit entry', async () => {
    const page = await edited('privacy', 'fr');
    const hostile =
      '## Nouveau\n\n<script>alert(1)</script>\n\n[piège](javascript:alert(2)) <img src=x onerror=alert(3)>';
    const saved = dataOf<{ version: number }>(
      await callBackoffice(
        t,
        'content/save',
        saveInput(page, { body: hostile, robots: 'noindex', title: '  Confidentialité  ' }),
        { cookie: content.cookie },
      ),
    );
    expect(saved.version).toBe(page.version + 1);

    const served = await playerPage('privacy', 'fr');
    expect(served).toMatchObject({ version: saved.version, robots: 'noindex', title: 'Confidentialité' });
    expect(served!.html).toContain('<h2>Nouveau</h2>');
    // The tags come out as visible text; no element, handler or javascript: link is left.
    expect(served!.html).not.toMatch(/<script|<img|href="javascript:|<[^>]*\son\w+=/i);
    // The other locale is untouched.
    expect((await playerPage('privacy', 'en'))!.title).toBe('Privacy policy');

    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'content_page', targetId: 'fr/privacy' },
        { cookie: admin.cookie },
      ),
    );
    expect(audit.items[0]).toMatchObject({
      operatorId: content.id,
      action: 'content.save',
      before: { version: page.version },
      after: { version: saved.version, robots: 'noindex' },
    });
  });

  it('refuses a save based on an older version (409) and writes nothing', async () => {
    const page = await edited('terms', 'en');
    const before = await databaseState(t.database.db);
    const stale = await callBackoffice(
      t,
      'content/save',
      saveInput(page, { baseVersion: page.version - 1 }),
      {
        cookie: content.cookie,
      },
    );
    expect(errorOf(stale, 'InvalidRequestException', 409).code).toBe('CONTENT_VERSION_CONFLICT');
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('refuses oversized and hostile fields with a 4xx and writes nothing', async () => {
    const page = await edited('about', 'en');
    const before = await databaseState(t.database.db);
    const refused = [
      { body: 'x'.repeat(30_001) },
      { title: 't'.repeat(121) },
      { title: '   ' },
      { body: '' },
      { ogImage: 'javascript:alert(1)' },
      { ogImage: 'http://insecure.example/a.png' },
      { ogImage: '/a.png" onload="x' },
      { robots: 'all' },
      { slug: 'support' },
      { locale: 'de' },
      { extra: 'field' },
    ];
    for (const changes of refused) {
      const result = await callBackoffice(t, 'content/save', saveInput(page, changes), {
        cookie: content.cookie,
      });
      expect(result.status, JSON.stringify(changes)).toBeGreaterThanOrEqual(400);
      expect(result.status, JSON.stringify(changes)).toBeLessThan(500);
    }
    const huge = await callBackoffice(t, 'content/save', saveInput(page, { body: 'y'.repeat(70_000) }), {
      cookie: content.cookie,
    });
    expect(huge.status).toBe(413);
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('content/preview', () => {
  it("renders with the players' renderer and writes nothing", async () => {
    const before = await databaseState(t.database.db);
    const preview = dataOf<{ html: string }>(
      await callBackoffice(
        t,
        'content/preview',
        { body: '**bold** <b onclick="x">raw</b>' },
        { cookie: content.cookie },
      ),
    );
    expect(preview.html).toContain('<strong>bold</strong> &lt;b onclick=');
    expect(preview.html).not.toMatch(/<b\s/);
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('robots rules', () => {
  it("saves the operator's paths, serves them to the site, audits the change", async () => {
    const saved = dataOf<{ disallow: string[] }>(
      await callBackoffice(
        t,
        'content/saveRobots',
        { disallow: ['/promo-2025', '/promo-2025'] },
        {
          cookie: content.cookie,
        },
      ),
    );
    expect(saved.disallow).toEqual(['/promo-2025']);
    expect(dataOf(await callApi(t.app, 'GET', 'content/getRobots', {}))).toEqual({
      disallow: ['/promo-2025'],
    });
    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(t, 'audit/search', { action: 'content.robots' }, { cookie: admin.cookie }),
    );
    expect(audit.items[0]).toMatchObject({ before: { disallow: [] }, after: { disallow: ['/promo-2025'] } });
  });

  it('refuses a rule that is not one path (a line break would add rules) and writes nothing', async () => {
    const before = await databaseState(t.database.db);
    for (const rule of ['/a\nAllow: /', 'no-slash', '/with space', `/${'x'.repeat(200)}`]) {
      const result = await callBackoffice(
        t,
        'content/saveRobots',
        { disallow: [rule] },
        { cookie: content.cookie },
      );
      errorOf(result, 'InvalidParameterException', 400);
    }
    const many = Array.from({ length: 51 }, (_, i) => `/p${i}`);
    errorOf(
      await callBackoffice(t, 'content/saveRobots', { disallow: many }, { cookie: content.cookie }),
      'InvalidParameterException',
      400,
    );
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

describe('content.manage', () => {
  it('is refused to finance and support, for reads and changes alike, writing nothing', async () => {
    const page = await edited('about', 'fr');
    const before = await databaseState(t.database.db);
    for (const role of ['finance', 'support'] as const) {
      const { cookie } = await operatorSession(t, role);
      const after = await databaseState(t.database.db);
      for (const [method, input] of [
        ['content/list', {}],
        ['content/get', { slug: 'about', locale: 'fr' }],
        ['content/save', saveInput(page, { title: 'Pris' })],
        ['content/saveRobots', { disallow: ['/x'] }],
      ] as const) {
        const refused = await callBackoffice(t, method, input, { cookie });
        expect(errorOf(refused, 'AccessDeniedException', 403).code).toBe('PERMISSION_REQUIRED');
      }
      // Log-in itself writes a session and an audit entry; the refused calls add nothing to that.
      expect(await databaseState(t.database.db)).toEqual(after);
    }
    expect((await playerPage('about', 'fr'))!.version).toBe(page.version);
    expect(before).toBeDefined();
  });
});

describe('content/getSitemap', () => {
  it('lists every published page per locale and the open games', async () => {
    const sitemap = dataOf<{ pages: { slug: string; locale: string }[]; games: { sysname: string }[] }>(
      await callApi(t.app, 'GET', 'content/getSitemap', {}),
    );
    expect(sitemap.pages).toHaveLength(12);
    expect(sitemap.pages).toContainEqual(
      expect.objectContaining({ slug: 'fairness-explained', locale: 'fr' }),
    );
    expect(sitemap.games.length).toBeGreaterThan(0);
  });

  it('lists the sports events open for betting, upcoming and in play, and not those that are over', async () => {
    const sitemapEvents = async () =>
      dataOf<{ events: { id: number }[] }>(await callApi(t.app, 'GET', 'content/getSitemap', {})).events.map(
        (event) => event.id,
      );
    const { event: upcoming } = await makeEvent(t);
    const { event: live, fixture } = await makeEvent(t, { startsInMs: 0 });
    const feed = t.services.sportsbookFeed;
    await feed.send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'live',
      score: { home: 0, away: 0 },
    });
    await deliver(t);
    const listed = await sitemapEvents();
    expect(listed).toEqual(expect.arrayContaining([upcoming.id, live.id]));
    // The same events as the book's list, which shows what is open for betting.
    const book = dataOf<{ events: SportsEvent[]; total: number }>(
      await callApi(t.app, 'GET', 'sportsbook/get', { count: 100 }),
    );
    expect(new Set(listed)).toEqual(new Set(book.events.map((event) => event.id)));
    expect(listed.length).toBeLessThanOrEqual(SITEMAP_MAX_EVENTS);

    await feed.send('event_status', {
      eventFeedId: fixture.feedId,
      status: 'finished',
      score: { home: 1, away: 0 },
    });
    await deliver(t);
    const after = await sitemapEvents();
    expect(after).toContain(upcoming.id);
    expect(after).not.toContain(live.id);
  });
});
