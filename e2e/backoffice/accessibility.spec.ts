import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';

// The back office's screens answer to the suite's accessibility checks (axe, WCAG 2.2 AA, serious
// and critical) and fit a 375 px phone without scrolling sideways.

test.describe.configure({ timeout: 90_000 });

const SCREENS = ['/players', '/withdrawals?status=all', '/audit', '/'];

for (const width of [1440, 375]) {
  test(`the log-in page and the main screens pass axe at ${width} px`, async ({ page, playerApi }) => {
    await page.setViewportSize({ width, height: 900 });
    const player = await playerApi.requestWithdrawal();
    await page.goto('/backoffice/login');
    await expect(page.getByRole('heading', { name: BO_MESSAGES.en.login.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    // A wrong code is refused in plain words, without saying which part was wrong.
    const login = BO_MESSAGES.en.login;
    await page.getByLabel(login.email).fill('readonly@jeton.test');
    await page.getByLabel(login.password).fill('Operator-demo-1');
    await page.getByLabel(login.totp).fill('000000');
    await page.getByRole('button', { name: login.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(login.invalidCredentials);
    expect(await seriousViolations(page)).toEqual([]);

    // The read-only operator reads players, withdrawals and the audit log (its own log-in steps).
    await operatorLogsIn(page, width > 800 ? 'readonly' : 'trader', 'en', `/players/${player.uid}`, {
      throughForm: true,
    });
    await expect(page.getByTestId('player-withdrawals')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    for (const path of SCREENS) {
      await page.goto(`/backoffice${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
      await expectNoSideScroll(page);
    }
  });
}
