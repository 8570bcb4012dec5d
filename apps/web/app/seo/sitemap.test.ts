import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.js';

const ORIGIN = 'https://jeton.test';

describe('sitemapXml', () => {
  const xml = sitemapXml({
    origin: ORIGIN,
    pages: [
      { slug: 'about', locale: 'en', updatedAt: '2026-11-01T00:00:00.000Z' },
      { slug: 'about', locale: 'fr', updatedAt: '2026-11-03T00:00:00.000Z' },
      { slug: 'terms', locale: 'fr', updatedAt: '2026-11-02T00:00:00.000Z' },
    ],
    games: [{ sysname: 'jeton-dice' }],
    events: [{ id: 42 }],
  });

  it('lists the main routes and content pages in both locales with hreflang alternates', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/fr</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/about</loc><lastmod>2026-11-03T00:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/fr/about</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about"/>`);
  });

  it('lists a page only in the locales it has a text in', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/fr/terms</loc>`);
    expect(xml).not.toContain(`<loc>${ORIGIN}/terms</loc>`);
    expect(xml).not.toContain(`href="${ORIGIN}/terms"`);
  });

  it('lists games at their canonical address, and nothing robots.txt disallows', () => {
    expect(xml).toContain(`<loc>${ORIGIN}/platform/game/jeton-dice</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/fr/platform/game/jeton-dice</loc>`);
    expect(xml).not.toMatch(/cashier|profile/);
  });

  it('lists the sports events open for betting in both locales with hreflang alternates', () => {
    for (const path of ['/betting/event/42', '/fr/betting/event/42']) {
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${path}</loc>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/betting/event/42"/>` +
          `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/betting/event/42"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/betting/event/42"/></url>`,
      );
    }
  });

  it('escapes what XML must not see raw', () => {
    const odd = sitemapXml({ origin: 'https://a.test/?x=1&y=2', pages: [], games: [], events: [] });
    expect(odd).toContain('https://a.test/?x=1&#38;y=2');
  });
});
