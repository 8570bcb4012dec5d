import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { depositThroughSandbox, money, withdrawReadyPlayer } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// Withdrawals, history and the wallet as a player uses them (issue 4), in English and French, and
// axe on the deposit and withdraw pages.

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const c = t.cashier;
  const balance = (page: Page) => page.getByRole('banner').locator('.balance-badge-amount');

  test.describe(`cashier withdrawals and history in ${locale}`, () => {
    test('a withdrawal is requested, reserved from the balance, and cancelled back', async ({
      page,
      session,
    }) => {
      await withdrawReadyPlayer(page.request, () => session.register(), 200);
      await page.goto(localized('/cashier/withdraw', locale));
      await expect(balance(page)).toHaveText(money(200, locale));
      await expect(
        page.getByText(c.withdraw.available.replace('{amount}', money(200, locale))),
      ).toBeVisible();
      await page.getByLabel(c.withdraw.method).selectOption('ewallet');
      await page.getByLabel(c.withdraw.requisites.wallet_email).fill('wallet@example.com');
      // More than the balance: refused on the page, nothing reserved.
      await page.getByLabel(c.withdraw.amount.replace('{currency}', 'EUR')).fill('500');
      await page.getByRole('button', { name: c.withdraw.submit, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: c.confirm.yesWithdraw }).click();
      await expect(page.getByRole('alert')).toContainText(c.errors.InsufficientFunds);
      await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
      await page.getByLabel(c.withdraw.amount.replace('{currency}', 'EUR')).fill('75');
      await page.getByRole('button', { name: c.withdraw.submit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: c.confirm.withdrawTitle });
      await expect(dialog).toContainText(money(75, locale));
      await dialog.getByRole('button', { name: c.confirm.yesWithdraw }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: c.withdraw.requested.replace('{amount}', money(75, locale)) }),
      ).toBeVisible();
      await expect(balance(page)).toHaveText(money(125, locale));
      const pending = page.getByTestId('pending-withdrawal');
      await expect(pending).toHaveCount(1);
      await expect(pending).toContainText(money(75, locale));

      await pending.getByRole('button', { name: new RegExp(c.withdraw.cancel) }).click();
      const cancel = page.getByRole('dialog', { name: c.confirm.cancelTitle });
      await cancel.getByRole('button', { name: c.confirm.yesCancel }).click();
      await expect(page.getByRole('status').filter({ hasText: c.withdraw.cancelled })).toBeVisible();
      await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
      await expect(balance(page)).toHaveText(money(200, locale));

      // The history's withdrawal tab has it, cancelled.
      await page.goto(localized('/cashier/history?tab=withdrawal', locale));
      const row = page.getByTestId('payment-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(c.statuses.cancel);
    });

    test('an unconfirmed contact is named before the confirmation step, with a way to confirm it', async ({
      page,
      session,
    }) => {
      const player = await session.registerWithUnconfirmedEmail();
      await depositThroughSandbox(page.request, 100);
      await page.goto(localized('/cashier/withdraw', locale));
      const gaps = page.getByTestId('withdrawal-gaps');
      await expect(gaps).toContainText(t.profile.withdrawGaps.contact.replace('{contact}', player.email));
      await expect(gaps.getByRole('button', { name: t.profile.withdrawGaps.confirm })).toBeVisible();
      await page.getByLabel(c.withdraw.method).selectOption('card');
      await page.getByLabel(c.withdraw.amount.replace('{currency}', 'EUR')).fill('50');
      await page.getByRole('button', { name: c.withdraw.submit, exact: true }).click();
      // No confirmation of the amount: the notice has the focus instead, and nothing is reserved.
      await expect(gaps).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(balance(page)).toHaveText(money(100, locale));
    });

    test('the deposit shows in history, page by page of 4 without duplicates, and on the wallet', async ({
      page,
      session,
    }) => {
      await session.register();
      for (const amount of [11, 12, 13, 14, 15]) await depositThroughSandbox(page.request, amount);
      await page.goto(localized('/cashier/history', locale));
      const rows = page.getByTestId('payment-row');
      await expect(rows).toHaveCount(4);
      await expect(rows.first()).toContainText(money(15, locale));
      await page.getByRole('button', { name: c.history.loadMore }).click();
      await expect(rows).toHaveCount(5);
      await expect(rows.last()).toContainText(money(11, locale));
      await expect(page.getByRole('button', { name: c.history.loadMore })).toHaveCount(0);
      // Switching tabs clears and reloads.
      await page.getByRole('link', { name: t.pages.history.tabs.withdrawal }).click();
      await expect(page).toHaveURL(`${localized('/cashier/history', locale)}?tab=withdrawal`);
      await expect(page.getByText(t.pages.history.empty.withdrawal)).toBeVisible();
      await page.getByRole('link', { name: t.pages.history.tabs.deposit }).click();
      await expect(rows).toHaveCount(4);
      // The receipt of one of them.
      await rows.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/cashier\/receipt\?id=\d+$/);
      await expect(page.locator('.receipt-card')).toContainText(money(15, locale));
      // The wallet: balances by kind and the 4 latest payments.
      await page.goto(localized('/cashier/wallet', locale));
      await expect(page.locator('.wallet-card-total')).toContainText(money(65, locale));
      await expect(page.getByTestId('payment-row')).toHaveCount(4);
    });

    test('the deposit and withdraw pages have no serious accessibility violation', async ({
      page,
      session,
    }) => {
      await session.register();
      for (const path of ['/cashier/deposit', '/cashier/withdraw']) {
        await page.goto(localized(path, locale));
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  });
}
