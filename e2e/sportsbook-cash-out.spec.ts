import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectAccessibleAndFits } from './support/axe.js';
import { depositThroughSandbox, money } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS } from './support/site.js';

// Cash-out (decision 0074): a new player bets 2.00 on an upcoming match (the sandbox keeps its
// price still), finds the offer in My bets (2.00 × 0.95 = 1.90), confirms it, and sees the header's
// balance rise and the bet "Cashed out" (in English on a desktop, in French on a 375 px phone).

test.describe.configure({ timeout: 90_000 });

for (const screen of SCREENS) {
  const { locale } = screen;
  const t = MESSAGES[locale].pages.betting;

  test(`a player bets, cashes the bet out and sees the balance and "Cashed out" (${locale}, ${screen.name})`, async ({
    page,
    session,
  }) => {
    await page.setViewportSize(screen.size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await session.register();
    await depositThroughSandbox(page.request, 20);
    await page.goto(localized('/betting', locale));
    const balance = page.getByRole('banner').locator('.balance-badge-amount');
    await expect(balance).toHaveText(money(20, locale));
    const event = page.getByRole('region', { name: t.upcoming }).getByRole('listitem').first();
    await event.getByRole('button').first().click();
    const slip = page.getByRole('complementary', { name: t.slip.title });
    await slip.getByLabel(formatMessage(t.slip.stake, { currency: 'EUR' }, locale)).fill('2');
    await slip.getByRole('button', { name: t.slip.place }).click();
    await slip
      .getByRole('region', { name: t.slip.confirmTitle })
      .getByRole('button', { name: t.slip.confirm })
      .click();
    await expect(slip.getByRole('status')).toHaveText(t.slip.placed);
    await expect(balance).toHaveText(money(18, locale));
    const close = slip.getByRole('button', { name: t.slip.close });
    if (await close.isVisible()) await close.click();

    await page
      .getByRole('navigation', { name: t.tabsLabel })
      .getByRole('link', { name: t.tabMyBets })
      .click();
    const bet = page.getByRole('region', { name: t.myBets.title }).getByRole('listitem').first();
    const cashOut = formatMessage(t.myBets.cashOut, { amount: money(1.9, locale) }, locale);
    await expect(bet.getByRole('button', { name: cashOut })).toBeVisible();
    await expectAccessibleAndFits(page);
    await page.screenshot({ path: `test-results/cash-out-offer-${locale}.png` });

    await bet.getByRole('button', { name: cashOut }).click();
    const confirm = page.getByRole('dialog', { name: t.myBets.cashOutTitle });
    await expect(confirm).toContainText(money(1.9, locale));
    await confirm.getByRole('button', { name: cashOut }).click();
    await expect(bet).toContainText(t.myBets.status.cashed_out);
    await expect(bet).toContainText(t.myBets.cashedOutFor);
    await expect(bet.getByRole('button', { name: cashOut })).toHaveCount(0);
    await expect(balance).toHaveText(money(19.9, locale));
    await expectAccessibleAndFits(page);
    await page.screenshot({ path: `test-results/cash-out-done-${locale}.png` });
  });
}
