import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { LOCALES, localized, MESSAGES } from '../support/site.js';

// An administrator puts the site in maintenance from the back office's settings and takes it out
// (issue 15 item 5): every visitor sees the maintenance page meanwhile; the change is in the audit log.

test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ admin }) => {
  await admin.resetGeneralInfo();
});

for (const locale of LOCALES) {
  const t = BO_MESSAGES[locale];
  const site = MESSAGES[locale];

  test(`an administrator switches maintenance on and off, in ${locale}`, async ({ page }) => {
    await operatorLogsIn(page, 'admin', locale, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: t.settings.title })).toBeVisible();
    await expect(page.getByTestId('domain-state')).toHaveText(t.settings.domainStates.active);

    await page.getByRole('button', { name: t.settings.startMaintenance }).click();
    const dialog = page.getByRole('dialog', { name: t.settings.startMaintenanceTitle });
    await dialog.getByRole('button', { name: t.settings.startMaintenance }).click();
    await expect(page.getByText(t.settings.maintenanceStarted)).toBeVisible();
    await expect(page.getByTestId('domain-state')).toHaveText(t.settings.domainStates.maintenance);

    const visitor = await page.context().newPage();
    const closed = await visitor.goto(localized('/gamehall', locale));
    expect(closed?.status()).toBe(503);
    await expect(
      visitor.getByRole('heading', { level: 1, name: site.system.maintenance.heading }),
    ).toBeVisible();

    await page.getByRole('button', { name: t.settings.endMaintenance }).click();
    await page
      .getByRole('dialog', { name: t.settings.endMaintenanceTitle })
      .getByRole('button', { name: t.settings.endMaintenance })
      .click();
    await expect(page.getByText(t.settings.maintenanceEnded)).toBeVisible();
    const open = await visitor.goto(localized('/gamehall', locale));
    expect(open?.status()).toBe(200);
    await visitor.close();

    // Both changes are in the audit log, with the state before and after.
    await page.goto('/backoffice/audit?action=settings.general_info');
    await expect(page.getByRole('main')).toContainText(t.audit.actions['settings.general_info']);
  });
}
