import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// Issue 13: a site with sandbox providers says so on every page, and the developer outbox (which
// holds password-reset links) answers only this machine, never a request that came through a proxy.

const PAGES = [
  { layout: 'default', path: '/gamehall' },
  { layout: 'empty', path: '/forms/sign_in' },
  { layout: 'game', path: '/game/jeton-european-roulette' },
];

for (const width of [1440, 375]) {
  for (const locale of LOCALES) {
    test(`the demo band on every layout (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const { layout, path } of PAGES) {
        await page.goto(localized(path, locale));
        const band = page.getByRole('note').filter({ hasText: MESSAGES[locale].common.demoBand });
        await expect(band, layout).toBeVisible();
        // In the flow of the page, above everything else, and within the screen's width.
        const box = (await band.boundingBox())!;
        expect(box.y, layout).toBeLessThanOrEqual(1);
        expect(box.x + box.width, layout).toBeLessThanOrEqual(width);
        const main = (await page.locator('main').boundingBox())!;
        expect(main.y, layout).toBeGreaterThanOrEqual(box.y + box.height - 1);
      }
    });
  }
}

test('the developer outbox is not served to a request forwarded by a proxy', async ({ request }) => {
  // This test's requests carry X-Forwarded-For (the fixtures' client address), as a proxy's would.
  for (const path of ['/dev/outbox', '/dev/outbox.json']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('Outbox');
  }
});
