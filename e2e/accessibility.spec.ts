import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { PLAYER_PATHS, PUBLIC_PATHS } from './support/routes.js';
import { LOCALES, localized } from './support/site.js';

// axe (WCAG 2.2 AA rules) on every route of apps/web/app/routes.ts, in both locales (issue 17):
// the public pages as a guest, the player's pages as the logged-in demo player, and the main
// public pages as the player too (the header and popups differ). No serious or critical violation.

/** Routes of routes.ts beyond the spec's lists in support/routes.ts. */
const MORE_PUBLIC_PATHS = ['/fairness', '/no-such-page'];

/** Public pages whose chrome changes for a player. */
const PLAYER_CHROME_PATHS = ['/', '/gamehall', '/providers'];

function localizedWithQuery(path: string, locale: 'en' | 'fr'): string {
  const [pathname = '/', query] = path.split('?');
  return localized(pathname, locale) + (query ? `?${query}` : '');
}

/** Every page's serious violations, by URL; pages with none are left out. */
async function violationsOn(page: Page, paths: readonly string[], locale: 'en' | 'fr') {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const path of paths) {
    const url = localizedWithQuery(path, locale);
    await page.goto(url);
    // Hydrated and settled: the main landmark is there and the late parts (frames, lists) loaded.
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[url] = violations;
  }
  return found;
}

for (const locale of LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    // Each walks many pages one after the other.
    test.describe.configure({ timeout: 180_000 });

    test('every public page, for a guest', async ({ page }) => {
      expect(await violationsOn(page, [...PUBLIC_PATHS, ...MORE_PUBLIC_PATHS], locale)).toEqual({});
    });

    test("every player's page, and the main public ones, for the player", async ({ page, session }) => {
      await session.logIn();
      expect(await violationsOn(page, [...PLAYER_PATHS, ...PLAYER_CHROME_PATHS], locale)).toEqual({});
    });
  });
}
