import { formatMessage } from '../../apps/backoffice/app/i18n/format.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// A content operator runs the jackpots (decision 0061): the demo jackpots with their ledger pools
// and rounds, a new jackpot, then paused; the screen passes axe and fits a phone.

test.describe.configure({ timeout: 90_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`a content operator creates and pauses a jackpot at ${width} px, in ${locale}`, async ({ page }) => {
    const t = BO_MESSAGES[locale].jackpots;
    const sysname = `e2e-${locale}-${Date.now().toString(36)}`;
    const name = `E2E drop ${locale}`;
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'content', locale, '/jackpots');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const table = page.getByTestId('jackpots-table');
    await expect(table.getByText('Hourly Drop')).toBeVisible();
    await expect(page.getByTestId('jackpot-cycles').getByText(t.secret).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: t.create }).click();
    const dialog = page.getByRole('dialog', { name: t.newTitle });
    await dialog.getByLabel(t.fields.sysname).fill(sysname);
    await dialog.getByLabel(t.fields.nameEn).fill(name);
    await dialog.getByLabel(t.fields.nameFr).fill(name);
    await dialog.getByLabel(t.fields.descriptionEn).fill('Made by the e2e test.');
    await dialog.getByLabel(t.fields.descriptionFr).fill('Créé par le test e2e.');
    await dialog.getByLabel(t.fields.games).fill('e2e-no-such-game');
    // A seed above the drop range is refused by the server, and the dialog says so.
    await dialog.getByLabel(t.fields.seedMinor).fill('20000');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel(t.fields.seedMinor).fill('1000');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    const row = table.getByRole('row').filter({ hasText: sysname });
    await expect(row).toContainText(t.active);

    await row.getByRole('button', { name: formatMessage(t.pauseLabel, { name }) }).click();
    await expect(row).toContainText(t.paused);
    await expectNoSideScroll(page);
  });
}
