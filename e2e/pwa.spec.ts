import type { LocaleCode } from '@jeton/domain';
import { apiPath } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The PWA (issue 16 item 6): the manifest and its icons, the offline page of the service worker,
// the push opt-in switch; and the tracking image of spec section 7 (item 5), in English and French.

const MANIFESTS: Record<LocaleCode, string> = { en: '/manifest.webmanifest', fr: '/manifest.fr.webmanifest' };
const OFFLINE_TITLES: Record<LocaleCode, string> = { en: 'You are offline', fr: 'Vous êtes hors ligne' };

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

for (const locale of LOCALES) {
  test(`${locale}: the manifest is linked, valid, and its icons are PNGs of their sizes`, async ({
    page,
  }) => {
    await page.goto(localized('/', locale));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', MANIFESTS[locale]);
    const response = await page.request.get(MANIFESTS[locale]);
    expect(response.headers()['content-type']).toMatch(/manifest\+json|json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ id: '/', lang: locale, display: 'standalone', scope: '/' });
    expect(manifest.start_url).toMatch(locale === 'fr' ? /^\/fr\?/ : /^\/\?/);
    expect(manifest.name).toMatch(/Jeton/);
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type']).toBe(icon.type);
      expect(pngSize(await file.body()).join('x')).toBe(icon.sizes);
    }
  });

  test(`${locale}: offline, a page is the service worker's offline page`, async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(localized('/', locale));
    // The worker installs its offline files, then controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    });
    await context.setOffline(true);
    await page.goto(localized('/games', locale)).catch(() => null);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_TITLES[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await seriousViolations(page)).toEqual([]);
    await context.setOffline(false);
    await page.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(OFFLINE_TITLES[locale]);
  });
}

/**
 * The browser's push service: headless Chromium has none offline, so PushManager answers a
 * subscription of Firefox's push service's shape (kept across reloads), as a real one would.
 */
const FAKE_PUSH = () => {
  const key = 'e2e-push-subscription';
  const make = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({
      endpoint,
      keys: {
        p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(key);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async () => {
    const endpoint = localStorage.getItem(key);
    return (endpoint ? make(endpoint) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async () => {
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/e2e-${crypto.randomUUID()}`;
    localStorage.setItem(key, endpoint);
    return make(endpoint) as unknown as PushSubscription;
  };
};

for (const locale of LOCALES) {
  test(`${locale}: push notifications stay off until the player turns the switch on`, async ({
    page,
    context,
    session,
  }) => {
    const texts = MESSAGES[locale].records.push;
    await context.grantPermissions(['notifications']);
    await context.addInitScript(FAKE_PUSH);
    await session.register();
    await page.goto(localized('/profile/notification', locale));
    const toggle = page.getByRole('switch', { name: texts.label });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(texts.hint)).toBeVisible();

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(page.getByText(texts.on)).toBeVisible();
    const endpoint = await page.evaluate(() => localStorage.getItem('e2e-push-subscription'));
    const settings = await page.request.get(
      `${apiPath('push/getsettings', locale)}&endpoint=${encodeURIComponent(endpoint!)}`,
    );
    expect((await settings.json()).data.subscribed).toBe(true);

    // Still on after a reload: the server knows this browser.
    await page.reload();
    await expect(page.getByRole('switch', { name: texts.label })).toBeChecked();
    await page.getByRole('switch', { name: texts.label }).click();
    await expect(page.getByRole('switch', { name: texts.label })).not.toBeChecked();
    const after = await page.request.get(
      `${apiPath('push/getsettings', locale)}&endpoint=${encodeURIComponent(endpoint!)}`,
    );
    expect((await after.json()).data.subscribed).toBe(false);
  });
}

test('the tracking image is loaded at start with the marketing query, and the fraud-check hit follows', async ({
  page,
}) => {
  const visit = page.waitForResponse(
    (response) => response.url().includes('/hit?') && !response.url().includes('fraud-check'),
  );
  const fraudCheck = page.waitForResponse((response) => response.url().includes('/hit?kind=fraud-check'));
  await page.goto('/?track_id=td_e2e-campaign&publisher_id=pub-1');
  const hit = await visit;
  const query = new URL(hit.url()).searchParams;
  expect(query.get('track_id')).toBe('e2e-campaign');
  expect(query.get('publisher_id')).toBe('pub-1');
  expect(hit.headers()['content-type']).toBe('image/gif');
  expect(hit.headers()['cache-control']).toMatch(/no-store/);
  const check = new URL((await fraudCheck).url()).searchParams;
  expect(check.get('seon_session')).toMatch(/^[\w-]{16,64}$/);
});
