import { formatMessage } from '../../apps/backoffice/app/i18n/format.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { MESSAGES } from '../support/site.js';

// A content operator runs the tournaments (decision 0063): the demo's tournaments, a new one
// (refused first for an end before its start, as the server says), which players then see on
// /tournaments; its leaderboard; then cancelled. The screen passes axe and fits a phone.

test.describe.configure({ timeout: 90_000 });

const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`a content operator creates a tournament that players see, then cancels it (${width} px, ${locale})`, async ({
    page,
  }) => {
    const t = BO_MESSAGES[locale].tournaments;
    const sysname = `e2e-${locale}-${Date.now().toString(36)}`;
    const title = `E2E cup ${locale} ${Date.now().toString(36)}`;
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'content', locale, '/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const table = page.getByTestId('tournaments-table');
    await expect(table.getByText('Weekly House Race')).toBeVisible();
    await expect(page.getByTestId('tournament-leaderboard')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: t.create }).click();
    const dialog = page.getByRole('dialog', { name: t.newTitle });
    await dialog.getByLabel(t.fields.sysname).fill(sysname);
    await dialog.getByLabel(t.fields.titleEn).fill(title);
    await dialog.getByLabel(t.fields.titleFr).fill(title);
    await dialog.getByLabel(t.fields.descriptionEn).fill('Made by the e2e test.');
    await dialog.getByLabel(t.fields.descriptionFr).fill('Créé par le test e2e.');
    const now = Date.now();
    await dialog.getByLabel(t.fields.startsAt).fill(localInput(new Date(now - 60_000)));
    // An end before the start is refused by the server, and the dialog says so.
    await dialog.getByLabel(t.fields.endsAt).fill(localInput(new Date(now - 3_600_000)));
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel(t.fields.endsAt).fill(localInput(new Date(now + 86_400_000)));
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    const row = table.getByRole('row').filter({ hasText: sysname });
    await expect(row).toContainText(t.statuses.active);

    // Players see it at once among the running tournaments.
    const site = await page.context().newPage();
    await site.goto('/tournaments');
    const running = site.getByRole('region', { name: MESSAGES.en.pages.tournaments.running });
    await expect(running.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await site.close();

    await row.getByRole('button', { name: formatMessage(t.cancelLabel, { name: title }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.cancelConfirm }).click();
    await expect(row).toContainText(t.statuses.cancelled);
    await expectNoSideScroll(page);
  });
}
