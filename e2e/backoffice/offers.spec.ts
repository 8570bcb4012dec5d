import { formatMessage } from '../../apps/backoffice/app/i18n/format.js';
import { expectNoSideScroll, seriousViolations } from '../support/axe.js';
import { BO_MESSAGES, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { localized, MESSAGES, waitForSiteReady } from '../support/site.js';

// A content operator runs offers and promo codes (decision 0068): a new promo-code offer, a code
// for it (a refused one first, with its field error), then a new player redeems the code on the
// player site's bonuses page; disabled, the code is refused; enabled again, it works. In English the
// operator also adds a deposit offer that /offers shows. English at 1440 px, French at 375.

test.describe.configure({ timeout: 120_000 });

for (const [width, locale] of [
  [1440, 'en'],
  [375, 'fr'],
] as const) {
  test(`an operator creates a promo code a player redeems, at ${width} px, in ${locale}`, async ({
    page,
    session,
  }) => {
    const t = BO_MESSAGES[locale].offers;
    const stamp = Date.now().toString(36);
    const sysname = `e2e-${locale}-${stamp}`;
    const title = `E2E spins ${locale} ${stamp}`;
    const code = `E2E-${locale}-${stamp}`.toUpperCase();
    await page.setViewportSize({ width, height: 900 });
    await operatorLogsIn(page, 'content', locale, '/bonuses');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('offers-table').getByText('spring-code', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    // The codes' list, searched: SPRING with its offer's title in the operator's language.
    await page
      .getByRole('navigation', { name: t.tabs.label })
      .getByRole('link', { name: t.tabs.codes })
      .click();
    // The codes' tab is shown (its own search box), not the offers' one still on screen.
    await expect(page).toHaveURL(/\/backoffice\/bonuses\/codes$/);
    await expect(page.getByTestId('promo-codes-table')).toBeVisible();
    await page.getByRole('search').getByLabel(t.search).fill('spr');
    await page.getByRole('search').getByRole('button', { name: t.searchButton }).click();
    const spring = page.getByTestId('promo-codes-table').getByRole('row').filter({ hasText: 'SPRING' });
    await expect(spring).toContainText(
      locale === 'fr' ? 'Code SPRING : 20 tours gratuits' : 'Code SPRING: 20 free spins',
    );
    await expect(page.getByTestId('promo-codes-table').getByText('WELCOME10')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
    await page
      .getByRole('navigation', { name: t.tabs.label })
      .getByRole('link', { name: t.tabs.offers })
      .click();

    // A promo-code offer: 15 free spins on Fruit Reels. A game that does not exist is refused first.
    await page.getByRole('button', { name: t.create, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.newTitle });
    await dialog.getByLabel(t.fields.sysname).fill(sysname);
    await dialog.getByLabel(t.fields.titleEn).fill(title);
    await dialog.getByLabel(t.fields.titleFr).fill(title);
    await dialog.getByLabel(t.fields.textEn).fill('Made by the e2e test.');
    await dialog.getByLabel(t.fields.textFr).fill('Créée par le test e2e.');
    await dialog.getByLabel(t.promotions.type).selectOption('free_spins');
    await dialog.getByLabel(t.promotions.fields.count).fill('15');
    await dialog.getByLabel(t.promotions.fields.game).fill('e2e-no-such-game');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.errors['promotions.game'])).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(t.promotions.fields.game).fill('jeton-fruit-reels');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByTestId('offers-table').getByRole('row').filter({ hasText: sysname });
    await expect(row).toContainText(t.statuses.active);

    // Its code, from the offer's row: one that exists (in another case) is refused on its field.
    await row.getByRole('button', { name: formatMessage(t.addCodeLabel, { name: title }) }).click();
    const codeDialog = page.getByRole('dialog', { name: t.codes.newTitle });
    await expect(codeDialog.getByLabel(t.codes.fields.code)).toBeFocused();
    await codeDialog.getByLabel(t.codes.fields.code).fill('spring');
    await codeDialog.getByRole('button', { name: t.codes.save }).click();
    await expect(codeDialog.getByText(t.errors.code)).toBeVisible();
    await codeDialog.getByLabel(t.codes.fields.code).fill(code.toLowerCase());
    await codeDialog.getByLabel(t.codes.fields.maxUses).fill('5');
    await codeDialog.getByRole('button', { name: t.codes.save }).click();
    await expect(codeDialog).toHaveCount(0);
    await expect(page.getByText(formatMessage(t.codes.saved, { code }))).toBeVisible();
    await page.goto(`/backoffice/bonuses/codes?search=${code}`);
    const codeRow = page.getByTestId('promo-codes-table').getByRole('row').filter({ hasText: code });
    await expect(codeRow).toContainText('0 / 5');
    await expect(codeRow).toContainText(title);
    await expectNoSideScroll(page);
    await page.goto('/backoffice/bonuses');

    if (locale === 'en') {
      // A deposit offer shows on the player site's /offers at once.
      await page.getByRole('button', { name: t.create, exact: true }).click();
      const deposit = page.getByRole('dialog', { name: t.newTitle });
      await deposit.getByLabel(t.fields.sysname).fill(`${sysname}-deposit`);
      await deposit.getByLabel(t.fields.trigger).selectOption('deposit');
      await deposit.getByLabel(t.fields.titleEn).fill(`${title} reload`);
      await deposit.getByLabel(t.fields.titleFr).fill(`${title} recharge`);
      await deposit.getByLabel(t.fields.textEn).fill('A quarter of your deposit again.');
      await deposit.getByLabel(t.fields.textFr).fill('Un quart de votre dépôt en plus.');
      await deposit.getByLabel(t.promotions.fields.percent).fill('25');
      await deposit.getByRole('button', { name: t.save }).click();
      await expect(deposit).toHaveCount(0);
    }

    // A new player redeems the code, typed in lower case, on the bonuses page.
    const site = MESSAGES[locale];
    const texts = site.pages.bonuses.promoCode;
    await session.register();
    if (locale === 'en') {
      await page.goto(localized('/offers', locale));
      await expect(page.getByText(`${title} reload`).first()).toBeVisible();
    }
    await page.goto(localized('/profile/bonuses', locale));
    await waitForSiteReady(page);
    const form = page.getByRole('form', { name: texts.title });
    await form.getByLabel(texts.label).fill(code.toLowerCase());
    await form.getByRole('button', { name: texts.submit }).click();
    const popup = page.getByRole('dialog', { name: texts.activatedTitle });
    await expect(popup).toContainText(/15/);
    await popup.getByRole('button', { name: texts.close }).click();
    await expect(page.locator('.free-spin-pack')).toContainText('15');

    // The operator sees the use counted, disables the code, and the next player is told it is gone.
    await page.goto(`/backoffice/bonuses/codes?search=${code}`);
    await expect(codeRow).toContainText('1 / 5');
    await codeRow.getByRole('button', { name: formatMessage(t.codes.disableLabel, { code }) }).click();
    const confirm = page.getByRole('dialog', { name: formatMessage(t.codes.disableLabel, { code }) });
    await confirm.getByRole('button', { name: t.codes.disableConfirm }).click();
    await expect(codeRow).toContainText(t.codes.disabled);

    await session.register();
    await page.goto(localized('/profile/bonuses', locale));
    await waitForSiteReady(page);
    await form.getByLabel(texts.label).fill(code);
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByText(site.auth.promoCodeErrors.NOT_AVAILABLE)).toBeVisible();

    // The operator enables it again (asked first); the same player now redeems it.
    await page.goto(`/backoffice/bonuses/codes?search=${code}`);
    await codeRow.getByRole('button', { name: formatMessage(t.codes.enableLabel, { code }) }).click();
    const enable = page.getByRole('dialog', { name: formatMessage(t.codes.enableLabel, { code }) });
    await expect(enable).toContainText(t.codes.enableText);
    await enable.getByRole('button', { name: t.codes.enableConfirm }).click();
    await expect(page.getByText(formatMessage(t.codes.enabled_done, { code }))).toBeVisible();
    await expect(codeRow).toContainText(t.codes.active);
    await expect(
      codeRow.getByRole('button', { name: formatMessage(t.codes.disableLabel, { code }) }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(localized('/profile/bonuses', locale));
    await waitForSiteReady(page);
    await form.getByLabel(texts.label).fill(code);
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('dialog', { name: texts.activatedTitle })).toContainText(/15/);
  });
}
