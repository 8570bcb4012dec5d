import type { DomainSeoEntry } from '@jeton/domain';
import type { MetaDescriptor } from 'react-router';

// Domain SEO (spec sections 3 and 7: meta looked up by host and locale). The entries live in each
// locale's settings-seo section; the one for the request's host adds its meta tags to every page
// as defaults: a tag the page sets itself (description, robots, og:title...) wins.

/** The entry of a host (compared without case), if the operator configured one. */
export function domainSeoFor(
  domains: readonly DomainSeoEntry[],
  host: string | undefined,
): DomainSeoEntry | undefined {
  if (!host) return undefined;
  const wanted = host.toLowerCase();
  return domains.find((entry) => entry.host === wanted);
}

/** The page's descriptors followed by the host's meta tags the page does not set. */
export function withDomainDefaults(
  descriptors: MetaDescriptor[],
  entry: DomainSeoEntry | undefined,
): MetaDescriptor[] {
  if (!entry) return descriptors;
  const taken = new Set(descriptors.map(metaName).filter((name): name is string => Boolean(name)));
  const defaults = entry.meta
    .filter((tag) => !taken.has(tag.name.toLowerCase()))
    .map(({ name, content }) =>
      // Open Graph and similar tags are properties; the rest are named meta tags.
      name.includes(':') ? { property: name, content } : { name, content },
    );
  return [...descriptors, ...defaults];
}

function metaName(descriptor: MetaDescriptor): string | undefined {
  const named = descriptor as { name?: unknown; property?: unknown };
  const name = typeof named.name === 'string' ? named.name : named.property;
  return typeof name === 'string' ? name.toLowerCase() : undefined;
}
