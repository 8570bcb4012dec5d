import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { localized } from './support/site.js';

// The first page carries its stylesheets in its HTML (issue 17, decision 0058,
// apps/web/app/rendering/inline-stylesheets.ts): its first paint waits for no CSS file, and once
// the page has hydrated React Router's links take over, so a route's CSS leaves with the route.

const VIEWPORTS = [
  ['en', 1440],
  ['fr', 375],
] as const;

/** What the stylesheets decide for a few elements of the page: equal means styled the same. */
function look(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['body', 'header', 'main', 'main h1', '.gamehall', 'footer'].map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return `${selector}: none`;
      const style = getComputedStyle(element);
      const { display, color, backgroundColor, fontSize, gridTemplateColumns, position } = style;
      // On phones the body makes room for the chat badge, which only scripts add: not compared.
      const padding = selector === 'body' ? '' : style.padding;
      return `${selector}: ${[display, color, backgroundColor, fontSize, padding, gridTemplateColumns, position].join(' | ')}`;
    }),
  );
}

test.describe('the first page comes with its styles', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`it paints styled with no stylesheet file, and the links take over once hydrated (${locale}, ${width} px)`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const hall = localized('/gamehall', locale);
      await page.goto(hall);
      // Hydrated: every link enabled, no inlined copy left, the same look.
      await expect(page.locator('style[data-inlined-href]')).toHaveCount(0);
      const links = page.locator('head link[rel="stylesheet"]');
      expect(await links.count()).toBeGreaterThan(1);
      expect(
        await links.evaluateAll((all) => all.filter((link) => (link as HTMLLinkElement).disabled).length),
      ).toBe(0);
      const styled = await look(page);
      expect(styled.join('\n')).toContain('.gamehall: ');
      expect(styled.join('\n')).not.toContain(': none');

      // The same page with every stylesheet file refused and no script: the HTML alone styles it.
      const bare = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const cssAsked: string[] = [];
      await bare.route('**/*.css', (route) => {
        cssAsked.push(route.request().url());
        return route.abort();
      });
      const htmlOnly = await bare.newPage();
      await htmlOnly.goto(hall);
      expect(await htmlOnly.locator('style[data-inlined-href]').count()).toBeGreaterThan(1);
      expect(await look(htmlOnly)).toEqual(styled);
      expect(cssAsked).toEqual([]);
      await bare.close();

      // A client navigation away takes the hall's stylesheet out of the page.
      const hallSheet = await links.evaluateAll(
        (all) =>
          all.map((link) => link.getAttribute('href') ?? '').find((href) => href.includes('gamehall')) ?? '',
      );
      expect(hallSheet).not.toBe('');
      await page
        .locator(`header a[href="${localized('/', locale)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${localized('/', locale)}$`));
      await expect(
        page.locator(`link[href="${hallSheet}"], style[data-inlined-href="${hallSheet}"]`),
      ).toHaveCount(0);
    });
  }
});
