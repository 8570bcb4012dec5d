import { readFile } from 'node:fs/promises';
import { ROLE_PERMISSIONS } from '@jeton/domain/backoffice';
import { BO_MESSAGES, callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { LOCALES } from '../support/site.js';

// What a role may not do is neither offered by the app nor accepted by the server (issue 15):
// finance cannot ban, support cannot approve a withdrawal; in English and French.

// A log-in may wait for a fresh authenticator step (support/backoffice.ts operatorCode).
test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  const t = BO_MESSAGES[locale];

  test(`a finance operator sees no ban and the server refuses one, but exports the players, in ${locale}`, async ({
    page,
    playerApi,
  }) => {
    const player = await playerApi.register();
    await operatorLogsIn(page, 'finance', locale, `/players/${player.uid}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      t.player.title.replace('{id}', String(player.uid)),
    );
    await expect(page.getByRole('button', { name: t.player.ban, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.player.endSessions })).toHaveCount(0);
    // Finance's navigation: players, withdrawals and the audit log.
    const nav = page.getByRole('navigation', { name: t.nav.label });
    await expect(nav.getByRole('link', { name: t.nav.audit })).toHaveCount(
      ROLE_PERMISSIONS.finance.includes('audit.read') ? 1 : 0,
    );

    const refused = await callBackoffice(page.request, 'players/ban', { id: player.uid, reason: 'test' });
    expect(refused.status()).toBe(403);
    const body = await refused.json();
    expect(body.error).toMatchObject({
      type: 'AccessDeniedException',
      code: 'PERMISSION_REQUIRED',
      data: { permission: 'players.ban' },
    });
    // The player is still active.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.players.statuses.active);

    // What finance may do: export the player list.
    await page.goto(`/backoffice/players?query=${encodeURIComponent(player.login)}`);
    await expect(page.getByTestId('players-table').locator('tbody tr')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.table.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile(await file.path(), 'utf8')).toContain(player.login);
  });

  test(`a support operator cannot approve a withdrawal, in ${locale}`, async ({ page, playerApi }) => {
    const player = await playerApi.requestWithdrawal();
    await operatorLogsIn(page, 'support', locale, `/withdrawals?playerId=${player.uid}`);
    const rows = page.getByTestId('withdrawals-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(player.email);
    await expect(page.getByRole('button', { name: t.withdrawals.approve })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: t.withdrawals.columns.actions })).toHaveCount(0);
    // No audit log in support's navigation.
    await expect(
      page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.audit }),
    ).toHaveCount(0);

    const refused = await callBackoffice(page.request, 'withdrawals/approve', { id: player.withdrawalId });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      type: 'AccessDeniedException',
      code: 'PERMISSION_REQUIRED',
      data: { permission: 'withdrawals.decide' },
    });
    await page.reload();
    await expect(rows).toContainText(t.withdrawals.statuses.pending);
  });
}
