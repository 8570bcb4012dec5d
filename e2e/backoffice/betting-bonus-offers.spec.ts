import { formatMessage } from '../../apps/backoffice/app/i18n/format.js';
import { formatMoney } from '../../apps/web/app/ui/money.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { localized, MESSAGES, waitForSiteReady } from '../support/site.js';

// An operator makes a promo-code offer granting a betting bonus (decision 0070): a free bet of 7.00
// at odds 1.80 or more; a new player redeems its code and finds the free bet to activate on the
// bonuses page. English at 1440 px, French at 375.

test.describe.configure({ timeout: 120_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`an operator creates a free-bet offer and code a player redeems, at ${width} px, in ${locale}`, async ({
    page,
    session,
  }) => {
    const t = BO_MESSAGES[locale].offers;
    const stamp = Date.now().toString(36);
    const sysname = `e2e-free-bet-${locale}-${stamp}`;
    const title = `E2E free bet ${locale} ${stamp}`;
    const code = `E2E-FB-${locale}-${stamp}`.toUpperCase();
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'content', locale, '/bonuses');

    await page.getByRole('button', { name: t.create, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.newTitle });
    await dialog.getByLabel(t.fields.sysname).fill(sysname);
    await dialog.getByLabel(t.fields.titleEn).fill(title);
    await dialog.getByLabel(t.fields.titleFr).fill(title);
    await dialog.getByLabel(t.fields.textEn).fill('A free bet made by the e2e test.');
    await dialog.getByLabel(t.fields.textFr).fill('Un pari gratuit créé par le test e2e.');
    await dialog.getByLabel(t.promotions.type).selectOption('betting_bonus');
    await dialog.getByLabel(t.promotions.fields.bet_amount).fill('7');
    await dialog.getByLabel(t.promotions.fields.min_odds).fill(locale === 'fr' ? '1,8' : '1.8');
    await dialog.getByLabel(t.promotions.fields.days).fill('3');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId('offers-table').getByRole('row').filter({ hasText: sysname });
    await expect(row).toContainText(t.statuses.active);

    await row.getByRole('button', { name: formatMessage(t.addCodeLabel, { name: title }) }).click();
    const codeDialog = page.getByRole('dialog', { name: t.codes.newTitle });
    await codeDialog.getByLabel(t.codes.fields.code).fill(code);
    await codeDialog.getByRole('button', { name: t.codes.save }).click();
    await expect(codeDialog).toHaveCount(0);
    await expectNoSideScroll(page);

    const site = MESSAGES[locale];
    const promo = site.pages.bonuses.promoCode;
    const texts = site.pages.bettingBonuses;
    const seven = formatMoney(7, 'EUR', locale);
    await session.register();
    await page.goto(localized('/profile/bonuses', locale));
    await waitForSiteReady(page);
    const form = page.getByRole('form', { name: promo.title });
    await form.getByLabel(promo.label).fill(code);
    await form.getByRole('button', { name: promo.submit }).click();
    const popup = page.getByRole('dialog', { name: promo.activatedTitle });
    await expect(popup).toContainText(seven);
    await popup.getByRole('button', { name: promo.close }).click();
    const card = page.getByRole('list', { name: texts.listLabel }).getByRole('listitem').first();
    await expect(card).toContainText(title);
    await expect(card).toContainText(seven);
    await expect(card).toContainText(texts.statuses.available);
    await expect(card).toContainText(locale === 'fr' ? '1,80' : '1.80');
  });
}
