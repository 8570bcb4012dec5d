import type { LocaleCode } from '@jeton/domain';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PLAYER, getApi, postApi } from './support/api.js';
import { depositThroughSandbox, startDeposit } from './support/cashier.js';
import { expect, test } from './support/fixtures.js';
import { outboxMessages } from './support/outbox.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The defects found trying the player site in a real browser (issue 17), one describe each, in both
// locales, on a desktop and on a 375 px phone where the layout matters.

const shownDialog = (page: Page): Locator => page.locator('dialog[open]');
const VIEWPORTS = [
  ['en', 1440],
  ['fr', 375],
] as const;

/** The element that describes a field's error (aria-describedby). */
async function errorOf(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-describedby', /-error/);
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${ids.split(' ').find((id) => id.endsWith('-error'))}"]`);
}

/** True when the element's centre is what the player sees there (nothing, no backdrop, above it). */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe('defect 2: the sign-in page goes on after the log-in', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`to home, or to the redirectUrl (${locale}, ${width} px)`, async ({ page }) => {
      const t = MESSAGES[locale];
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized('/forms/sign_in', locale));
      const dialog = shownDialog(page);
      await dialog.getByLabel(t.auth.fields.login).fill(DEMO_PLAYER.login);
      await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PLAYER.password);
      await dialog.getByRole('button', { name: t.auth.login.submit }).click();
      await expect(page).toHaveURL(localized('/', locale));
      await expect(page.getByRole('heading', { name: t.pages.signIn.title })).toHaveCount(0);

      await getApi(page.request, 'auth/logout');
      await page.goto(`${localized('/forms/sign_in', locale)}?redirectUrl=${localized('/gamehall', locale)}`);
      await dialog.getByLabel(t.auth.fields.login).fill(DEMO_PLAYER.login);
      await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PLAYER.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(localized('/gamehall', locale));
    });
  }
});

/** Player-worded validation messages, spelt out: what the issue asks for, not whatever the catalogue says. */
const PLAYER_MESSAGES = {
  en: {
    required: 'Please fill in this field',
    login: 'Enter your email address, or your phone number with its country code',
    minLength: 'Use at least 6 characters',
    rules: 'From 6 to 128 characters: letters, digits and symbols, without spaces.',
  },
  fr: {
    required: 'Veuillez remplir ce champ',
    login: 'Saisissez votre adresse e-mail, ou votre numéro de téléphone avec l’indicatif du pays',
    minLength: 'Saisissez au moins 6 caractères',
    rules: 'De 6 à 128 caractères : lettres, chiffres et symboles, sans espace.',
  },
} as const;

test.describe('defect 3: registration messages for players', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`says what to type, shows the password rules first, takes long passwords (${locale}, ${width} px)`, async ({
      page,
    }) => {
      const t = MESSAGES[locale];
      const says = PLAYER_MESSAGES[locale];
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized('/?show_popup_reg=1', locale));
      const dialog = shownDialog(page);
      const login = dialog.getByLabel(t.auth.fields.login);
      const password = dialog.getByLabel(t.auth.fields.password, { exact: true });
      // The rules are there before any mistake, tied to the field.
      await expect(dialog.getByText(says.rules)).toBeVisible();
      await expect(password).toHaveAccessibleDescription(says.rules);

      await dialog.getByRole('button', { name: t.auth.registration.submit }).click();
      await expect(await errorOf(page, login)).toHaveText(says.required);
      await login.fill('not-an-email');
      await expect(await errorOf(page, login)).toHaveText(says.login);
      await password.fill('abc');
      await expect(await errorOf(page, password)).toHaveText(says.minLength);
      // What a password manager makes: 64 characters and more.
      await password.fill('Aa1!'.repeat(20));
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('a player registers and logs in with a 64-character password', async ({ page }) => {
    const password = 'Xy9#'.repeat(16);
    const login = `e2e-long-${Date.now()}@example.com`;
    await page.goto('/?show_popup_reg=1');
    const dialog = shownDialog(page);
    await dialog.getByLabel(MESSAGES.en.auth.fields.login).fill(login);
    await dialog.getByLabel(MESSAGES.en.auth.fields.password, { exact: true }).fill(password);
    await dialog.getByRole('checkbox', { name: new RegExp(MESSAGES.en.auth.registration.termsLink) }).check();
    await dialog.getByRole('button', { name: MESSAGES.en.auth.registration.submit }).click();
    await expect(
      dialog.getByRole('heading', { name: MESSAGES.en.auth.registration.codeTitle }),
    ).toBeVisible();
    const [message] = await outboxMessages(login, 'registration_code');
    await dialog.getByLabel(MESSAGES.en.auth.fields.code).fill(/\b(\d{6})\b/.exec(message!.body)![1]!);
    await page.keyboard.press('Enter');
    await expect(page.getByText(MESSAGES.en.auth.registration.success)).toBeVisible();
    await getApi(page.request, 'auth/logout');
    await postApi(page.request, 'auth/login', { login, password });
  });
});

