import { callBackoffice, expect, operatorLogsIn, test } from '../support/backoffice.js';
import { LOCALES, localized } from '../support/site.js';

// What an administrator sets for the whole site reaches every page's server-rendered document: an
// operator's robots rule gives the pages it covers `noindex, follow` (spec section 2), and a custom
// code slot (spec section 3) is in the document with the response's CSP nonce, so its script runs.
// It changes what every visitor sees, hence here (after the player-site specs, one at a time).

test.describe.configure({ timeout: 120_000 });

for (const locale of LOCALES) {
  test(`an operator's robots rule and custom code reach the pages, in ${locale}`, async ({
    page,
    browser,
  }) => {
    await operatorLogsIn(page, 'admin', locale, '/settings');
    const request = page.request;
    const { disallow } = (await (await callBackoffice(request, 'content/getRobots', {})).json()).data as {
      disallow: string[];
    };
    const settings = (await (await callBackoffice(request, 'settings/get', {})).json()).data as {
      contentConfig: Record<string, string>;
    };
    const original = settings.contentConfig[locale]!;
    const document = JSON.parse(original) as Record<string, Record<string, unknown>>;
    const marker = `custom-${locale}-${Date.now()}`;
    const rule = localized('/promotions', locale);
    try {
      expect(
        (await callBackoffice(request, 'content/saveRobots', { disallow: [...disallow, rule] })).ok(),
      ).toBe(true);
      document['settings-seo'] = {
        ...document['settings-seo'],
        customCode: [
          { isEnabled: true, position: 'head', code: `<script>window.__customCode = '${marker}';</script>` },
          { isEnabled: false, position: 'bodyEnd', code: `<script>window.__disabled = 1;</script>` },
        ],
      };
      const saved = await callBackoffice(request, 'settings/updateContentConfig', {
        locale,
        document: JSON.stringify(document),
      });
      expect(saved.ok()).toBe(true);

      const player = await browser.newPage();
      const response = await player.goto(localized('/promotions', locale));
      await expect(player.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      // The script carries the nonce the page's policy allows, and so it ran; the disabled one is absent.
      const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<script nonce="${nonce}">window.__customCode = '${marker}';</script></head>`);
      expect(html).not.toContain('<script>window.__disabled');
      expect(await player.evaluate(() => (window as { __customCode?: string }).__customCode)).toBe(marker);
      expect(await player.evaluate(() => (window as { __disabled?: number }).__disabled)).toBeUndefined();
      // A page the rule does not cover stays indexable.
      await player.goto(localized('/gamehall', locale));
      await expect(player.locator('meta[name="robots"]')).toHaveCount(0);
      await player.close();
    } finally {
      await callBackoffice(request, 'content/saveRobots', { disallow });
      await callBackoffice(request, 'settings/updateContentConfig', { locale, document: original });
    }
  });
}
