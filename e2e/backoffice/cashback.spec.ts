import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';

// The back office's cashback screen (decision 0064): an operator with bonuses.manage changes the
// rule, players read the new one; the form refuses a percent out of bounds before sending.

test.describe.configure({ timeout: 90_000 });

const DEFAULT_RULE = {
  enabled: true,
  period: 'weekly',
  percent_bp: 1000,
  min_loss_minor: 1000,
  max_amount_minor: 50000,
  claim_days: 7,
  currency: 'EUR',
};

test('a content operator changes the cashback rule and players read it (en, 1440 px)', async ({ page }) => {
  const c = BO_MESSAGES.en.cashback;
  await page.setViewportSize({ width: 1440, height: 900 });
  await operatorLogsIn(page, 'content', 'en', '/cashback');
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  const rule = page.getByRole('region', { name: c.rule });
  try {
    await rule.getByLabel(c.percent).fill('12.5');
    await rule.getByLabel(c.claimDays).fill('5');
    await rule.getByRole('button', { name: c.saveRule }).click();
    await expect(page.getByText(c.ruleSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: c.rule }).getByLabel(c.percent)).toHaveValue('12.5');
    expect(await seriousViolations(page)).toEqual([]);

    // Players read it (the site's setting cache lasts a few seconds).
    await expect(async () => {
      const answer = await page.request.get('/api/cashbacks/getrule?v=2.34&locale=en');
      expect((await answer.json()).data).toMatchObject({ percent: 12.5, claim_days: 5 });
    }).toPass({ timeout: 15_000 });
  } finally {
    // Other specs' players read the default rule.
    await callBackoffice(page.request, 'cashback/saveRule', DEFAULT_RULE);
  }
});

test('the rule form refuses a percent out of bounds before sending (fr, 375 px)', async ({ page }) => {
  const c = BO_MESSAGES.fr.cashback;
  await page.setViewportSize({ width: 375, height: 900 });
  await operatorLogsIn(page, 'content', 'fr', '/cashback');
  const percent = page.getByRole('region', { name: c.rule }).getByLabel(c.percent);
  await percent.fill('80');
  await page.getByRole('button', { name: c.saveRule }).click();
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(c.ruleSaved)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
});
