import { expectNoSideScroll } from '../support/axe.js';
import { callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { reloadUntilFreeSpins } from '../support/bonuses.js';
import { LOCALES, localized, MESSAGES, screensIn, waitForSiteReady } from '../support/site.js';

// Decision 0081: an account made by social sign-in gets the registration offers too (0078), and the
// player is told by the same popup as after the form, once: after the social registration popup
// (currency and terms), not again on reload. Here for the reason registration-offer.spec.ts is.

test.describe.configure({ timeout: 120_000 });

const SANDBOX_PAGE = {
  en: { submit: 'Sign in and continue', email: 'Email' },
  fr: { submit: 'Se connecter et continuer', email: 'E-mail' },
} as const;

for (const locale of LOCALES) {
  for (const screen of screensIn(locale)) {
    test(`a player made by social sign-in is told of the registration offer once (${locale}, ${screen.name})`, async ({
      page,
      browser,
    }) => {
      const t = MESSAGES[locale];
      const stamp = `${locale}-social-${Date.now()}`;
      const title = locale === 'fr' ? `Cadeau ${stamp} : 7 tours` : `Gift ${stamp}: 7 spins`;
      await operatorLogsIn(page, 'content', locale, '/bonuses?trigger=registration');
      const created = await callBackoffice(page.request, 'offers/create', {
        sysname: `e2e-registration-${stamp}`,
        triggerAction: 'registration',
        firstDeposit: false,
        excludeMethods: [],
        titleEn: title,
        titleFr: title,
        textEn: 'Seven free spins for every new account.',
        textFr: 'Sept tours gratuits pour chaque nouveau compte.',
        imageUrl: '',
        promotions: [{ type: 'free_spins', count: 7, game: 'jeton-fruit-reels' }],
        startsAt: null,
        endsAt: null,
        sort: 0,
      });
      expect(created.ok()).toBe(true);
      const offerId = ((await created.json()) as { data: { id: number } }).data.id;
      const player = await browser.newPage({ viewport: screen.size });
      try {
        await player.goto(localized('/promotions', locale));
        await waitForSiteReady(player);
        await player.getByRole('banner').getByRole('button', { name: t.header.login, exact: true }).click();
        const social = player.locator('dialog[open]').getByRole('button', {
          name: new RegExp(t.auth.social.continueWith.replace('{provider}', 'Sandbox ID')),
        });
        const [popup] = await Promise.all([player.waitForEvent('popup'), social.click()]);
        await popup.waitForLoadState();
        await popup.getByLabel(SANDBOX_PAGE[locale].email).fill(`social-offer-${stamp}@example.com`);
        const closed = popup.waitForEvent('close');
        await popup.getByRole('button', { name: SANDBOX_PAGE[locale].submit }).click();
        await closed;

        // The social registration popup first; the offer's popup only once it is complete.
        const dialog = player.getByRole('dialog', { name: t.auth.socialRegistration.title });
        await expect(dialog).toBeVisible();
        await expect(player.getByRole('dialog', { name: title })).toHaveCount(0);
        await dialog.getByLabel(t.auth.fields.currency).selectOption('EUR');
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: t.auth.socialRegistration.submit }).click();
        const offerPopup = player.getByRole('dialog', { name: title });
        await expect(offerPopup).toBeVisible();
        await expect(offerPopup).toContainText(locale === 'fr' ? 'Sept tours gratuits' : 'Seven free spins');
        await expectNoSideScroll(player);
        await offerPopup.getByRole('link', { name: t.auth.registration.welcomeOffer }).click();
        await expect(player).toHaveURL(new RegExp(`${localized('/profile/bonuses', locale)}$`));

        // Granted by the outbox's subscriber; the popup does not come back on a reload.
        await reloadUntilFreeSpins(player, 7);
        await waitForSiteReady(player);
        await expect(player.locator('dialog[open]')).toHaveCount(0);
      } finally {
        await player.close();
        const ended = await callBackoffice(page.request, 'offers/setStatus', {
          id: offerId,
          status: 'ended',
        });
        expect(ended.ok()).toBe(true);
      }
    });
  }
}
