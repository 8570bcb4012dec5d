import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The checks every page of the suite answers to: axe finds no serious or critical violation of the
// WCAG 2.2 AA rules, and nothing scrolls sideways (a 375 px phone included).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical axe violations on the page, or only inside `scope` (a CSS selector); `[]` when none. */
export function seriousViolations(page: Page, scope?: string) {
  return test.step('axe scans', () => scan(page, scope), { box: true });
}

async function scan(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  // axe's target-size rule counts the sticky header as covering whatever is scrolled under it (a
  // control a player would scroll to): the page is read from its top, then put back where it was.
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await builder.withTags(WCAG_TAGS).analyze();
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** The page is no wider than the viewport. */
export async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Both checks at once: what most walks ask of each page they reach. */
export async function expectAccessibleAndFits(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
}
