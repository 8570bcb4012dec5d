import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { localized } from '../support/site.js';

// A content operator edits a content page in the back office (preview, publish) and the player
// site shows the new version; the screens pass axe.

test.describe.configure({ timeout: 120_000 });

// Each locale edits its own page, so that runs in parallel do not race for one version.
const EDITED = { en: 'fairness-explained', fr: 'bonus-terms' } as const;

for (const locale of ['en', 'fr'] as const) {
  test(`a content operator publishes a page and players see it (${locale})`, async ({ page, browser }) => {
    const t = BO_MESSAGES[locale].content;
    const slug = EDITED[locale];
    await operatorLogsIn(page, 'content', locale, '/content');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/backoffice/content/${locale}/${slug}`);
    const stamp = `Edited ${Date.now()}`;
    const body = page.getByLabel(t.body);
    await body.fill(
      `## ${stamp}\n\nA **new** paragraph. <script>window.__pwned = 1</script>\n\n${await body.inputValue()}`,
    );
    await page.getByRole('button', { name: t.preview, exact: true }).click();
    const preview = page.getByTestId('content-preview');
    await expect(preview.getByRole('heading', { level: 2, name: stamp })).toBeVisible();
    await expect(preview).toContainText('<script>');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();

    const player = await browser.newPage();
    await player.goto(localized(`/${slug}`, locale));
    await expect(player.getByRole('heading', { level: 2, name: stamp })).toBeVisible();
    await expect(player.getByTestId('content-article')).toContainText('<script>window.__pwned = 1</script>');
    expect(await player.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await player.close();
  });
}

test('the content screens fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await operatorLogsIn(page, 'admin', 'en', '/content/en/about');
  await expect(page.getByLabel(BO_MESSAGES.en.content.body)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
  await page.goto('/backoffice/content');
  await expect(page.getByTestId('content-table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
});
