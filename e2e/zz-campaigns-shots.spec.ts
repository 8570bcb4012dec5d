import { BO_MESSAGES, operatorLogsIn } from './support/backoffice.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, waitForSiteReady } from './support/site.js';

// Temporary: screenshots for a look (not committed).
test.describe.configure({ timeout: 120_000 });
for (const [locale, width] of [['en', 1440], ['fr', 375]] as const) {
  test(`shots ${locale}`, async ({ page, session }) => {
    const o = MESSAGES[locale].pages.offers;
    await page.setViewportSize({ width, height: 900 });
    await session.register();
    await page.goto(localized('/offers', locale));
    await waitForSiteReady(page);
    await page.screenshot({ path: `/tmp/campaigns-shots/offers-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: o.takeNow }).first().click();
    await page.screenshot({ path: `/tmp/campaigns-shots/confirm-${locale}.png` });
    await page.getByRole('dialog', { name: o.takeTitle }).getByRole('button', { name: o.takeYes }).click();
    await expect(page.getByText(o.taken)).toBeVisible();
    await page.screenshot({ path: `/tmp/campaigns-shots/taken-${locale}.png` });
    await page.goto(localized('/cashier/deposit', locale));
    await waitForSiteReady(page);
    const texts = MESSAGES[locale].pages.bonuses.promoCode;
    const form = page.getByRole('form', { name: texts.title });
    await form.getByLabel(texts.label).fill('spring');
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('dialog', { name: texts.activatedTitle })).toBeVisible();
    await page.screenshot({ path: `/tmp/campaigns-shots/deposit-popup-${locale}.png`, fullPage: true });
    await page.context().clearCookies();
    await operatorLogsIn(page, 'content', locale, '/bonuses');
    await page.screenshot({ path: `/tmp/campaigns-shots/bo-offers-${locale}.png`, fullPage: true });
    await page.goto('/backoffice/bonuses/codes');
    await expect(page.getByTestId('promo-codes-table')).toBeVisible();
    await page.screenshot({ path: `/tmp/campaigns-shots/bo-codes-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: BO_MESSAGES[locale].offers.create, exact: true }).click().catch(() => {});
    await page.goto('/backoffice/bonuses');
    await page.getByRole('button', { name: BO_MESSAGES[locale].offers.create, exact: true }).click();
    await page.getByRole('dialog').getByLabel(BO_MESSAGES[locale].offers.fields.trigger).selectOption('take');
    await page.screenshot({ path: `/tmp/campaigns-shots/bo-dialog-${locale}.png`, fullPage: true });
  });
}
