import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// The back office's first screen: what waits for an operator, the money and the new players, each
// part as far as the operator's role reads it; a card leads to its queue. English at 1440 px for
// the finance operator, French at 375 px for support.

test.describe.configure({ timeout: 90_000 });

test('finance sees a new withdrawal waiting, the day’s deposits, and goes to the queue (en, 1440 px)', async ({
  page,
  playerApi,
}) => {
  const t = BO_MESSAGES.en;
  await playerApi.requestWithdrawal();
  await page.setViewportSize({ width: 1440, height: 900 });
  await operatorLogsIn(page, 'finance', 'en', '/');
  await expect(page.getByRole('heading', { level: 1, name: t.home.title })).toBeVisible();

  const waiting = page.getByRole('link', { name: new RegExp(t.dashboard.queues.withdrawals) });
  await expect(waiting).toContainText(/[1-9]\d*/);
  await expect(waiting).toContainText(t.dashboard.queues.oldest.replace(' {time}', ''));
  const today = page.getByRole('table', { name: t.dashboard.money.today });
  await expect(today.getByRole('row', { name: /EUR/ })).toContainText('€');
  await expect(page.getByRole('heading', { name: t.dashboard.players.title })).toBeVisible();
  // Support's queues are not finance's.
  await expect(page.getByRole('link', { name: new RegExp(t.dashboard.queues.chats) })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await waiting.click();
  await expect(page).toHaveURL(/\/backoffice\/withdrawals$/);
  await expect(page.getByRole('heading', { level: 1, name: t.withdrawals.title })).toBeVisible();
});

test('support sees its queues and no money, and refreshes the figures (fr, 375 px)', async ({ page }) => {
  const t = BO_MESSAGES.fr;
  await page.setViewportSize({ width: 375, height: 800 });
  await operatorLogsIn(page, 'support', 'fr', '/');
  const queues = page.getByRole('region', { name: t.dashboard.queues.title });
  for (const name of ['withdrawals', 'kyc', 'chats', 'feedback'] as const) {
    await expect(queues.getByRole('link', { name: new RegExp(t.dashboard.queues[name]) })).toBeVisible();
  }
  await expect(queues.getByRole('link', { name: new RegExp(t.dashboard.queues.adjustments) })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t.dashboard.money.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.nav.chat, exact: true }).last()).toBeVisible();

  const refresh = page.getByRole('button', { name: t.dashboard.refresh });
  await refresh.click();
  await expect(refresh).toBeEnabled();
  await expect(page.getByText(/Chiffres du \d{4}-\d{2}-\d{2} \(UTC\)/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
});
