import { readFile } from 'node:fs/promises';
import type { LocaleCode } from '@jeton/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { getApi, logIn, logOut, type RegisteredPlayer } from './support/api.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES, SCREENS } from './support/site.js';

// Profile → Security (issue 12): a new player turns two-factor on from the page (the secret read
// from the page, the code computed here), keeps the recovery codes, logs in with a code and with a
// recovery code; changes the password, which ends a session open in another browser; ends another
// session from the list. In both languages, on a desktop and on a 375 px phone.

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const shownDialog = (page: Page): Locator => page.locator('dialog[open]');

function totpOf(secret: string) {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** Opens the log-in dialog from the header and sends login and password. */
async function startLogIn(page: Page, locale: LocaleCode, player: RegisteredPlayer) {
  const t = MESSAGES[locale];
  await page.goto(localized('/', locale));
  await page.getByRole('banner').getByRole('button', { name: t.header.login, exact: true }).click();
  const dialog = shownDialog(page);
  await dialog.getByLabel(t.auth.fields.login).fill(player.login);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: t.auth.login.submit }).click();
  await expect(dialog.getByRole('heading', { name: t.auth.twoFactor.title })).toBeVisible();
  return dialog;
}

async function expectLoggedIn(page: Page, locale: LocaleCode) {
  await expect(shownDialog(page)).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('button', { name: MESSAGES[locale].header.login, exact: true }),
  ).toHaveCount(0);
}

/** Another browser, logged in as the player through the API: its session is the player's too. */
async function otherBrowser(
  browser: Browser,
  baseURL: string,
  clientIp: string,
  player: RegisteredPlayer,
  userAgent?: string,
) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    ...(userAgent ? { userAgent } : {}),
  });
  await logIn(context.request, player);
  const uid = async () => (await getApi<{ uid: number }>(context.request, 'account/getInfo')).uid;
  return { context, uid };
}

/**
 * Nothing sticks out sideways (a 375 px phone must not scroll horizontally), and axe finds no serious
 * or critical violation of the WCAG 2.2 AA rules in the page's main part (as accessibility.spec.ts).
 */
async function expectFitsAndAccessible(page: Page) {
  await expectNoSideScroll(page);
  expect(await seriousViolations(page, '#main')).toEqual([]);
}

