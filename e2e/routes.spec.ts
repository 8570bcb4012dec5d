import { expect, test } from './support/fixtures.js';
import { PLAYER_PATHS, PLAYER_REDIRECTS, PUBLIC_PATHS } from './support/routes.js';
import { LOCALES, localized } from './support/site.js';

// Every route of spec section 2 answers, in both locales, as a guest and as the logged-in demo
// player. Requests go through the page's context, so they carry its cookies and follow redirects.

/** The path and query a response ended on, after any redirects. */
function landedOn(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** A path with its query, localized: `/gamehall?x=1` → `/fr/gamehall?x=1`. */
function localizedWithQuery(path: string, locale: 'en' | 'fr'): string {
  const [pathname = '/', query] = path.split('?');
  return localized(pathname, locale) + (query ? `?${query}` : '');
}

for (const locale of LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    // These walk every route one after the other: give them the time of a slow machine.
    test.describe.configure({ timeout: 90_000 });

    test('a guest opens every public page', async ({ page }) => {
      for (const path of PUBLIC_PATHS) {
        const url = localizedWithQuery(path, locale);
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(landedOn(response.url()), url).toBe(url);
      }
    });

    test("a guest is sent home from a player's page, with redirectUrl", async ({ page }) => {
      for (const path of [...PLAYER_PATHS, ...PLAYER_REDIRECTS.map((r) => r.from)]) {
        const url = localizedWithQuery(path, locale);
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(302);
        const target = new URL(response.headers().location ?? '', 'http://site');
        expect(target.pathname, url).toBe(localized('/', locale));
        expect(target.searchParams.get('redirectUrl'), url).toBe(url);
      }
    });

    test('the demo player opens every public and player page', async ({ page, session }) => {
      await session.logIn();
      for (const path of [...PUBLIC_PATHS, ...PLAYER_PATHS]) {
        const url = localizedWithQuery(path, locale);
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(landedOn(response.url()), url).toBe(url);
      }
    });

    test("the section roots open the player's first tab", async ({ page, session }) => {
      await session.logIn();
      for (const { from, to } of PLAYER_REDIRECTS) {
        const response = await page.request.get(localized(from, locale), { maxRedirects: 0 });
        expect(response.status(), from).toBe(302);
        expect(response.headers().location, from).toBe(localized(to, locale));
      }
      // In the browser too: the player lands on the deposit tab.
      await page.goto(localized('/cashier', locale));
      await expect(page).toHaveURL(localized('/cashier/deposit', locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
