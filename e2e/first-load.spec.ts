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
    test(`it paints styled with no stylesheet file, and a route's styles leave with the route (${locale}, ${width} px)`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const hall = localized('/gamehall', locale);
      const home = localized('/', locale);

      // With every stylesheet file refused and no script, the HTML alone styles the page.
      const bare = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const cssRefused: string[] = [];
      await bare.route('**/*.css', (route) => {
        cssRefused.push(route.request().url());
        return route.abort();
      });
      const htmlOnly = await bare.newPage();
      await htmlOnly.goto(hall);
      const inlined = await htmlOnly
        .locator('style[data-inlined-href]')
        .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-inlined-href') ?? ''));
      const hallSheet = inlined.find((href) => href.includes('gamehall')) ?? '';
      expect(hallSheet).not.toBe('');
      const styled = await look(htmlOnly);
      expect(styled.join('\n')).toContain('.gamehall: ');
      expect(styled.join('\n')).not.toContain(': none');
      expect(cssRefused).toEqual([]);
      await bare.close();

      // The hydrated page looks the same and fetched none of its routes' files its HTML holds. (A
      // `#` href is CSS that lazy modules share: Vite links it again when one of them loads.)
      const cssFetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') cssFetched.push(new URL(request.url()).pathname);
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(hall);
      expect(await look(page)).toEqual(styled);
      const routeSheets = inlined.filter((href) => !href.endsWith('#'));
      expect(routeSheets.length).toBeGreaterThan(0);
      expect(cssFetched.filter((path) => routeSheets.includes(path))).toEqual([]);

      // A client navigation away takes the hall's styles out of the page, link and inlined copy.
      await page.locator(`a[href="${home}"]`).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(
        page.locator(`link[href="${hallSheet}"], style[data-inlined-href="${hallSheet}"]`),
      ).toHaveCount(0);

      // Back in the hall, its link loads the file and the page looks as it did.
      await page.locator(`a[href="${hall}"]`).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${hall}$`));
      await expect(page.locator(`link[rel="stylesheet"][href="${hallSheet}"]:not([disabled])`)).toHaveCount(
        1,
      );
      expect(cssFetched).toContain(hallSheet);
      await expect.poll(() => look(page)).toEqual(styled);
    });
  }
});
