import { formatRuleFailure, type LocaleCode } from '@jeton/domain';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { depositThroughSandbox } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { outboxMessages } from './support/outbox.js';
import { LOCALES, localized, MESSAGES, screensIn } from './support/site.js';

// The profile settings tab, contacts, the newsletter and /unsubscribe, and the withdrawal page's
// way to the missing profile fields and back (issue 12, items 1 and 2), in English and French, on
// a desktop and a 375 px phone.

/** Serious axe findings in the page's main content (the header is checked by its own specs). */
/** The newest 6-digit code sent to `recipient`. */
async function sentCode(recipient: string): Promise<string> {
  const [message] = await outboxMessages(recipient, 'contact_confirmation');
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

/** A French mobile number no other test uses. */
function uniquePhone(): string {
  return `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Fills the personal details a withdrawal needs, and the rest the form asks for. */
async function fillProfile(page: Page, locale: LocaleCode) {
  const fields = MESSAGES[locale].profile.personal.fields;
  const label = (name: keyof typeof fields) => page.getByLabel(fields[name], { exact: true });
  await label('first_name').fill('Anne');
  await label('last_name').fill("O'Neil-Martin");
  await label('sex').selectOption('2');
  await label('birth_date').fill('14.07.1990');
  await label('country_code').selectOption('FR');
  await label('home_town').fill('Lyon');
  await label('address').fill('3 rue de la Paix');
  await label('postcode').fill('69001');
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const p = t.profile;
  for (const viewport of screensIn(locale)) {
    test.describe(`profile settings in ${locale} on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });
      test.setTimeout(120_000);

      test('a new player fills the profile, confirms a phone and toggles the newsletter', async ({
        page,
        session,
      }) => {
        await session.register();
        if (locale === 'en') {
          await page.goto('/profile/settings');
        } else {
          // The player chooses the site language on the same tab (account/changelocale).
          await page.goto('/profile/settings');
          await page.getByLabel(MESSAGES.en.profile.account.language).selectOption(locale);
          await expect(page).toHaveURL(localized('/profile/settings', locale));
        }
        const fields = p.personal.fields;
        const label = (name: keyof typeof fields) => page.getByLabel(fields[name], { exact: true });

        // A field error first: digits in a name, and the fields left empty.
        await label('first_name').fill('Anne3');
        await page.getByRole('button', { name: p.personal.save, exact: true }).click();
        await expect(page.getByText(formatRuleFailure({ key: 'name' }, locale))).toBeVisible();
        await expect(page.getByText(p.personal.checkFields)).toBeVisible();
        await expect(label('first_name')).toBeFocused();

        // Then a valid profile is saved, with the toast, and is there after a reload.
        await fillProfile(page, locale);
        await label('birth_date').fill('01.01.2015');
        await expect(page.getByRole('alert').filter({ hasText: /\d\d\.\d\d\.\d{4}/ })).toBeVisible();
        await label('birth_date').fill('14.07.1990');
        await page.getByRole('button', { name: p.personal.save, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: p.personal.saved })).toBeVisible();
        await page.reload();
        await expect(label('first_name')).toHaveValue('Anne');
        await expect(label('last_name')).toHaveValue("O'Neil-Martin");
        await expect(label('sex')).toHaveValue('2');
        await expect(label('birth_date')).toHaveValue('14.07.1990');
        await expect(label('country_code')).toHaveValue('FR');
        await expect(label('postcode')).toHaveValue('69001');
        expect(await seriousViolations(page, 'main')).toEqual([]);

        // A phone is added and confirmed with the SMS code from the outbox, a wrong code first.
        const number = uniquePhone();
        const phoneRow = page.getByTestId('contact-phone');
        await phoneRow.getByLabel(p.contacts.phoneCountry).selectOption('FR');
        await phoneRow.getByLabel(p.contacts.phoneLabel).fill(number);
        await phoneRow.getByRole('button', { name: p.contacts.add }).click();
        const dialog = page.getByRole('dialog', { name: t.emailConfirmation.titlePhone });
        await expect(dialog).toBeVisible();
        const code = await sentCode(`+33${number}`);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        await dialog.getByLabel(t.emailConfirmation.codeLabel).fill(wrong);
        await dialog.getByRole('button', { name: t.emailConfirmation.submit, exact: true }).click();
        await expect(dialog.getByRole('alert')).toHaveText(formatRuleFailure({ key: 'smsCode' }, locale));
        await expect(dialog.getByRole('button', { name: /\d/ })).toBeDisabled();
        await dialog.getByLabel(t.emailConfirmation.codeLabel).fill(code);
        await dialog.getByRole('button', { name: t.emailConfirmation.submit, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await expect(phoneRow.getByText(p.contacts.confirmed, { exact: true })).toBeVisible();

        // The phone's newsletter: on (a welcome SMS with its unsubscribe link), then off by that link.
        const toggle = phoneRow.getByRole('switch', { name: p.contacts.newsletter });
        await toggle.check();
        await expect(toggle).toBeChecked();
        const [welcome] = await outboxMessages(`+33${number}`, 'newsletter_welcome');
        const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(welcome!.body)![0];
        expect(new URL(link).pathname).toBe(localized('/unsubscribe', locale));
        await page.goto(link);
        await expect(page.getByRole('heading', { name: p.unsubscribe.done })).toBeVisible();
        await expect(page.getByText(p.unsubscribe.donePhone)).toBeVisible();
        expect(await seriousViolations(page, 'main')).toEqual([]);
        await page.reload();
        await expect(page.getByRole('heading', { name: p.unsubscribe.already })).toBeVisible();
        await page.goto(`${link.slice(0, -2)}xx`);
        await expect(page.getByRole('heading', { name: p.unsubscribe.invalid })).toBeVisible();
        await page.goto(localized('/profile/settings', locale));
        await expect(page.getByTestId('contact-phone').getByRole('switch')).not.toBeChecked();
      });

      test('the withdrawal page names what is missing and leads to the form and back', async ({
        page,
        session,
      }) => {
        const player = await session.registerWithUnconfirmedEmail();
        await depositThroughSandbox(page.request, 100);
        await page.goto(localized('/cashier/withdraw', locale));
        const gaps = page.getByTestId('withdrawal-gaps');
        await expect(gaps).toContainText(p.withdrawGaps.contact.replace('{contact}', player.email));
        await expect(gaps).toContainText(p.personal.fields.birth_date);

        // The contact is confirmed in place: its line goes without a reload.
        await gaps.getByRole('button', { name: p.withdrawGaps.confirm }).click();
        const dialog = page.getByRole('dialog', { name: t.emailConfirmation.title });
        await dialog.getByLabel(t.emailConfirmation.codeLabel).fill(await sentCode(player.email));
        await dialog.getByRole('button', { name: t.emailConfirmation.submit, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await expect(gaps).not.toContainText(player.email);
        await expect(page.getByRole('complementary', { name: t.emailConfirmation.hint.label })).toHaveCount(
          0,
        );

        // Sending the form now opens the fill-profile prompt instead of the confirmation step.
        await page.getByLabel(t.cashier.withdraw.method).selectOption('card');
        await page.getByLabel(t.cashier.withdraw.amount.replace('{currency}', 'EUR')).fill('50');
        await page.getByRole('button', { name: t.cashier.withdraw.submit, exact: true }).click();
        const prompt = page.getByRole('dialog', { name: p.fillProfile.title });
        await expect(prompt).toBeVisible();
        await prompt.getByRole('link', { name: p.fillProfile.fill }).click();

        // Straight to the missing fields, then back to the withdrawal after saving.
        await expect(page).toHaveURL(
          (url) =>
            url.pathname === localized('/profile/settings', locale) &&
            url.searchParams.get('from') === localized('/cashier/withdraw', locale),
        );
        const firstName = page.getByLabel(p.personal.fields.first_name, { exact: true });
        await expect(firstName).toBeFocused();
        await fillProfile(page, locale);
        await page.getByRole('button', { name: p.personal.save, exact: true }).click();
        await expect(page).toHaveURL(localized('/cashier/withdraw', locale));
        await expect(page.getByRole('status').filter({ hasText: p.personal.savedBack })).toBeVisible();
        await expect(page.getByTestId('withdrawal-gaps')).toHaveCount(0);
        await page.getByLabel(t.cashier.withdraw.method).selectOption('card');
        await page.getByLabel(t.cashier.withdraw.amount.replace('{currency}', 'EUR')).fill('50');
        await page.getByRole('button', { name: t.cashier.withdraw.submit, exact: true }).click();
        await expect(page.getByRole('dialog', { name: t.cashier.confirm.withdrawTitle })).toBeVisible();
      });
    });
  }
}
