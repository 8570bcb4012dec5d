import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized } from './support/site.js';

// axe on the main pages, for a guest and for a player: no serious or critical violation (WCAG 2.2 AA rules).

const PAGES = ['/', '/gamehall', '/providers'] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

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
