import type { Page } from '@playwright/test';
import { expectNoSideScroll } from '../support/axe.js';
import {
  BO_MESSAGES,
  expect,
  operatorLogsIn,
  type PlayerWithWithdrawal,
  test,
} from '../support/backoffice.js';
import { LOCALES } from '../support/site.js';

// The back office's main journey (issue 15): an operator logs in with the authenticator's code,
// finds the player who just asked to withdraw, approves the withdrawal, and the player's page shows
// it paid; in English and French, on a desktop (1440 px) and then on a phone (375 px) in the same
// session (a TOTP step logs an operator in once, so each log-in counts).

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

for (const locale of LOCALES) {
  const t = BO_MESSAGES[locale];

  /** Follows a side-navigation entry; on a phone the navigation is behind the menu button. */
  async function openSection(page: Page, label: string) {
    const menu = page.getByRole('button', { name: t.nav.menu, exact: true });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: t.nav.label })
      .getByRole('link', { name: label, exact: true })
      .click();
  }

  async function approveThroughTheBackOffice(page: Page, player: PlayerWithWithdrawal) {
    // The player search finds them by the start of their email.
    await openSection(page, t.nav.players);
    await page.getByLabel(t.players.search, { exact: true }).fill(player.email.slice(0, 24));
    await page.getByRole('button', { name: t.players.searchButton }).click();
    const rows = page.getByTestId('players-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(player.email);
    await rows.getByRole('link', { name: t.players.open.replace('{id}', String(player.uid)) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      t.player.title.replace('{id}', String(player.uid)),
    );
    const withdrawals = page.getByTestId('player-withdrawals');
    await expect(withdrawals.locator('tbody tr')).toHaveCount(1);
    await expect(withdrawals).toContainText(t.withdrawals.statuses.pending);
    await expectNoSideScroll(page);

    // The queue, filtered to the player, approves it after a confirmation.
    await openSection(page, t.nav.withdrawals);
    await page.getByLabel(t.withdrawals.player).fill(String(player.uid));
    await page.getByRole('button', { name: t.withdrawals.filter }).click();
    const queue = page.getByTestId('withdrawals-table').locator('tbody tr');
    await expect(queue).toHaveCount(1);
    await expect(queue).toContainText(player.email);
    await expectNoSideScroll(page);
    await queue.getByRole('button', { name: `${t.withdrawals.approve} ${player.withdrawalId}` }).click();
    const dialog = page.getByRole('dialog', {
      name: t.withdrawals.approveTitle.replace('{id}', String(player.withdrawalId)),
    });
    await expect(dialog).toContainText(player.email);
    await dialog.getByRole('button', { name: t.withdrawals.approve, exact: true }).click();
    await expect(page.getByRole('status')).toContainText(
      t.withdrawals.approved.replace('{id}', String(player.withdrawalId)),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // No longer pending: the queue (pending ones by default) is empty for the player.
    await expect(queue).toHaveCount(1);
    await expect(queue).toContainText(t.table.empty);

    // The player's page shows it paid.
    await queue.page().goto(`/backoffice/players/${player.uid}`);
    await expect(page.getByTestId('player-withdrawals')).toContainText(t.withdrawals.statuses.paid);
  }

  test(`an operator approves a player's withdrawal, at 1440 and 375 px, in ${locale}`, async ({
    page,
    playerApi,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const first = await playerApi.requestWithdrawal();

    // The log-in page keeps the page the operator asked for.
    await operatorLogsIn(page, 'admin', locale, '/withdrawals');
    await expect(page).toHaveURL(/\/backoffice\/withdrawals$/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await approveThroughTheBackOffice(page, first);

    await page.setViewportSize(PHONE);
    const second = await playerApi.requestWithdrawal();
    await approveThroughTheBackOffice(page, second);
  });
}
