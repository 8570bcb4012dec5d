import { BO_MESSAGES, callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { LOCALES } from '../support/site.js';

// A manual balance adjustment above the threshold (issue 15, decision 0048): finance asks for it,
// cannot approve its own request, a support operator is offered no approval and is refused by the
// server, and an administrator's approval shows in the player's balance; in English and French.

// Three log-ins, each of which may wait for a fresh authenticator step.
test.describe.configure({ timeout: 150_000 });

for (const locale of LOCALES) {
  const t = BO_MESSAGES[locale];

  test(`an adjustment asked by one operator and approved by another reaches the balance, in ${locale}`, async ({
    page,
    browser,
    baseURL,
    clientIp,
    playerApi,
  }) => {
    const player = await playerApi.register();
    const fill = (template: string, values: Record<string, string | number>) =>
      template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

    // Finance asks for 600 EUR (above the 500 EUR threshold): it waits for approval.
    await operatorLogsIn(page, 'finance', locale, `/players/${player.uid}`);
    await page.getByRole('button', { name: t.adjust.button }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.adjust.title, { id: player.uid }) });
    await dialog
      .getByLabel(fill(t.adjust.amount, { currency: 'EUR' }))
      .fill(locale === 'fr' ? '600,00' : '600.00');
    await dialog.getByLabel(t.player.reason).fill('Compensation for a lost deposit');
    await dialog.getByRole('button', { name: t.adjust.submit }).click();
    await expect(page.getByRole('status')).toContainText(t.adjust.requested);
    const rows = page.getByTestId('adjustments').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(t.codes.adjustments.pending);

    // The operator who asked cannot approve: the dialog says why and nothing changes.
    await rows.getByRole('button', { name: t.adjust.approve }).click();
    const selfApproval = page.getByRole('dialog');
    await selfApproval.getByRole('button', { name: t.adjust.approve }).click();
    await expect(selfApproval.getByRole('alert')).toHaveText(t.adjust.sameOperator);
    await page.keyboard.press('Escape');

    // Support sees the request but no approval, and the server refuses one.
    const supportContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    const supportPage = await supportContext.newPage();
    await operatorLogsIn(supportPage, 'support', locale, `/players/${player.uid}`);
    await expect(supportPage.getByTestId('adjustments').locator('tbody tr')).toContainText(
      t.codes.adjustments.pending,
    );
    await expect(supportPage.getByRole('button', { name: t.adjust.approve })).toHaveCount(0);
    const [pending] = (
      (await (
        await callBackoffice(supportPage.request, 'adjustments/list', { playerId: player.uid })
      ).json()) as {
        data: { items: { id: number }[] };
      }
    ).data.items;
    const refused = await callBackoffice(supportPage.request, 'adjustments/approve', { id: pending!.id });
    expect(refused.status()).toBe(403);
    await supportContext.close();

    // An administrator approves it from the queue; the player's page shows the new balance.
    const adminContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    const adminPage = await adminContext.newPage();
    await operatorLogsIn(adminPage, 'admin', locale, '/adjustments');
    const queued = adminPage.getByTestId('adjustments').locator('tbody tr', { hasText: player.login });
    await queued.getByRole('button', { name: t.adjust.approve }).click();
    await adminPage
      .getByRole('dialog', { name: fill(t.adjust.approveTitle, { id: pending!.id }) })
      .getByRole('button', { name: t.adjust.approve })
      .click();
    await expect(adminPage.getByRole('status')).toContainText(fill(t.adjust.approved, { id: pending!.id }));
    await adminContext.close();

    await page.reload();
    await expect(rows).toContainText(t.codes.adjustments.applied);
    const balance = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency: 'EUR',
    }).format(600);
    await expect(page.locator('.balances')).toContainText(t.codes.balances.main);
    await expect(page.locator('.balances')).toContainText(balance);
  });
}
