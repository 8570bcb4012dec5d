import { LOCALE_COOKIE_NAME, SESSION_COOKIE_NAME } from '@jeton/domain';
import { expect, test } from './support/fixtures.js';
import { localized, MESSAGES } from './support/site.js';

// The header's locale switch and the account menu's log-out (spec section 4).

const en = MESSAGES.en;
const fr = MESSAGES.fr;

test.describe('locale switch', () => {
  test('a guest switches to French: same page under /fr, French texts, the cookie set', async ({
    page,
    context,
  }) => {
    await page.goto('/gamehall?providers=velvet-live');
    await page.getByRole('banner').getByRole('link', { name: en.localeSwitcher.switchTo }).click();

    await expect(page).toHaveURL('/fr/gamehall?providers=velvet-live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: fr.header.login })).toBeVisible();
    await expect(
      banner
        .getByRole('navigation', { name: fr.header.mainNav })
        .getByRole('link', { name: fr.nav.promotions }),
    ).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE_NAME);
    expect(cookie?.value).toBe('fr');
    // A lasting choice (365 days), not a session cookie.
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    // The cookie now brings a bare address to French.
    await page.goto('/winners');
    await expect(page).toHaveURL('/fr/winners');
  });

  test('a player switches back to English', async ({ page, session, context }) => {
    await session.logIn();
    await page.goto('/fr/promotions');
    await page.getByRole('banner').getByRole('link', { name: fr.localeSwitcher.switchTo }).click();
    await expect(page).toHaveURL('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: en.pages.promotions.title })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: en.header.deposit, exact: true }),
    ).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE_NAME)?.value).toBe('en');
  });
});

test.describe('log-out', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`the account menu logs the player out and opens the index page (${locale})`, async ({
      page,
      session,
      context,
    }) => {
      const t = MESSAGES[locale];
      await session.logIn();
      await page.goto(localized('/tournaments', locale));
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: /LuckyDemo/ });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await banner.getByRole('button', { name: t.header.logout }).click();

      await expect(page).toHaveURL(localized('/', locale));
      await expect(banner.getByRole('button', { name: t.header.login })).toBeVisible();
      await expect(banner.getByRole('button', { name: /LuckyDemo/ })).toHaveCount(0);
      expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE_NAME && c.value !== '')).toBe(
        false,
      );

      // The session is over on the server too: a player's page sends the visitor home.
      await page.goto(localized('/profile/settings', locale));
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(
        localized('/profile/settings', locale),
      );
    });
  }
});

test.describe("a player's bar on a phone", () => {
  for (const [locale, width] of [
    ['en', 375],
    ['fr', 375],
    ['fr', 320],
  ] as const) {
    test(`the balance and every button fit, none squeezed under 38 px (${locale}, ${width} px)`, async ({
      page,
      session,
    }) => {
      await session.logIn();
      await page.setViewportSize({ width, height: 740 });
      await page.goto(localized('/cashier/deposit', locale));
      const bar = page.locator('.site-header-bar');
      const parts = [
        bar.locator('.burger'),
        bar.locator('.logo'),
        bar.locator('.balance-badge'),
        bar.locator('.header-deposit'),
        bar.locator('.notices-link'),
        bar.locator('.account-menu-button'),
      ];
      const boxes = [];
      for (const part of parts) {
        await expect(part).toBeVisible();
        const box = (await part.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        boxes.push(box);
      }
      for (const box of boxes.slice(3)) {
        expect(box.width).toBeGreaterThanOrEqual(38);
        expect(box.height).toBeGreaterThanOrEqual(38);
      }
      // Side by side, in order, none over the next.
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
      }
    });
  }
});

test.describe("a player's navigation on a desktop", () => {
  for (const [locale, width] of [
    ['en', 1440],
    ['fr', 1920],
  ] as const) {
    test(`every entry shows whole beside a four-digit balance (${locale}, ${width} px)`, async ({
      page,
      session,
    }) => {
      // The demo player's balance is over 1,000: the widest badge the demo has.
      await session.logIn();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/betting', locale));
      const nav = page.getByRole('banner').getByRole('navigation', { name: MESSAGES[locale].header.mainNav });
      const frame = (await nav.boundingBox())!;
      const links = nav.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(
          frame.x + frame.width,
        );
      }
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
});
