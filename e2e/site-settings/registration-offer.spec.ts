import type { LocaleCode } from '@jeton/domain';
import type { Page } from '@playwright/test';
import { expectNoSideScroll } from '../support/axe.js';
import { BO_MESSAGES, callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { reloadUntilFreeSpins } from '../support/bonuses.js';
import { outboxMessages } from '../support/outbox.js';
import { LOCALES, localized, MESSAGES, screensIn, waitForSiteReady } from '../support/site.js';

// A registration offer (decision 0078): an operator turns one on, a guest finds it on /offers with
// "Register to get it", registers through the dialog, is told by the popup and finds its free spins
// in Profile → Bonuses. Every new player gets such an offer, hence here (after the player-site
// specs, one at a time); the offer is ended again whatever happens.

test.describe.configure({ timeout: 120_000 });

async function registerThroughDialog(player: Page, locale: LocaleCode, login: string): Promise<void> {
  const t = MESSAGES[locale];
  const dialog = player.getByRole('dialog', { name: t.auth.registration.title });
  await dialog.getByLabel(t.auth.fields.login).fill(login);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill('welcome-pass-12');
  await dialog.getByLabel(t.auth.fields.currency).selectOption('EUR');
  await dialog.getByRole('checkbox', { name: new RegExp(t.auth.registration.termsLink) }).check();
  await dialog.getByRole('button', { name: t.auth.registration.submit }).click();
  const codeStep = player.getByRole('dialog', { name: t.auth.registration.codeTitle });
  await expect(codeStep).toBeVisible();
  const [message] = await outboxMessages(login, 'registration_code');
  await codeStep.getByLabel(t.auth.fields.code).fill(/\b(\d{6})\b/.exec(message!.body)![1]!);
  await codeStep.getByRole('button', { name: t.auth.registration.codeSubmit }).click();
}

for (const locale of LOCALES) {
  for (const screen of screensIn(locale)) {
    test(`a new player gets the registration offer an operator turned on (${locale}, ${screen.name})`, async ({
      page,
      browser,
    }) => {
      const t = MESSAGES[locale];
      const texts = t.pages.offers;
      const stamp = `${locale}-${Date.now()}`;
      const title = locale === 'fr' ? `Cadeau ${stamp} : 12 tours` : `Gift ${stamp}: 12 spins`;
      await operatorLogsIn(page, 'content', locale, '/bonuses?trigger=registration');
      const created = await callBackoffice(page.request, 'offers/create', {
        sysname: `e2e-registration-${stamp}`,
        triggerAction: 'registration',
        firstDeposit: false,
        excludeMethods: [],
        titleEn: title,
        titleFr: title,
        textEn: 'Twelve free spins for every new account.',
        textFr: 'Douze tours gratuits pour chaque nouveau compte.',
        imageUrl: '',
        promotions: [{ type: 'free_spins', count: 12, game: 'jeton-fruit-reels' }],
        startsAt: null,
        endsAt: null,
        sort: 0,
      });
      expect(created.ok()).toBe(true);
      const offerId = ((await created.json()) as { data: { id: number } }).data.id;
      const player = await browser.newPage({ viewport: screen.size });
      try {
        // The operator sees it among the registration offers, running.
        await page.reload();
        const row = page.getByTestId('offers-table').getByRole('row').filter({ hasText: title });
        await expect(row).toContainText(BO_MESSAGES[locale].offers.triggers.registration);

        await player.goto(localized('/offers', locale));
        await waitForSiteReady(player);
        const card = player.locator('.offer-card').filter({ hasText: title });
        await card.getByRole('button', { name: texts.registerToGet }).click();
        const login = `welcome-${stamp}@example.com`;
        await registerThroughDialog(player, locale, login);

        // The popup says what the account got and leads to Profile → Bonuses.
        const popup = player.getByRole('dialog', { name: title });
        await expect(popup).toBeVisible();
        await popup.getByRole('link', { name: t.auth.registration.welcomeOffer }).click();
        await expect(player).toHaveURL(new RegExp(`${localized('/profile/bonuses', locale)}$`));
        // Granted by the outbox's subscriber a moment after the sign-up.
        await reloadUntilFreeSpins(player, 12);
        await expectNoSideScroll(player);

        await player.goto(localized('/offers', locale));
        await expect(card).toContainText(texts.registrationYours);
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
