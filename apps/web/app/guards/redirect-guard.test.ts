import { describe, expect, it } from 'vitest';
import { matchWildcard, siteRedirect } from './redirect-guard.js';

const ORIGIN = 'https://jeton.example';
const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('redirect guard', () => {
  it('matches exact paths and wildcards', () => {
    expect(matchWildcard('/casino', '/casino')).toBe('');
    expect(matchWildcard('/casino', '/casino/x')).toBeNull();
    expect(matchWildcard('/promo/*', '/promo/summer')).toBe('summer');
    expect(matchWildcard('/promo/*', '/other')).toBeNull();
  });

  it('carries the query and hash to the target and fills its wildcard', () => {
    const redirects = [{ from_url: '/promo/*', to_url: '/promotions/*?utm=site' }];
    expect(siteRedirect(redirects, place('/promo/summer', '?a=1', '#terms'), ORIGIN)).toEqual({
      to: '/promotions/summer?utm=site&a=1#terms',
      external: false,
    });
  });

  it('marks targets on other sites as external', () => {
    const redirects = [{ from_url: '/blog', to_url: 'https://blog.example/' }];
    expect(siteRedirect(redirects, place('/blog', '?x=1'), ORIGIN)).toEqual({
      to: 'https://blog.example/?x=1',
      external: true,
    });
  });

  it('refuses dangerous protocols and answers null when nothing matches', () => {
    expect(siteRedirect([{ from_url: '/x', to_url: 'javascript:alert(1)' }], place('/x'), ORIGIN)).toBeNull();
    expect(siteRedirect([{ from_url: '/x', to_url: '/y' }], place('/z'), ORIGIN)).toBeNull();
  });
});
