import type { LocaleCode } from '@jeton/domain';
import type { Page } from '@playwright/test';
import { TEXTS as KYC_PAGE } from '../apps/server/src/providers/verification/sandbox-kyc-page.js';
import { formatMessage } from '../apps/web/app/i18n/format.js';
import { expectNoSideScroll } from './support/axe.js';
import { money, SANDBOX_BUTTONS, startDeposit } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { outboxMessages } from './support/outbox.js';
import { LOCALES, localized, MESSAGES, screensIn } from './support/site.js';

// Issue 12's journey of a new player, from the first visit to the first withdrawal, through the
// pages alone: register with the code the outbox received (which confirms the email), fill the profile, deposit on
// the sandbox provider's page, play a round, pass identity verification on the sandbox KYC page,
// withdraw, and find the withdrawal and the round in the histories. English and French, on a
// desktop and a 375 px phone.

/** A real 1×1 PNG: the sandbox reads a document's type from its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function register(page: Page, locale: LocaleCode, login: string): Promise<void> {
  const t = MESSAGES[locale];
  // The spec's query flag opens the registration dialog on any page, at any width.
  await page.goto(`${localized('/', locale)}?show_popup_reg=1`);
  const dialog = page.getByRole('dialog', { name: t.auth.registration.title });
  await dialog.getByLabel(t.auth.fields.login).fill(login);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill('journey-pass-12');
  // A player from the euro zone: the account's currency is chosen once, here.
  await dialog.getByLabel(t.auth.fields.currency).selectOption('EUR');
  await dialog.getByRole('checkbox', { name: new RegExp(t.auth.registration.termsLink) }).check();
  await dialog.getByRole('button', { name: t.auth.registration.submit }).click();
  // The code sent to the email finishes the registration and confirms the email.
  const codeStep = page.getByRole('dialog', { name: t.auth.registration.codeTitle });
  await expect(codeStep).toBeVisible();
  const [message] = await outboxMessages(login, 'registration_code');
  await codeStep.getByLabel(t.auth.fields.code).fill(/\b(\d{6})\b/.exec(message!.body)![1]!);
  await codeStep.getByRole('button', { name: t.auth.registration.codeSubmit }).click();
  await expect(page.getByText(t.auth.registration.success)).toBeVisible();
}

/** The confirmation page knows the email is confirmed already: the registration's code did it. */
async function seeEmailConfirmed(page: Page, locale: LocaleCode, login: string): Promise<void> {
  const t = MESSAGES[locale];
  await page.goto(localized('/confirmation', locale));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    formatMessage(t.emailConfirmation.page.confirmed, { contact: login }, locale),
  );
}

async function fillProfile(page: Page, locale: LocaleCode): Promise<void> {
  const p = MESSAGES[locale].profile;
  await page.goto(localized('/profile/settings', locale));
  const label = (name: keyof typeof p.personal.fields) =>
    page.getByLabel(p.personal.fields[name], { exact: true });
  await label('first_name').fill('Camille');
  await label('last_name').fill('Durand');
  await label('sex').selectOption('2');
  await label('birth_date').fill('03.02.1988');
  await label('country_code').selectOption('FR');
  await label('home_town').fill('Nantes');
  await label('address').fill('12 quai de la Fosse');
  await label('postcode').fill('44000');
  await page.getByRole('button', { name: p.personal.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: p.personal.saved })).toBeVisible();
}

async function playOneRound(page: Page, locale: LocaleCode): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(localized('/game/jeton-dice', locale));
  const frame = page.frameLocator('iframe.game-frame');
  await expect(frame.getByTestId('studio-balance')).toBeVisible();
  await frame.getByTestId('play').click();
  await expect(frame.getByTestId('round-message')).toBeVisible();
}

async function verifyIdentity(page: Page, locale: LocaleCode): Promise<void> {
  const t = MESSAGES[locale];
  const sandbox = KYC_PAGE[locale];
  await page.goto(localized('/profile/verification', locale));
  await page.getByRole('button', { name: t.verification.states.none.action }).click();
  await expect(page).toHaveURL(/\/sandbox\/kyc\//);
  await page.getByLabel(sandbox.documentType).selectOption('passport');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: sandbox.send, exact: true }).click();
  await page.getByLabel(sandbox.approve, { exact: true }).check();
  await page.getByRole('button', { name: sandbox.submit }).click();
  // Back on the tab: in review until the provider's signed webhook arrives, then verified.
  await expect(page).toHaveURL(new RegExp(localized('/profile/verification', locale)));
  await expect(page.locator('.verification-card')).toContainText(t.verification.states.approved.title, {
    timeout: 20_000,
  });
}

async function withdraw(page: Page, locale: LocaleCode, amount: number): Promise<void> {
  const c = MESSAGES[locale].cashier;
  await page.goto(localized('/cashier/withdraw', locale));
  await expect(page.getByTestId('withdrawal-gaps')).toHaveCount(0);
  await page.getByLabel(c.withdraw.method).selectOption('ewallet');
  await page.getByLabel(c.withdraw.requisites.wallet_email).fill('camille.wallet@example.com');
  await page.getByLabel(c.withdraw.amount.replace('{currency}', 'EUR')).fill(String(amount));
  await page.getByRole('button', { name: c.withdraw.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.confirm.withdrawTitle });
  await expect(dialog).toContainText(money(amount, locale));
  await dialog.getByRole('button', { name: c.confirm.yesWithdraw }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: c.withdraw.requested.replace('{amount}', money(amount, locale)) }),
  ).toBeVisible();
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  for (const viewport of screensIn(locale)) {
    test.describe(`a new player's first day in ${locale} on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });
      test.setTimeout(120_000);

      test('registers, confirms, fills the profile, deposits, plays, is verified, withdraws, and sees it all in history', async ({
        page,
      }) => {
        const login = `journey-${locale}-${viewport.size.width}-${Date.now()}@example.com`;
        await register(page, locale, login);
        await seeEmailConfirmed(page, locale, login);
        await fillProfile(page, locale);

        await startDeposit(page, locale, 'ewallet', '100');
        await page.getByRole('button', { name: SANDBOX_BUTTONS[locale].success }).click();
        await expect(page).toHaveURL(new RegExp(`${localized('/cashier/paysuccess', locale)}/\\d+`));
        await expect(page.getByRole('banner').locator('.balance-badge-amount')).toHaveText(
          money(100, locale),
        );

        await playOneRound(page, locale);
        await verifyIdentity(page, locale);
        await expect(page.locator('.player-card .badges li').first()).toHaveText(t.pages.profile.verified);
        await withdraw(page, locale, 20);

        // The withdrawal waits for an operator in the cashier's history.
        await page.goto(localized('/cashier/history?tab=withdrawal', locale));
        const payment = page.getByTestId('payment-row');
        await expect(payment).toHaveCount(1);
        await expect(payment).toContainText(money(20, locale));

        // The round is in the bets history.
        await page.goto(localized('/profile/bets', locale));
        await expect(page.getByTestId('bet-row')).toHaveCount(1);
        await expect(page.getByTestId('bet-row')).toContainText(locale === 'fr' ? 'Dés' : 'Dice');

        // Nothing runs off a phone's screen on the way.
        await expectNoSideScroll(page);
      });
    });
  }
}
