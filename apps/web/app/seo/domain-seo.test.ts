import { describe, expect, it } from 'vitest';
import { domainSeoFor, withDomainDefaults } from './domain-seo.js';

const domains = [
  {
    host: 'jeton.example',
    meta: [
      { name: 'description', content: 'Host description' },
      { name: 'google-site-verification', content: 'token' },
      { name: 'og:image', content: 'https://jeton.example/og.png' },
    ],
  },
];

describe('domain SEO', () => {
  it("finds the request host's entry, without case, and none for another host", () => {
    expect(domainSeoFor(domains, 'JETON.example')).toBe(domains[0]);
    expect(domainSeoFor(domains, 'other.example')).toBeUndefined();
    expect(domainSeoFor(domains, undefined)).toBeUndefined();
  });

  it("adds the host's tags the page does not set; the page's own win", () => {
    const meta = withDomainDefaults([{ title: 'T' }, { name: 'description', content: 'Page' }], domains[0]);
    expect(meta).toEqual([
      { title: 'T' },
      { name: 'description', content: 'Page' },
      { name: 'google-site-verification', content: 'token' },
      { property: 'og:image', content: 'https://jeton.example/og.png' },
    ]);
  });
});
