import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized } from './support/site.js';

// axe on the main pages, for a guest and for a player: no serious or critical violation (WCAG 2.2 AA rules).

const PAGES = ['/', '/gamehall', '/providers'] as const;

for (const locale of LOCALES) {
  for (const path of PAGES) {
    const url = localized(path, locale);

    test(`${url} has no serious accessibility violation for a guest`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`${url} has no serious accessibility violation for a player`, async ({ page, session }) => {
      await session.logIn();
      await page.goto(url);
      await expect(page.getByRole('banner').getByRole('button', { name: /LuckyDemo/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
