import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { money, SANDBOX_BUTTONS } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES, waitForSiteReady } from './support/site.js';

// The bonus engine as a player meets it: the welcome offer taken with a first deposit puts its bonus
// on the bonus balance; Profile → Bonuses shows it with its wagering; removing it (asked first) takes
// the bonus money back; the cashier history's bonuses tab keeps it. English at 1440 px, French at 375.

test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  const width = locale === 'en' ? 1440 : 375;
  test(`a deposit with the welcome offer brings a bonus the player can see and remove (${locale}, ${width} px)`, async ({
    page,
    session,
  }) => {
    const t = MESSAGES[locale];
    const b = t.pages.bonuses;
    const c = t.cashier;
    await page.setViewportSize({ width, height: 900 });
    await session.register();
    const welcome = locale === 'fr' ? /Offre de bienvenue/ : /Welcome offer/;

    await page.goto(localized('/cashier/deposit/ewallet', locale));
    await waitForSiteReady(page);
    await page.getByRole('radio', { name: welcome }).check();
    await page.getByLabel(c.deposit.amount.replace('{currency}', 'EUR')).fill('40');
    await page.getByRole('button', { name: c.deposit.submit, exact: true }).click();
    await page
      .getByRole('dialog', { name: c.confirm.depositTitle })
      .getByRole('button', { name: c.confirm.yesDeposit })
      .click();
    await page.waitForURL(/\/sandbox\/psp\/pay\//);
    await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].success }).click();
    await page.waitForURL(/\/cashier\/paysuccess\//);

    // The grant follows the credited deposit through the outbox: a moment later.
    const card = page
      .getByRole('list', { name: b.listLabel })
      .getByRole('listitem')
      .filter({ hasText: welcome });
    // The header's balance and the page's list are read apart: a grant landing between the two reads
    // shows in the list before the header counts it (seen once in a full run), so one page load must
    // show both.
    const balance = page.getByRole('banner').locator('.balance-badge-amount');
    await expect(async () => {
      await page.goto(localized('/profile/bonuses', locale));
      await expect(card.getByText(b.statuses.active, { exact: true })).toBeVisible({ timeout: 1_000 });
      await expect(balance).toHaveText(money(80, locale), { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByText(money(40, locale), { exact: true })).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);

    await card.getByRole('button', { name: b.remove, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: b.removeTitle });
    await expect(dialog).toContainText(b.removeActiveText);
    await dialog.getByRole('button', { name: b.remove, exact: true }).click();
    await expect(page.getByText(b.removed)).toBeVisible();
    await expect(card.getByText(b.statuses.forfeited, { exact: true })).toBeVisible();
    await expect(balance).toHaveText(money(40, locale));

    await page.goto(`${localized('/cashier/history', locale)}?tab=bonuses`);
    const history = page.getByRole('list', { name: t.pages.history.tabs.bonuses });
    await expect(history.getByRole('listitem').filter({ hasText: welcome })).toContainText(
      b.statuses.forfeited,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
}
