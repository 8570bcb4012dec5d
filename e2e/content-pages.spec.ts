import { getApi } from './support/api.js';
import { expectNoSideScroll, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { LOCALES, localized, MESSAGES } from './support/site.js';

// The content pages (issue 16 item 2): the operator's Markdown, server-rendered, with the SEO of
// spec section 3 in the head; the sitemap lists them in both locales.

/** The seeded About page's texts (apps/server/src/seed/content-pages), as a crawler should read them. */
const ABOUT = {
  en: { title: 'About Jeton', heading: 'What we offer' },
  fr: { title: 'À propos de Jeton', heading: 'Ce que nous proposons' },
} as const;

for (const locale of LOCALES) {
  test.describe(`content pages in ${locale}`, () => {
    test.describe('as a crawler reads them', () => {
      test.use({ javaScriptEnabled: false });

      test('the Markdown is rendered, with title, description, Open Graph, canonical, hreflang and JSON-LD', async ({
        page,
        baseURL,
      }) => {
        const path = localized('/about', locale);
        await page.goto(path);
        const about = ABOUT[locale];
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
        await expect(
          page.getByTestId('content-article').getByRole('heading', { level: 2 }).first(),
        ).toHaveText(about.heading);
        await expect(
          page.getByTestId('content-article').getByRole('link', { name: /support@jeton\.test/ }),
        ).toHaveAttribute('href', 'mailto:support@jeton.test');
        await expect(page).toHaveTitle(`${about.title} | Jeton`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description).toMatch(/Jeton/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          `${about.title} | Jeton`,
        );
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
          'content',
          description!,
        );
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', baseURL + path);
        await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
          'href',
          `${baseURL}/fr/about`,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          `${baseURL}/about`,
        );
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
        );
        expect(jsonLd).toMatchObject({ '@type': 'WebPage', name: about.title, inLanguage: locale });
      });

      test('the home page describes the organisation in JSON-LD', async ({ page, baseURL }) => {
        await page.goto(localized('/', locale));
        const jsonLd = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
        );
        expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Jeton', url: baseURL });
      });
    });

    for (const width of [1440, 375]) {
      test(`the six pages render and axe finds nothing at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const titles = MESSAGES[locale].content.titles;
        for (const slug of [
          'about',
          'terms',
          'privacy',
          'responsible-gambling',
          'bonus-terms',
          'fairness-explained',
        ] as const) {
          await page.goto(localized(`/${slug}`, locale));
          await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText(titles[slug]);
          expect(await seriousViolations(page), slug).toEqual([]);
          await expectNoSideScroll(page);
        }
      });
    }
  });
}

test('sitemap.xml lists the public pages and open matches in both locales with hreflang alternates; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  // The matches furthest away: open for betting for an hour at least, so still in the sitemap read next.
  const upcoming = await getApi<{ events: { id: number }[] }>(request, 'sportsbook/get', 'en', {
    phase: 'upcoming',
    count: 100,
  });
  expect(upcoming.events.length).toBeGreaterThan(1);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const path of ['/', '/fr', '/about', '/fr/about', '/fr/bonus-terms', '/gamehall', '/fr/gamehall']) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/fr/platform/game/[a-z0-9_-]+</loc>`));
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${baseURL}/fr/terms"/>`);
  expect(xml).not.toContain('/cashier');
  // The sports event pages open for betting (decision 0080), in both locales with their alternates.
  for (const event of upcoming.events.slice(-2)) {
    const en = `${baseURL}/betting/event/${event.id}`;
    const fr = `${baseURL}/fr/betting/event/${event.id}`;
    for (const loc of [en, fr]) {
      expect(xml, loc).toContain(
        `<url><loc>${loc}</loc><xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
          `<xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>`,
      );
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