for (const { name, size: viewport, locale: screenLocale } of SCREENS) {
  test.describe(`security tab (${name})`, () => {
    test.use({ viewport });
    // Whole journeys (set-up, three log-ins; three browsers): longer than one page's check.
    test.describe.configure({ timeout: 120_000 });

    for (const locale of [screenLocale]) {
      const t = MESSAGES[locale];
      const texts = t.security;

      test(`turns two-factor on, keeps the recovery codes, logs in with a code and with a recovery code (${locale})`, async ({
        page,
        session,
      }) => {
        const player = await session.register();
        await page.goto(localized('/profile/security', locale));
        await expect(page.getByRole('heading', { name: texts.twoFactor.title })).toBeVisible();
        await expect(page.getByText(texts.twoFactor.statusOff)).toBeVisible();
        await page.getByRole('button', { name: texts.twoFactor.turnOn }).click();

        // The QR code of the otpauth URI, and the same secret as text for typing by hand.
        await expect(page.getByRole('img', { name: texts.twoFactor.qrAlt })).toBeVisible();
        const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
        await expectFitsAndAccessible(page);
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        const totp = totpOf(secret);

        const confirmForm = page.getByTestId('two-factor-confirm');
        const code = confirmForm.getByLabel(texts.twoFactor.code);
        await code.fill('12345');
        await confirmForm.getByRole('button', { name: texts.twoFactor.confirm }).click();
        await expect(
          confirmForm.getByText(texts.twoFactor.codeErrors.codeFormat, { exact: true }),
        ).toBeVisible();
        await code.fill(totp.generate());
        await confirmForm.getByRole('button', { name: texts.twoFactor.confirm }).click();

        // The recovery codes, once, with the warning to store them now, and a download.
        const codesPanel = page.getByTestId('recovery-codes');
        await expect(codesPanel.getByRole('heading', { name: texts.recoveryCodes.title })).toBeVisible();
        await expect(codesPanel.getByRole('alert')).toHaveText(texts.recoveryCodes.warning);
        const codeItems = codesPanel
          .getByRole('list', { name: texts.recoveryCodes.listLabel })
          .getByRole('listitem');
        await expect(codeItems).toHaveCount(10);
        const codes = (await codeItems.allTextContents()).map((c) => c.trim());
        await expectFitsAndAccessible(page);
        const downloading = page.waitForEvent('download');
        await codesPanel.getByRole('button', { name: texts.recoveryCodes.download }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(texts.recoveryCodes.fileName);
        const file = await readFile((await download.path()) ?? '', 'utf8');
        for (const recovery of codes) expect(file).toContain(recovery);
        await codesPanel.getByRole('button', { name: texts.recoveryCodes.done }).click();
        await expect(codesPanel).toHaveCount(0);
        await expect(page.getByRole('main').getByText(texts.twoFactor.statusOn)).toBeVisible();
        // Shown once: a reload shows how many are left, never the codes.
        await page.reload();
        await expect(page.getByRole('main').getByText(texts.twoFactor.statusOn)).toBeVisible();
        await expect(page.getByText(codes[0]!)).toHaveCount(0);

        // Logged out, the log-in asks for the code; the one of the next step logs in.
        await logOut(page.request);
        let dialog = await startLogIn(page, locale, player);
        const codeField = dialog.getByLabel(t.auth.fields.code);
        await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
        await dialog.getByRole('button', { name: t.auth.twoFactor.submit }).click();
        await expectLoggedIn(page, locale);

        // And with a recovery code instead, once: the same code a second time is refused.
        for (const attempt of ['first', 'replay'] as const) {
          await logOut(page.request);
          dialog = await startLogIn(page, locale, player);
          await dialog.getByRole('button', { name: t.auth.twoFactor.useRecovery }).click();
          const recoveryField = dialog.getByLabel(t.auth.twoFactor.recoveryCode);
          await expect(recoveryField).toBeFocused();
          await recoveryField.fill(codes[0]!);
          await dialog.getByRole('button', { name: t.auth.twoFactor.submit }).click();
          if (attempt === 'first') {
            await expectLoggedIn(page, locale);
          } else {
            await expect(dialog.getByText(t.auth.twoFactor.recoveryInvalid)).toBeVisible();
            await expect(recoveryField).toHaveAttribute('aria-invalid', 'true');
          }
        }
      });

      test(`ends another session from the list, and a password change ends the rest (${locale})`, async ({
        page,
        session,
        browser,
        baseURL,
        clientIp,
      }) => {
        const player = await session.register();
        const phone = await otherBrowser(browser, baseURL ?? '', clientIp, player, SAFARI_IPHONE);
        const laptop = await otherBrowser(browser, baseURL ?? '', clientIp, player);
        await page.goto(localized('/profile/security', locale));

        const sessions = page.getByTestId('session');
        await expect(sessions).toHaveCount(3);
        await expect(sessions.filter({ hasText: texts.sessions.current })).toHaveCount(1);
        const phoneRow = sessions.filter({ hasText: 'Safari 17 · iOS 17.5' });
        await expect(phoneRow).toHaveCount(1);
        await expect(phoneRow).toContainText(`(${texts.sessions.platforms.mobile})`);
        await expectFitsAndAccessible(page);

        // Ending asks first; cancelling ends nothing.
        await phoneRow.getByRole('button', { name: texts.sessions.end }).click();
        await expect(phoneRow.getByText(texts.sessions.endConfirm)).toBeVisible();
        await phoneRow.getByRole('button', { name: texts.cancel }).click();
        expect(await phone.uid()).toBe(player.uid);
        await phoneRow.getByRole('button', { name: texts.sessions.end }).click();
        await phoneRow.getByRole('button', { name: texts.sessions.endYes }).click();
        await expect(page.getByText(texts.sessions.ended)).toBeVisible();
        await expect(sessions).toHaveCount(2);
        expect(await phone.uid()).toBe(0);
        expect(await laptop.uid()).toBe(player.uid);

        // A wrong current password is refused plainly and ends nothing.
        const t5 = texts.password;
        await page.getByLabel(t5.current, { exact: true }).fill('not-my-password');
        await page.getByLabel(t5.new, { exact: true }).fill('changed99');
        await page.getByLabel(t5.repeat, { exact: true }).fill('changed99');
        await page.getByRole('button', { name: t5.submit }).click();
        await expect(
          page.getByText(locale === 'en' ? 'Choose another password' : 'Choisissez un autre mot de passe', {
            exact: true,
          }),
        ).toBeVisible();
        expect(await laptop.uid()).toBe(player.uid);

        await page.getByLabel(t5.current, { exact: true }).fill(player.password);
        await page.getByRole('button', { name: t5.submit }).click();
        await expect(page.getByText(t5.success)).toBeVisible();
        expect(await laptop.uid()).toBe(0);
        await expect(sessions).toHaveCount(1);
        await expect(page.getByText(texts.sessions.empty)).toBeVisible();
        // This browser's session stays, and the new password is the one that works.
        expect((await getApi<{ uid: number }>(page.request, 'account/getInfo')).uid).toBe(player.uid);
        await logIn(laptop.context.request, { login: player.login, password: 'changed99' });
        expect(await laptop.uid()).toBe(player.uid);

        // "End all others" (after a confirmation) signs the laptop out again.
        await page.reload();
        await page.getByRole('button', { name: texts.sessions.endOthers }).click();
        await page.getByRole('button', { name: texts.sessions.endOthersYes }).click();
        await expect(page.getByText(texts.sessions.empty)).toBeVisible();
        expect(await laptop.uid()).toBe(0);

        await phone.context.close();
        await laptop.context.close();
      });
    }
  });
}
