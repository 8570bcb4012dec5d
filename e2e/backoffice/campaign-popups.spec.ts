import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// A content operator creates a campaign popup (issue 15 item 5, "banners and popups"): the form
// checks the contract's rules in the operator's language, the list shows the new popup, and the
// screen passes axe and fits a phone.

test.describe.configure({ timeout: 90_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`a content operator creates a campaign popup at ${width} px, in ${locale}`, async ({ page }) => {
    const t = BO_MESSAGES[locale];
    const sysname = `e2e-${locale}-${Date.now().toString(36)}`;
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'content', locale, '/popups');
    await expect(page.getByRole('heading', { level: 1, name: t.popups.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: t.popups.create }).click();
    const dialog = page.getByRole('dialog', { name: t.popups.newTitle });
    await expect(dialog.getByLabel(t.popups.sysname)).toBeFocused();
    await dialog.getByLabel(t.popups.sysname).fill(sysname);
    await dialog.getByLabel(t.popups.columns.locale).selectOption(locale);
    await dialog.getByLabel(t.popups.columns.title).fill('Winter race');
    await dialog.getByLabel(t.popups.text).fill('Three weeks of challenges.');
    // A button label without its address is refused before any call.
    await dialog.getByLabel(t.popups.buttonLabel).fill('Join');
    await dialog.getByRole('button', { name: t.popups.save }).click();
    await expect(dialog.locator('.field-error')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel(t.popups.buttonUrl).fill('/promotions');
    await dialog.getByRole('button', { name: t.popups.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('popups-table').getByText(sysname)).toBeVisible();
  });
}
