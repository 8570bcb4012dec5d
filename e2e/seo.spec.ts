import { expect, test } from './support/fixtures.js';
import { PLAYER_PATHS, PUBLIC_PATHS } from './support/routes.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// What crawlers read in the server-rendered head (spec section 2): the page's language, a title,
// the canonical address (with `platform` for game paths) and the hreflang alternates.

/** The canonical path of a bare path: `platform` goes before a `game` segment. */
function canonicalOf(barePath: string): string {
  return barePath.split('/').includes('game') ? `/platform${barePath}` : barePath;
}

for (const locale of LOCALES) {
  test.describe(`head of every page in ${locale}`, () => {
    // The server's HTML alone, as a crawler gets it.
    test.use({ javaScriptEnabled: false });

    test('a guest page has its lang, title, canonical and hreflang links', async ({ page, baseURL }) => {
      test.slow(); // every public page, one after the other
      for (const path of PUBLIC_PATHS) {
        const bare = path.split('?')[0] ?? '/';
        const url = localized(bare, locale);
        await page.goto(url);
        await expect(page.locator('html'), url).toHaveAttribute('lang', locale);
        expect(await page.title(), url).toMatch(/\S/);
        expect(await page.title(), url).toContain('Jeton');
        await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
          'href',
          baseURL + localized(canonicalOf(bare), locale),
        );
        const alternates = { en: bare, fr: localized(bare, 'fr'), 'x-default': bare };
        for (const [hreflang, target] of Object.entries(alternates)) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`), url).toHaveAttribute(
            'href',
            `${baseURL}${target}`,
          );
        }
      }
    });

    test('titles are in the page language', async ({ page }) => {
      const t = MESSAGES[locale];
      await page.goto(localized('/', locale));
      await expect(page).toHaveTitle(t.meta.defaultTitle);
      await page.goto(localized('/gamehall', locale));
      await expect(page).toHaveTitle(`${t.gamehall.title} | Jeton`);
    });

    test('pages robots.txt disallows say noindex, follow; others do not', async ({ page, session }) => {
      await session.logIn();
      for (const path of [
        '/cashier/deposit',
        '/profile/settings',
        '/confirmation',
        '/forms/sign_in',
        '/_icons',
      ]) {
        await page.goto(localized(path, locale));
        await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, follow');
      }
      for (const path of ['/', '/gamehall', '/promotions']) {
        await page.goto(localized(path, locale));
        await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
      }
    });
  });
}

test('robots.txt disallows the player and internal sections in both locales', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const section of ['/cashier', '/profile', '/bets', '/responsible-game']) {
    expect(lines).toContain(`Disallow: ${section}`);
    expect(lines).toContain(`Disallow: /fr${section}`);
  }
  // Every player page is covered by a rule.
  const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
  for (const path of PLAYER_PATHS)
    expect(
      rules.some((rule) => path.startsWith(rule)),
      path,
    ).toBe(true);
  expect(rules.some((rule) => '/gamehall'.startsWith(rule))).toBe(false);
});

test('the title and canonical follow a client-side navigation', async ({ page, baseURL }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: MESSAGES.en.header.mainNav })
    .getByRole('link', { name: MESSAGES.en.nav.promotions })
    .click();
  await expect(page).toHaveURL('/promotions');
  await expect(page).toHaveTitle(`${MESSAGES.en.pages.promotions.title} | Jeton`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/promotions`);
});
