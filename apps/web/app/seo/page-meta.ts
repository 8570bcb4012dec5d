import type { LocaleCode } from '@jeton/domain';
import type { Location, MetaDescriptor } from 'react-router';
import { formatMessage } from '../i18n/format.js';
import { localeFromPath, messagesFor } from '../i18n/locale.js';
import type { Messages } from '../i18n/messages.js';
import type { RootData } from '../session/root-data.js';
import { alternates, canonicalPath } from './canonical.js';
import { domainSeoFor, withDomainDefaults } from './domain-seo.js';
import { isDisallowedByRobots } from './robots.js';
import { absoluteUrl } from './structured-data.js';

/** What a route's `meta` receives that these helpers use. */
export interface MetaArgsLike {
  location: Location;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Pages that must never be indexed whatever robots.txt says (error pages). */
  noindex?: boolean;
  /** The title is complete already (the home page's): no `| Jeton` after it. */
  fullTitle?: boolean;
  /** Open Graph type; `website` unless the page says otherwise (`article` for content pages). */
  ogType?: 'website' | 'article';
  /** Open Graph image: an absolute URL or a path on the site. */
  ogImage?: string | null;
  /** schema.org objects describing the page (see structured-data.ts). */
  jsonLd?: readonly Record<string, unknown>[];
}

/**
 * Title, description, canonical, hreflang alternates and, for pages robots.txt disallows (the
 * site's rules or the operator's), `noindex, follow`; then the host's domain SEO tags the page does
 * not set. Every page's `meta` returns this, since a route's meta replaces its parents'.
 */
export function pageMeta(args: MetaArgsLike, seo: PageSeo): MetaDescriptor[] {
  const { pathname } = args.location;
  const t = messagesFor(localeFromPath(pathname));
  const origin = siteOrigin(args);
  const title = seo.fullTitle ? seo.title : formatMessage(t.meta.titleTemplate, { page: seo.title });
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.ogType ?? 'website' },
    { property: 'og:url', content: origin + canonicalPath(pathname) },
    { property: 'og:site_name', content: t.meta.siteName },
    { property: 'og:locale', content: OG_LOCALES[localeFromPath(pathname)] },
    ...(seo.ogImage ? [{ property: 'og:image', content: absoluteUrl(origin, seo.ogImage) }] : []),
    { tagName: 'link', rel: 'canonical', href: origin + canonicalPath(pathname) },
    ...alternates(pathname).map(({ hrefLang, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href: origin + path,
    })),
  ];
  const root = rootData(args);
  if (seo.noindex || isDisallowedByRobots(pathname, root?.robotsRules)) {
    descriptors.push({ name: 'robots', content: 'noindex, follow' });
  }
  for (const data of seo.jsonLd ?? []) descriptors.push({ 'script:ld+json': data });
  return withDomainDefaults(descriptors, domainSeoFor(root?.content?.seo?.domains ?? [], root?.host));
}

/** The catalogue of the page's locale, for building its title and description. */
export function metaMessages(args: MetaArgsLike): Messages {
  return messagesFor(localeFromPath(args.location.pathname));
}

/** Open Graph writes locales as language_TERRITORY. */
const OG_LOCALES: Record<LocaleCode, string> = { en: 'en_GB', fr: 'fr_FR' };

/** The root route's data, as a page's `meta` sees it. */
export function rootData(args: MetaArgsLike): RootData | undefined {
  return args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** The site's public origin (for absolute URLs), from the root data. */
export function siteOrigin(args: MetaArgsLike): string {
  return rootData(args)?.siteOrigin ?? '';
}
