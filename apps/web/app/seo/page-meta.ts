import type { Location, MetaDescriptor } from 'react-router';
import { formatMessage } from '../i18n/format.js';
import { localeFromPath, messagesFor } from '../i18n/locale.js';
import type { Messages } from '../i18n/messages.js';
import type { RootData } from '../session/root-data.js';
import { alternates, canonicalPath } from './canonical.js';
import { isDisallowedByRobots } from './robots.js';

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
}

/**
 * Title, description, canonical, hreflang alternates and, for pages robots.txt disallows,
 * `noindex, follow`. Every page's `meta` returns this, since a route's meta replaces its parents'.
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
    { tagName: 'link', rel: 'canonical', href: origin + canonicalPath(pathname) },
    ...alternates(pathname).map(({ hrefLang, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href: origin + path,
    })),
  ];
  if (seo.noindex || isDisallowedByRobots(pathname)) {
    descriptors.push({ name: 'robots', content: 'noindex, follow' });
  }
  return descriptors;
}

/** The catalogue of the page's locale, for building its title and description. */
export function metaMessages(args: MetaArgsLike): Messages {
  return messagesFor(localeFromPath(args.location.pathname));
}

function siteOrigin(args: MetaArgsLike): string {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return root?.siteOrigin ?? '';
}