test.describe('defect 4: toasts show above an open dialog', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`the password-reset toast is above the log-in dialog's backdrop (${locale}, ${width} px)`, async ({
      page,
      createPlayer,
    }) => {
      const t = MESSAGES[locale];
      await page.setViewportSize({ width, height: 800 });
      const player = await createPlayer();
      await postApi(page.request, 'auth/restore', { login: player.login }, locale);
      const [message] = await outboxMessages(player.login);
      const link = new URL(message!.body.match(/https?:\/\/\S+/)![0]);
      await page.goto(`${link.pathname}${link.search}`);
      const dialog = shownDialog(page);
      await dialog.getByLabel(t.auth.fields.newPassword, { exact: true }).fill('newpass12');
      await dialog.getByLabel(t.auth.fields.passwordRepeat).fill('newpass12');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: t.auth.login.title })).toBeVisible();
      const toast = page.getByRole('status').filter({ hasText: t.auth.newPassword.success });
      await expect(toast).toBeVisible();
      await expect.poll(() => isOnTop(toast)).toBe(true);
      await toast.getByRole('button', { name: t.dialogs.close }).click();
      await expect(toast).toHaveCount(0);
    });
  }
});

test.describe('defect 6: the game frame and the payment page speak the page’s language', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`the game's title in the frame (${locale}, ${width} px)`, async ({ page, session }) => {
      await page.setViewportSize({ width, height: 800 });
      await session.logIn();
      await page.goto(localized('/game/jeton-fruit-reels', locale));
      const name = locale === 'fr' ? 'Rouleaux fruités' : 'Fruit Reels';
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.frameLocator('iframe.game-frame').getByRole('heading', { level: 1 })).toHaveText(
        name,
      );
    });
  }

  for (const locale of LOCALES) {
    test(`the sandbox payment page names the method (${locale})`, async ({ page, session }) => {
      await session.register();
      await startDeposit(page, locale, 'card', '20');
      const shown = MESSAGES[locale].cashier.methodNames.card;
      await expect(page.locator('dd').filter({ hasText: shown })).toBeVisible();
      await expect(page.locator('dd', { hasText: /^card$/ })).toHaveCount(0);
    });
  }
});

test.describe('defect 9: the game hall searches as the player types', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`results follow the typing and their count is announced (${locale}, ${width} px)`, async ({
      page,
    }) => {
      const t = MESSAGES[locale];
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized('/gamehall', locale));
      const search = page.getByRole('searchbox', { name: t.gamehall.searchLabel });
      await search.pressSequentially('obelisk');
      await expect(page).toHaveURL(/query=obelisk/);
      const announced = page.getByRole('status').filter({ hasText: /obelisk/i });
      await expect(announced).toHaveText(
        locale === 'fr' ? '1 jeu trouvé pour « obelisk »' : '1 game found for “obelisk”',
      );
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /Obelisk Roulette/ })
          .first(),
      ).toBeVisible();
      await expect(search).toBeFocused();
    });
  }
});

test.describe('defect 10: counts use plural rules', () => {
  for (const locale of LOCALES) {
    test(`the daily withdrawals line (${locale})`, async ({ page, session }) => {
      await session.register();
      await page.goto(localized('/cashier/withdraw', locale));
      const line = page.getByText(
        locale === 'fr' ? /Aujourd’hui : 0 retrait sur \d+/ : /Today: 0 of \d+ withdrawals/,
      );
      await expect(line).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('(s)');
    });
  }
});

/** What Intl says for a moment in a locale, in the browser's own time zone. */
function intlDateTime(page: Page, iso: string, locale: LocaleCode): Promise<string> {
  return page.evaluate(
    ([value, tag]) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value!)),
    [iso, locale === 'fr' ? 'fr-FR' : 'en-GB'],
  );
}

test.describe('defect 12: dates follow each locale', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`the cashier history's dates (${locale}, ${width} px)`, async ({ page, session }) => {
      await page.setViewportSize({ width, height: 800 });
      await session.register();
      await depositThroughSandbox(page.request, 10);
      await page.goto(localized('/cashier/history', locale));
      const time = page.getByRole('main').locator('time').first();
      await expect(time).toBeVisible();
      const iso = (await time.getAttribute('datetime'))!;
      await expect(time).toHaveText(await intlDateTime(page, iso, locale));
      await expect(time).not.toHaveText(/\d{2}\.\d{2}\.\d{4}/);
    });
  }
});

test.describe("defect 7: a deposit left on the provider's page says it expired", () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`the demo player's abandoned deposit in the history (${locale}, ${width} px)`, async ({
      page,
      session,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await session.logIn();
      await page.goto(`${localized('/cashier/history', locale)}?tab=deposit`);
      const statuses = MESSAGES[locale].cashier.statuses;
      const main = page.getByRole('main');
      await expect(main.getByText(statuses.expired, { exact: true })).toHaveCount(1);
      await expect(main.getByText(statuses.created, { exact: true })).toHaveCount(0);
      await expect(main.getByText(statuses.expired, { exact: true })).toBeVisible();
    });
  }
});

