import { fillTestCard, money, SANDBOX_BUTTONS, startDeposit } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The cashier as a player uses it (issue 4): a deposit through the sandbox provider's page, the
// payment result pages, the sum rule, in English and in French.

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const c = t.cashier;

  test.describe(`cashier deposits in ${locale}`, () => {
    test('a card deposit through the sandbox page credits the balance in the header', async ({
      page,
      session,
    }) => {
      await session.register();
      await startDeposit(page, locale, 'card', '50');
      await fillTestCard(page, locale);
      await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].success }).click();
      await expect(page).toHaveURL(new RegExp(`${localized('/cashier/paysuccess', locale)}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: t.system.paySuccess.heading })).toBeVisible();
      await expect(page.locator('.pay-details')).toContainText(money(50, locale));
      await expect(page.locator('.pay-details')).toContainText(c.statuses.success);
      await expect(page.getByRole('banner').locator('.balance-badge-amount')).toHaveText(money(50, locale));
      // The deposit is in the history's deposit tab.
      await page.getByRole('link', { name: c.payResult.toHistory }).click();
      await expect(page).toHaveURL(`${localized('/cashier/history', locale)}?tab=deposit`);
      const row = page.getByTestId('payment-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(money(50, locale));
      await expect(row).toContainText(c.statuses.success);
    });

    test('a declined payment lands on the failure page with its transaction', async ({ page, session }) => {
      await session.register();
      await startDeposit(page, locale, 'ewallet', '20');
      await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].failure }).click();
      await expect(page).toHaveURL(new RegExp(`${localized('/cashier/payfail', locale)}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: t.system.payFail.heading })).toBeVisible();
      await expect(page.locator('.pay-details')).toContainText(c.statuses.fail);
      await expect(page.getByRole('banner').locator('.balance-badge-amount')).toHaveText(money(0, locale));
      // The same payment opened on the success page (an old link): it goes to its own page.
      const failedAt = page.url();
      await page.goto(failedAt.replace('/payfail/', '/paysuccess/'));
      await expect(page).toHaveURL(failedAt);
      await expect(page.getByRole('heading', { level: 1, name: t.system.payFail.heading })).toBeVisible();
      await page.getByRole('link', { name: t.system.payFail.button }).click();
      await expect(page).toHaveURL(localized('/cashier/deposit', locale));
    });

    test('a cancelled payment lands on the cancel page', async ({ page, session }) => {
      await session.register();
      await startDeposit(page, locale, 'ewallet', '20');
      await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].cancel }).click();
      await expect(page).toHaveURL(localized('/cashier/paycancel', locale));
      await expect(page.getByRole('heading', { level: 1, name: t.system.payCancel.heading })).toBeVisible();
    });

    test('the sum rule says the range or a wrong amount, and nothing is sent', async ({ page, session }) => {
      await session.register();
      await page.goto(localized('/cashier/deposit/card', locale));
      const amount = page.getByLabel(c.deposit.amount.replace('{currency}', 'EUR'));
      const submit = page.getByRole('button', { name: c.deposit.submit, exact: true });
      const range =
        locale === 'fr' ? 'Saisissez un montant entre 10 et 5000' : 'Enter an amount between 10 and 5000';
      const wrong =
        locale === 'fr'
          ? 'Saisissez un montant entier, par exemple 50'
          : 'Enter a whole amount, for example 50';
      await amount.fill('5');
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(range);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await amount.fill('012');
      await expect(page.getByRole('alert')).toHaveText(wrong);
      await amount.fill('12.5');
      await expect(page.getByRole('alert')).toHaveText(wrong);
      await amount.fill('7000');
      await expect(page.getByRole('alert')).toHaveText(range);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // A preset fixes it; the confirmation shows the amount and the method.
      await page.getByRole('button', { name: money(100, locale), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await submit.click();
      const dialog = page.getByRole('dialog', { name: c.confirm.depositTitle });
      await expect(dialog).toContainText(money(100, locale));
      await dialog.getByRole('button', { name: c.confirm.no }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(localized('/cashier/deposit/card', locale));
    });

    test('a payment left pending shows the loader, then the success page once the provider confirms', async ({
      page,
      session,
    }) => {
      await session.register();
      await startDeposit(page, locale, 'ewallet', '30');
      await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].pending }).click();
      await expect(page).toHaveURL(new RegExp(`${localized('/cashier/paypending', locale)}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: t.system.payPending.heading })).toBeVisible();
      await expect(page.locator('.pay-details')).toContainText(c.statuses.pending);
      // The sandbox confirms after its delay (5 s); the page keeps asking and moves on by itself.
      await expect(page).toHaveURL(new RegExp(`${localized('/cashier/paysuccess', locale)}/\\d+$`), {
        timeout: 30_000,
      });
      await expect(page.getByRole('heading', { level: 1, name: t.system.paySuccess.heading })).toBeVisible();
      await expect(page.getByRole('banner').locator('.balance-badge-amount')).toHaveText(money(30, locale));
    });

    test('deposit offers: kept for the player, hidden for an excluded method, the chosen one sent', async ({
      page,
      session,
    }) => {
      await session.register();
      const welcome = locale === 'fr' ? /Offre de bienvenue/ : /Welcome offer/;
      const reload = locale === 'fr' ? /Recharge de la semaine/ : /Weekly reload/;
      await page.goto(localized('/cashier/deposit/card', locale));
      await expect(page.getByRole('radio', { name: welcome })).toBeVisible();
      await expect(page.getByRole('radio', { name: reload })).toBeVisible();
      await expect(page.getByRole('radio', { name: c.offers.none })).toBeChecked();
      // The weekly reload excludes crypto.
      await page.goto(localized('/cashier/deposit/crypto', locale));
      await expect(page.getByRole('radio', { name: welcome })).toBeVisible();
      await expect(page.getByRole('radio', { name: reload })).toHaveCount(0);
      // Chosen with an e-wallet deposit: the confirmation names it and makedeposit carries its id.
      await page.goto(localized('/cashier/deposit/ewallet', locale));
      await page.getByRole('radio', { name: welcome }).check();
      await page.getByLabel(c.deposit.amount.replace('{currency}', 'EUR')).fill('20');
      await page.getByRole('button', { name: c.deposit.submit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: c.confirm.depositTitle });
      await expect(dialog).toContainText(welcome);
      const sent = page.waitForRequest((request) => request.url().includes('/api/cashier/makedeposit'));
      await dialog.getByRole('button', { name: c.confirm.yesDeposit }).click();
      expect(new URLSearchParams((await sent).postData() ?? '').get('campaign_offer_id')).toMatch(
        /^[1-9]\d*$/,
      );
      await page.waitForURL(/\/sandbox\/psp\/pay\//);
    });

    test('after a successful payment the kept backUrl is followed', async ({ page, session }) => {
      await session.register();
      await page.goto(
        `${localized('/cashier/deposit/ewallet', locale)}?backUrl=${encodeURIComponent('/promotions')}`,
      );
      // Kept by the page once it runs in the browser (decision 0009's storage rules).
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('back_url_pay_success')))
        .toBe('/promotions');
      await startDeposit(page, locale, 'ewallet', '25');
      await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].success }).click();
      await expect(page).toHaveURL('/promotions');
      await expect(page.getByRole('banner').locator('.balance-badge-amount')).toHaveText(money(25, 'en'));
    });

    test('a backUrl to another site is neither kept nor followed (no open redirect)', async ({
      page,
      session,
    }) => {
      await session.register();
      const phishing = encodeURIComponent('https://evil.example/phish');
      await page.goto(`${localized('/cashier/deposit/ewallet', locale)}?backUrl=${phishing}`);
      await startDeposit(page, locale, 'ewallet', '25');
      await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].success }).click();
      // The payment-success page stays, with the new balance; nothing was kept to follow.
      await expect(page).toHaveURL(new RegExp(`${localized('/cashier/paysuccess', locale)}/\\d+`));
      await expect(page.getByRole('banner').locator('.balance-badge-amount')).toHaveText(money(25, locale));
      expect(await page.evaluate(() => window.localStorage.getItem('back_url_pay_success'))).toBeNull();
      await expect(page).not.toHaveURL(/evil\.example/);
    });

    test('choosing a method puts its sysname in the address', async ({ page, session }) => {
      await session.register();
      await page.goto(localized('/cashier/deposit', locale));
      await page.getByRole('link', { name: new RegExp(c.methodNames.bank_transfer) }).click();
      await expect(page).toHaveURL(localized('/cashier/deposit/bank_transfer', locale));
      await expect(
        page.getByRole('heading', {
          name: c.deposit.formTitle.replace('{method}', c.methodNames.bank_transfer),
        }),
      ).toBeVisible();
    });
  });
}
