import { describe, expect, it } from 'vitest';
import { type LocaleInputs, localeRedirect, parseAcceptLanguage, resolveLocale } from './locale-guard.js';

const inputs = (overrides: Partial<LocaleInputs> = {}): LocaleInputs => ({
  strategy: 'prefix',
  cookieLocale: undefined,
  browserLanguages: [],
  detect: true,
  accountLocale: undefined,
  ...overrides,
});
const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('locale guard', () => {
  it('takes the locale from the path prefix first', () => {
    expect(resolveLocale('/fr/gamehall', inputs({ cookieLocale: 'en' }))).toBe('fr');
    expect(resolveLocale('/fr', inputs())).toBe('fr');
  });

  it('without a prefix, follows the cookie, then the browser, then the default', () => {
    expect(resolveLocale('/gamehall', inputs({ cookieLocale: 'fr', browserLanguages: ['en'] }))).toBe('fr');
    expect(resolveLocale('/gamehall', inputs({ cookieLocale: 'en', browserLanguages: ['fr'] }))).toBe('en');
    expect(
      resolveLocale('/gamehall', inputs({ cookieLocale: 'xx', browserLanguages: ['fr-CA', 'en'] })),
    ).toBe('fr');
    expect(resolveLocale('/gamehall', inputs({ browserLanguages: ['de', 'es'] }))).toBe('en');
  });

  it('never redirects a crawler', () => {
    expect(resolveLocale('/', inputs({ cookieLocale: 'fr', detect: false }))).toBe('en');
  });

  it("lets a logged-in player's account locale win under the platform strategy", () => {
    expect(resolveLocale('/fr/promotions', inputs({ strategy: 'platform', accountLocale: 'en' }))).toBe('en');
    expect(resolveLocale('/fr/promotions', inputs({ strategy: 'prefix', accountLocale: 'en' }))).toBe('fr');
  });

  it('redirects to the same page under the resolved locale, keeping query and hash', () => {
    expect(localeRedirect(place('/gamehall', '?category=slot', '#top'), inputs({ cookieLocale: 'fr' }))).toBe(
      '/fr/gamehall?category=slot#top',
    );
    expect(localeRedirect(place('/', ''), inputs({ cookieLocale: 'fr' }))).toBe('/fr');
    expect(localeRedirect(place('/fr/x'), inputs({ strategy: 'platform', accountLocale: 'en' }))).toBe('/x');
    expect(localeRedirect(place('/gamehall'), inputs())).toBeNull();
  });

  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-FR, *;q=0.1, de;q=0')).toEqual(['fr-FR', 'en']);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
