import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectNoSideScroll } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES, screensIn, waitForSiteReady } from './support/site.js';

// Promo codes as a new player meets them (decision 0066): a wrong code says why on the field; the
// promo_code of the address (its last value) fills the field of the profile's bonuses page; SPRING
// opens the "promo-code activated" popup and its free spins show on the page. English at 1440 px,
// French at 375.

for (const locale of LOCALES) {
  for (const screen of screensIn(locale)) {
    test(`a new player redeems SPRING from the address on the bonuses page (${locale}, ${screen.name})`, async ({
      page,
      session,
    }) => {
      const t = MESSAGES[locale];
      const texts = t.pages.bonuses.promoCode;
      await page.setViewportSize(screen.size);
      await session.register();

      await page.goto(`${localized('/profile/bonuses', locale)}?promo_code=OTHER&promo_code=spring`);
      await waitForSiteReady(page);
      const form = page.getByRole('form', { name: texts.title });
      const field = form.getByLabel(texts.label);
      await expect(field).toHaveValue('spring');

      // A wrong code first: the reason in plain words on the field, nothing granted.
      await field.fill('NOT-A-CODE');
      await form.getByRole('button', { name: texts.submit }).click();
      await expect(form.getByText(t.auth.promoCodeErrors.INVALID)).toBeVisible();
      await expect(field).toBeFocused();

      await field.fill('spring');
      await field.press('Enter');
      const popup = page.getByRole('dialog', { name: texts.activatedTitle });
      await expect(popup).toContainText(/20/);
      await popup.getByRole('button', { name: texts.close }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByRole('heading', { name: t.pages.bonuses.freeSpinsTitle })).toBeVisible();
      await expect(page.locator('.free-spin-pack')).toContainText('20');
      await expectNoSideScroll(page);

      // Spent: the kept code is forgotten, and a second try says it was used.
      await page.goto(localized('/profile/bonuses', locale));
      await waitForSiteReady(page);
      await expect(field).toHaveValue('');
      await field.fill('SPRING');
      await form.getByRole('button', { name: texts.submit }).click();
      await expect(form.getByText(t.auth.promoCodeErrors.ALREADY_USED)).toBeVisible();
    });
  }
}

test('a new player redeems WELCOME10 on the deposit page and the popup says what it granted (en, 375 px)', async ({
  page,
  session,
}) => {
  const t = MESSAGES.en;
  const texts = t.pages.bonuses.promoCode;
  await page.setViewportSize({ width: 375, height: 812 });
  await session.register();
  await page.goto(localized('/cashier/deposit', 'en'));
  await waitForSiteReady(page);
  // The field opens on request (its form loads then).
  await page.getByRole('button', { name: texts.open }).click();
  const form = page.getByRole('form', { name: texts.title });
  await form.getByLabel(texts.label).fill('welcome10');
  await form.getByRole('button', { name: texts.submit }).click();
  const popup = page.getByRole('dialog', { name: texts.activatedTitle });
  await expect(popup).toContainText('10.00');
  await popup.getByRole('button', { name: texts.close }).click();
  await expect(popup).toBeHidden();
  await expectNoSideScroll(page);

  // With WELCOME10's bonus running, the welcome deposit offer's bonus would wait: said before paying.
  const offers = page.getByRole('group', { name: t.cashier.offers.title });
  await offers.getByRole('radio', { name: /Welcome offer/ }).check();
  await expect(page.getByTestId('offer-waits')).toHaveText(
    formatMessage(t.cashier.offers.waits, { bonus: 'Code WELCOME10: €10 bonus for new players' }, 'en'),
  );
  await offers.getByRole('radio', { name: t.cashier.offers.none }).check();
  await expect(page.getByTestId('offer-waits')).toHaveCount(0);
});
