import { SESSION_COOKIE_NAME } from '@jeton/domain';
import { request as playwrightRequest } from '@playwright/test';
import { apiPath } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { MESSAGES } from './support/site.js';

// The navigation guards of spec section 2, in their order: locale, configured redirects, auth (guests),
// session, path rules; and the server's trailing-slash rule.

const en = MESSAGES.en;
const fr = MESSAGES.fr;

test.describe('locale guard', () => {
  test('the path prefix decides: /fr is French, the bare path English', async ({ page }) => {
    await page.goto('/fr/gamehall');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: fr.gamehall.title })).toBeVisible();
    await page.goto('/gamehall');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en.gamehall.title })).toBeVisible();
  });

  test('on a bare path the locale cookie sends the visitor to its locale, query kept', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
    await page.goto('/gamehall?providers=velvet-live');
    await expect(page).toHaveURL('/fr/gamehall?providers=velvet-live');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a prefix wins over the cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    await page.goto('/fr/promotions');
    await expect(page).toHaveURL('/fr/promotions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-CA' });

    test('the bare path opens in French without a cookie', async ({ page }) => {
      await page.goto('/winners');
      await expect(page).toHaveURL('/fr/winners');
      await expect(page.getByRole('heading', { level: 1, name: fr.pages.winners.title })).toBeVisible();
    });

    test('the locale cookie wins over the browser', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
      await page.goto('/winners');
      await expect(page).toHaveURL('/winners');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('a crawler sees each locale at its own address, never redirected', async ({ request }) => {
    const response = await request.get('/winners', {
      maxRedirects: 0,
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'accept-language': 'fr-FR,fr;q=0.9',
        cookie: 'locale=fr',
      },
    });
    expect(response.status()).toBe(200);
  });
});

test.describe('redirect guard', () => {
  test('a configured redirect keeps the query', async ({ page }) => {
    await page.goto('/casino?category=slots&track_id=7');
    // Then the hall's category middleware: ?category= is the category's own page.
    await expect(page).toHaveURL('/gamehall/slots?track_id=7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Game hall/);
  });

  test('wildcard redirects carry what the star matched, in French too', async ({ page }) => {
    await page.goto('/fr/promo/summer?utm=mail');
    await expect(page).toHaveURL('/fr/promotions/summer?utm=mail');
    await page.goto('/fr/casino');
    await expect(page).toHaveURL('/fr/gamehall');
  });
});

test.describe('auth guard', () => {
  test("a guest on a player's page goes home with the full path encoded in redirectUrl", async ({ page }) => {
    await page.goto('/profile/security?from=mail&x=a b');
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/');
    expect(landed.searchParams.get('redirectUrl')).toBe('/profile/security?from=mail&x=a%20b');
    expect(landed.search).toBe(`?redirectUrl=${encodeURIComponent('/profile/security?from=mail&x=a%20b')}`);
    await expect(page.getByRole('banner').getByRole('button', { name: en.header.login })).toBeVisible();
  });

  test('in French the guest goes to the French home', async ({ page }) => {
    await page.goto('/fr/bets/history');
    await expect(page).toHaveURL(`/fr?redirectUrl=${encodeURIComponent('/fr/bets/history')}`);
  });

  test('a content page whose path merely looks like a section is not blocked', async ({ page }) => {
    const response = await page.goto('/responsible-gambling');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/responsible-gambling');
  });
});

test.describe('session guard', () => {
  test('a session that ended elsewhere is seen on the next navigation', async ({
    page,
    session,
    context,
    baseURL,
    clientIp,
  }) => {
    await session.register();
    await page.goto('/gamehall');
    const deposit = page.getByRole('link', { name: en.header.deposit, exact: true });
    await expect(deposit).toBeVisible();

    // The session ends on the server (logged out on another device); the browser keeps its cookie.
    const sid = (await context.cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
    expect(sid).toBeDefined();
    const elsewhere = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE_NAME}=${sid!.value}`, 'x-forwarded-for': clientIp },
    });
    expect((await elsewhere.get(apiPath('auth/logout'))).ok()).toBe(true);
    await elsewhere.dispose();

    // A client-side navigation to a player's page: the refreshed session is a guest's.
    await deposit.click();
    await expect(page).toHaveURL(`/?redirectUrl=${encodeURIComponent('/cashier/deposit')}`);
    await expect(page.getByRole('banner').getByRole('button', { name: en.header.login })).toBeVisible();
  });
});

test.describe('path rules', () => {
  test('billing opens the deposit, keeping a deposit path', async ({ page, session }) => {
    await session.logIn();
    await page.goto('/cashier/billing/deposit/visa?amount=20');
    await expect(page).toHaveURL('/cashier/deposit/visa?amount=20');
    await page.goto('/fr/profile');
    await expect(page).toHaveURL('/fr/profile/settings');
  });
});

test.describe('trailing slashes', () => {
  test('a path with a trailing slash moves permanently to the bare path, query kept', async ({ request }) => {
    for (const [from, to] of [
      ['/gamehall/', '/gamehall'],
      ['/gamehall/?category=live', '/gamehall?category=live'],
      ['/fr/', '/fr'],
      ['/fr/promotions//', '/fr/promotions'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(200);
  });
});
