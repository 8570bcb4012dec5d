import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// An operator's changes to a player, each behind a confirmation, and the audit log that records
// them (issue 15): a note, a ban and its lifting, the end of the player's sessions.

test.describe.configure({ timeout: 90_000 });

const t = BO_MESSAGES.en;

test('an administrator notes, bans, unbans and logs out a player, and the audit log shows each change', async ({
  page,
  playerApi,
}) => {
  const player = await playerApi.register();
  const id = { id: String(player.uid) };
  const fill = (template: string) => template.replace('{id}', id.id);
  await operatorLogsIn(page, 'admin', 'en', `/players/${player.uid}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(t.players.statuses.active);

  // A note: empty is refused by the shared rule before anything is sent.
  await page.getByRole('button', { name: t.player.addNote }).click();
  const noteDialog = page.getByRole('dialog', { name: fill(t.player.noteTitle) });
  await expect(noteDialog.getByLabel(t.player.note)).toBeFocused();
  await noteDialog.getByRole('button', { name: t.player.addNote }).click();
  await expect(noteDialog.getByText('Field is required')).toBeVisible();
  await noteDialog.getByLabel(t.player.note).fill('Called about a late withdrawal.');
  await noteDialog.getByRole('button', { name: t.player.addNote }).click();
  await expect(page.getByRole('status')).toContainText(t.player.noteAdded);
  await expect(page.getByTestId('player-notes')).toContainText('Called about a late withdrawal.');

  // A ban needs a reason; Escape closes the dialog without a change.
  await page.getByRole('button', { name: t.player.ban, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heading).toContainText(t.players.statuses.active);
  await page.getByRole('button', { name: t.player.ban, exact: true }).click();
  const ban = page.getByRole('dialog', { name: fill(t.player.banTitle) });
  await ban.getByLabel(t.player.reason).fill('Chargeback under review');
  await ban.getByRole('button', { name: t.player.ban, exact: true }).click();
  await expect(page.getByRole('status')).toContainText(fill(t.player.banned));
  await expect(heading).toContainText(t.players.statuses.banned);

  await page.getByRole('button', { name: t.player.unban }).click();
  const unban = page.getByRole('dialog', { name: fill(t.player.unbanTitle) });
  await unban.getByLabel(t.player.reason).fill('Chargeback withdrawn');
  await unban.getByRole('button', { name: t.player.unban }).click();
  await expect(heading).toContainText(t.players.statuses.active);

  await page.getByRole('button', { name: t.player.endSessions }).click();
  await page
    .getByRole('dialog', { name: fill(t.player.endSessionsTitle) })
    .getByRole('button', { name: t.player.endSessions })
    .click();
  await expect(page.getByRole('status')).toContainText(fill(t.player.sessionsEnded));

  // The audit log, filtered to the player, has the four changes, newest first.
  await page.goto(`/backoffice/audit?targetType=player&targetId=${player.uid}`);
  const rows = page.getByTestId('audit-table').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(t.audit.actions['player.end_sessions']);
  await expect(rows.nth(1)).toContainText(t.audit.actions['player.unban']);
  await expect(rows.nth(2)).toContainText(t.audit.actions['player.ban']);
  await expect(rows.nth(3)).toContainText(t.audit.actions['player.add_note']);
  await expect(rows.nth(0)).toContainText('admin@jeton.test');
});