/** Whether two boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('defect 8: nothing covers the cashier, and its tabs show they scroll', () => {
  for (const locale of LOCALES) {
    test(`the chat button covers no deposit offer card at 1440 px, wherever the page is scrolled (${locale})`, async ({
      page,
      session,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await session.register();
      await page.goto(localized('/cashier/deposit/card', locale));
      const chat = page.getByRole('button', { name: MESSAGES[locale].chatLauncher.label });
      const cards = page.locator('.offer-choice');
      await expect(cards.first()).toBeVisible();
      for (const scroll of [0, 200, 400, 100_000]) {
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        const button = (await chat.boundingBox())!;
        for (const card of await cards.all()) {
          const box = await card.boundingBox();
          if (box) expect(overlap(button, box), `scrolled to ${scroll}`).toBe(false);
        }
      }
    });

    test(`the phone's cashier tabs offer a way to the hidden ones (${locale}, 375 px)`, async ({
      page,
      session,
    }) => {
      const t = MESSAGES[locale];
      await page.setViewportSize({ width: 375, height: 800 });
      await session.register();
      await page.goto(localized('/cashier/deposit', locale));
      const tabs = page.getByRole('navigation', { name: t.pages.cashier.title });
      const last = tabs.getByRole('link', { name: t.pages.cashier.tabs.history });
      await expect(last).not.toBeInViewport({ ratio: 0.99 });
      await tabs.getByRole('button', { name: t.tabs.more }).click();
      await expect(last).toBeInViewport({ ratio: 0.99 });
      await expect(tabs.getByRole('button', { name: t.tabs.back })).toBeVisible();
    });
  }
});

test.describe('defect 1: on phones the game fills the screen, its controls in sight', () => {
  // Every house game kind (routes.ts STUDIO_CLIENTS), upright and sideways.
  const GAMES = [
    'jeton-fruit-reels',
    'jeton-european-roulette',
    'jeton-blackjack',
    'jeton-dice',
    'jeton-crash',
    'jeton-plinko',
    'jeton-keno',
    'jeton-mines',
  ];
  for (const sysname of GAMES) {
    for (const [locale, width, height] of [
      ['en', 375, 667],
      ['fr', 667, 375],
    ] as const) {
      test(`${sysname}'s frame fills the viewport and its play button shows (${locale}, ${width}×${height})`, async ({
        page,
        session,
      }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await session.logIn();
        await page.goto(localized(`/game/${sysname}`, locale));
        const frame = page.locator('iframe.game-frame');
        const client = page.frameLocator('iframe.game-frame');
        const play = client.getByTestId('play');
        await expect(play).toBeAttached();
        await frame.scrollIntoViewIfNeeded();
        const box = (await frame.boundingBox())!;
        // The frame takes the screen below the game bar: no empty band under it, no part cut off.
        expect(box.y + box.height).toBeGreaterThan(height - 4);
        expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
        expect(box.height).toBeGreaterThan(height * 0.6);
        // The play button is within the frame's own viewport: no scrolling inside the frame to reach it.
        const inFrame = await play.evaluate((button) => {
          const rect = button.getBoundingClientRect();
          return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight };
        });
        expect(inFrame.top).toBeGreaterThanOrEqual(0);
        expect(inFrame.bottom).toBeLessThanOrEqual(inFrame.viewport);
        // And nothing else covers it: a click at its centre reaches it.
        const covered = await play.evaluate((button) => {
          const rect = button.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return !(hit && button.contains(hit));
        });
        expect(covered).toBe(false);
      });
    }
  }
});

test.describe('defect 11: a round in play, seen from the game page', () => {
  for (const [locale, width] of VIEWPORTS) {
    test(`the header takes the stake at once, and leaving asks first (${locale}, ${width} px)`, async ({
      page,
      session,
    }) => {
      const t = MESSAGES[locale];
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await session.register();
      await depositThroughSandbox(page.request, 50);
      await page.goto(localized('/game/jeton-mines', locale));
      const client = page.frameLocator('iframe.game-frame');
      const shown = client.getByTestId('studio-balance');
      const header = page.locator('.game-bar .balance-badge-amount');
      const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
      await expect.poll(async () => digits(await shown.textContent())).toBe('5000');
      await client.getByTestId('play').click();
      // The mines board is open: the stake has left both balances, not only the game's.
      await expect.poll(async () => digits(await shown.textContent())).not.toBe('5000');
      await expect
        .poll(async () => digits(await header.textContent()))
        .toBe(digits(await shown.textContent()));

      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await page.locator('.game-bar-back').click();
      await expect.poll(() => asked).toEqual([t.game.leaveRoundInPlay]);
      await expect(page).toHaveURL(localized('/game/jeton-mines', locale));
      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator('.game-bar-back').click();
      await expect(page).not.toHaveURL(/\/game\//);
    });
  }
});
