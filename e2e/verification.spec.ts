import type { Page } from '@playwright/test';
import { TEXTS as SANDBOX_TEXTS } from '../apps/server/src/providers/verification/sandbox-kyc-page.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES, screensIn } from './support/site.js';

// Identity verification as a player goes through it (issue 12): the profile's verification tab,
// the sandbox provider's hosted page (upload, the tester's decision), the decision arriving later by
// webhook; in English and French, on a desktop and a 375 px phone.

/** A real 1×1 PNG: the sandbox reads the type from these bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Axe's serious findings, within `scope` (the tab: the site's header is checked elsewhere). */
for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const v = t.verification;
  const sandbox = SANDBOX_TEXTS[locale];

  /** On the hosted page: one document uploaded, then the tester's decision submitted. */
  async function uploadAndDecide(page: Page, decision: 'approve' | 'reject', reason?: string) {
    await expect(page).toHaveURL(/\/sandbox\/kyc\//);
    await expect(page.getByRole('heading', { name: sandbox.title })).toBeVisible();
    await page.getByLabel(sandbox.documentType).selectOption('passport');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: sandbox.send, exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'passport.png' })).toBeVisible();
    await page.getByLabel(decision === 'approve' ? sandbox.approve : sandbox.reject, { exact: true }).check();
    if (reason) await page.getByLabel(sandbox.reason).selectOption(reason);
    await expectNoSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: sandbox.submit }).click();
  }

  for (const viewport of screensIn(locale)) {
    test.describe(`identity verification in ${locale} (${viewport.name})`, () => {
      test.use({ viewport: viewport.size });

      test('a player verifies their identity on the sandbox page and sees it verified', async ({
        page,
        session,
      }) => {
        await session.register();
        await page.goto(localized('/profile/verification', locale));
        const card = page.locator('.verification-card');
        await expect(card).toContainText(v.states.none.title);
        await expect(card).toContainText(v.states.none.text);
        const badge = page.locator('.player-card .badges li').first();
        await expect(badge).toHaveText(t.pages.profile.notVerified);
        await expectNoSideScroll(page);
        expect(await seriousViolations(page, '.tab-panel')).toEqual([]);

        await page.getByRole('button', { name: v.states.none.action }).click();
        await uploadAndDecide(page, 'approve');

        // Back on the tab: in review until the provider's webhook arrives, then verified.
        await expect(page).toHaveURL(new RegExp(`${localized('/profile/verification', locale)}$`));
        await expect(card).toContainText(v.states.approved.title, { timeout: 20_000 });
        await expect(card).toContainText(v.states.approved.text);
        await expect(badge).toHaveText(t.pages.profile.verified);
        await expect(page.getByRole('button', { name: v.states.none.action })).toHaveCount(0);
        await expectNoSideScroll(page);
        expect(await seriousViolations(page, '.tab-panel')).toEqual([]);
      });

      test('a rejection shows its reason and lets the player try again', async ({ page, session }) => {
        await session.register();
        await page.goto(localized('/profile/verification', locale));
        await page.getByRole('button', { name: v.states.none.action }).click();
        await uploadAndDecide(page, 'reject', 'EXPIRATION_DATE');

        const card = page.locator('.verification-card');
        await expect(card).toContainText(v.states.rejected.title, { timeout: 20_000 });
        await expect(card).toContainText(
          v.states.rejected.text.replace('{reason}', v.reasons.EXPIRATION_DATE),
        );
        await expectNoSideScroll(page);

        // Try again: a new attempt, with no document yet, on the sandbox page.
        await page.getByRole('button', { name: v.states.rejected.action }).click();
        await expect(page).toHaveURL(/\/sandbox\/kyc\//);
        await expect(page.getByText(sandbox.noDocuments)).toBeVisible();
        await page.getByRole('link', { name: sandbox.back }).click();
        await expect(card).toContainText(v.states.started.title);
        await expect(page.getByRole('button', { name: v.states.started.action })).toBeVisible();
      });
    });
  }
}
