import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import { localizePath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { alternates, canonicalPath } from './canonical.js';
import { isDisallowedByRobots } from './robots.js';

// sitemap.xml (sitemaps.org 0.9): every public page in every locale, each with its hreflang
// alternates (Google's xhtml:link form), at its canonical address; sports event pages while their
// match is open for betting (decision 0080), since a finished one has nothing to offer.

/** The main routes without parameters that anyone may visit and crawlers may index. */
export const SITEMAP_MAIN_PATHS: readonly string[] = [
  '/',
  PATHS.gamehall,
  PATHS.betting,
  PATHS.promotions,
  PATHS.tournaments,
  PATHS.loyalty,
  PATHS.jackpots,
  PATHS.offers,
  PATHS.winners,
  PATHS.providers,
  PATHS.support,
  '/fairness',
];

export interface SitemapInput {
  origin: string;
  /** Published content pages: a page is listed in the locales it has a text in. */
  pages: readonly { slug: string; locale: LocaleCode; updatedAt: string }[];
  games: readonly { sysname: string }[];
  /** Sports events open for betting (upcoming and in play), each page in both locales. */
  events: readonly { id: number }[];
}

interface Entry {
  /** The page's path in the default locale; the alternates come from it. */
  bare: string;
  locales: readonly LocaleCode[];
  lastmod?: string;
}

export function sitemapXml({ origin, pages, games, events }: SitemapInput): string {
  const entries: Entry[] = [
    ...SITEMAP_MAIN_PATHS.map((bare) => ({ bare, locales: LOCALES })),
    ...contentEntries(pages),
    ...games.map(({ sysname }) => ({ bare: PATHS.game(sysname), locales: LOCALES })),
    ...events.map(({ id }) => ({ bare: PATHS.bettingEvent(id), locales: LOCALES })),
  ];
  const urls = entries.flatMap((entry) =>
    entry.locales
      .map((locale) => localizePath(entry.bare, locale))
      .filter((path) => !isDisallowedByRobots(path))
      .map((path) => urlXml(origin, path, entry)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function contentEntries(pages: SitemapInput['pages']): Entry[] {
  const bySlug = new Map<string, { locales: LocaleCode[]; lastmod: string }>();
  for (const page of pages) {
    const entry = bySlug.get(page.slug) ?? { locales: [], lastmod: page.updatedAt };
    entry.locales.push(page.locale);
    if (page.updatedAt > entry.lastmod) entry.lastmod = page.updatedAt;
    bySlug.set(page.slug, entry);
  }
  return [...bySlug].map(([slug, { locales, lastmod }]) => ({
    bare: PATHS.content(slug),
    locales: LOCALES.filter((locale) => locales.includes(locale)),
    lastmod,
  }));
}

function urlXml(origin: string, path: string, entry: Entry): string {
  const links = alternates(path)
    .filter(({ hrefLang }) => entry.locales.includes(hrefLang === 'x-default' ? DEFAULT_LOCALE : hrefLang))
    .map(
      ({ hrefLang, path: alternate }) =>
        `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(origin + alternate)}"/>`,
    );
  return [
    '<url>',
    `<loc>${escapeXml(origin + canonicalPath(path))}</loc>`,
    ...(entry.lastmod ? [`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
    ...links,
    '</url>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
