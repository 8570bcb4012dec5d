import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { PLAYER_PATHS, PUBLIC_PATHS } from './support/routes.js';
import { LOCALES, localized } from './support/site.js';

// axe (WCAG 2.2 AA rules) on every route of apps/web/app/routes.ts, in English or French (issue 17):
// the public pages as a guest, the player's pages as the logged-in demo player, and the main
// public pages as the player too (the header and popups differ). No serious or critical violation,
// and no message placeholder shown as written.

/** Routes of routes.ts beyond the spec's lists in support/routes.ts. */
const MORE_PUBLIC_PATHS = ['/fairness', '/no-such-page'];

/** Public pages whose chrome changes for a player. */
const PLAYER_CHROME_PATHS = ['/', '/gamehall', '/providers'];

function localizedWithQuery(path: string, locale: 'en' | 'fr'): string {
  const [pathname = '/', query] = path.split('?');
  return localized(pathname, locale) + (query ? `?${query}` : '');
}

/** A message placeholder left unfilled in the page's text, such as `{max, number}` or `{count}`. */
const UNFILLED_PLACEHOLDER = /\{[a-z]\w*(\s*,\s*(number|plural|select)[^}]*)?\}/gi;

/**
 * Every page's serious violations, by URL, and the message placeholders it shows unfilled (a
 * player would read them as written); pages with neither are left out.
 */
async function violationsOn(page: Page, paths: readonly string[], locale: 'en' | 'fr') {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>> | string[]> = {};
  for (const path of paths) {
    const url = localizedWithQuery(path, locale);
    await page.goto(url);
    // Hydrated and settled: the main landmark is there and the late parts (frames, lists) loaded.
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[url] = violations;
    // biome-ignore lint/performance/useDomNodeTextContent: what the player reads, not the scripts' text.
    const unfilled = (await page.locator('body').innerText()).match(UNFILLED_PLACEHOLDER);
    if (unfilled) found[`${url}: unfilled texts`] = unfilled;
  }
  return found;
}

/** Pages per test: a walk of every route in one test outlasts its time limit on a busy machine. */
const PAGES_PER_TEST = 8;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += PAGES_PER_TEST) {
    out.push(list.slice(start, start + PAGES_PER_TEST));
  }
  return out;
}

const GUEST_WALKS = chunks([...PUBLIC_PATHS, ...MORE_PUBLIC_PATHS]);
const PLAYER_WALKS = chunks([...PLAYER_PATHS, ...PLAYER_CHROME_PATHS]);

/**
 * Each route is checked once, the walks taking turns between English and French: a route's markup
 * and landmarks are the same in both, and both locales' chrome and texts are still covered.
 */
const localeOf = (index: number) => LOCALES[index % LOCALES.length]!;

test.describe('accessibility', () => {
  // Each walks several pages one after the other.
  test.describe.configure({ timeout: 180_000 });

  for (const [index, paths] of GUEST_WALKS.entries()) {
    const locale = localeOf(index);
    test(`public pages, for a guest, in ${locale} (${index + 1}/${GUEST_WALKS.length}: ${paths[0]} …)`, async ({
      page,
    }) => {
      expect(await violationsOn(page, paths, locale)).toEqual({});
    });
  }

  for (const [index, paths] of PLAYER_WALKS.entries()) {
    const locale = localeOf(index + 1);
    test(`player's pages and the main public ones, for the player, in ${locale} (${index + 1}/${PLAYER_WALKS.length}: ${paths[0]} …)`, async ({
      page,
      session,
    }) => {
      await session.logIn();
      expect(await violationsOn(page, paths, locale)).toEqual({});
    });
  }
});
