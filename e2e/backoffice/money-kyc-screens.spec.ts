import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// The money, adjustments and verification screens (issue 15 items 2-4) pass axe (WCAG 2.2 AA,
// serious and critical) and fit a 375 px phone; the ledger check reads healthy on the demo data.

// Axe on five screens, after a log-in that may wait for a fresh authenticator step.
test.describe.configure({ timeout: 150_000 });

const t = BO_MESSAGES.en;

for (const width of [1440, 375]) {
  test(`the money, adjustments and verification screens pass axe at ${width} px`, async ({
    page,
    playerApi,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const player = await playerApi.register();
    // Finance holds every permission these screens need, and is less in demand than admin.
    await operatorLogsIn(page, 'finance', 'en', '/money');
    await expect(page.getByTestId('ledger-check')).toHaveText(t.money.healthy);
    await expect(page.getByTestId('daily-report')).toBeVisible();
    expect(await seriousViolations(page), '/money').toEqual([]);
    await expectNoSideScroll(page);

    for (const path of ['/adjustments?status=all', '/kyc?status=all']) {
      await page.goto(`/backoffice${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
      await expectNoSideScroll(page);
    }
    // A verification in the queue (the demo's), and a player's page with the adjustment dialog open.
    await page.getByTestId('kyc-queue').locator('tbody tr a').first().click();
    await expect(page.getByRole('heading', { level: 2, name: t.kyc.documents })).toBeVisible();
    expect(await seriousViolations(page), 'kyc detail').toEqual([]);
    await expectNoSideScroll(page);

    await page.goto(`/backoffice/players/${player.uid}`);
    await page.getByRole('button', { name: t.adjust.button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'adjust dialog').toEqual([]);
  });
}
