import { depositThroughSandbox, money } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The deposit limit (set on the profile's responsible-gaming tab, shown and enforced on the deposit
// page) and the registration hint, in English and French.

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const c = t.cashier;

  test.describe(`deposit limit and registration hint in ${locale}`, () => {
    test('a daily limit shows on the deposit page and a deposit above it is refused', async ({
      page,
      session,
    }) => {
      await session.register();
      await page.goto(localized('/profile/responsible-game', locale));
      await expect(page.getByTestId('deposit-limit-state')).toContainText(c.limit.none);
      const daily = c.limit.periods.day;
      // The tab has the play limits' forms too: this is the deposit limit's.
      const form = page.getByRole('form', { name: c.limit.formTitle });
      await form
        .getByLabel(c.limit.period)
        .selectOption({ label: daily.charAt(0).toUpperCase() + daily.slice(1) });
      await form.getByLabel(c.limit.amount.replace('{currency}', 'EUR')).fill('30');
      await form.getByRole('button', { name: c.limit.save }).click();
      await expect(page.getByRole('status').filter({ hasText: c.limit.saved })).toBeVisible();
      const summary = c.limit.summary
        .replace('{period}', daily)
        .replace('{limit}', money(30, locale))
        .replace('{available}', money(30, locale));
      await expect(page.getByTestId('deposit-limit-state')).toContainText(summary);

      await page.goto(localized('/cashier/deposit/ewallet', locale));
      await expect(page.getByTestId('deposit-limit')).toContainText(summary);
      await page.getByLabel(c.deposit.amount.replace('{currency}', 'EUR')).fill('50');
      await page.getByRole('button', { name: c.deposit.submit, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: c.confirm.yesDeposit }).click();
      await expect(page.getByRole('alert')).toContainText(
        c.errors.BillingDepositLimitExceededAvailable.replace('{amount}', money(30, locale)),
      );
      await expect(page).toHaveURL(localized('/cashier/deposit/ewallet', locale));
    });

    test('a new player sees the registration hint until the first deposit', async ({ page, session }) => {
      await session.register();
      await page.goto(localized('/gamehall', locale));
      const hint = page.getByRole('complementary', { name: t.registrationHint.title });
      await expect(hint).toBeVisible();
      await expect(hint.getByRole('link', { name: t.registrationHint.action })).toHaveAttribute(
        'href',
        localized('/cashier/deposit', locale),
      );
      await depositThroughSandbox(page.request, 20);
      // The next navigation loads the deposit history again: the hint goes.
      await page.getByRole('banner').getByRole('link', { name: t.nav.promotions }).first().click();
      await expect(page).toHaveURL(localized('/promotions', locale));
      await expect(hint).toHaveCount(0);
    });
  });
}
