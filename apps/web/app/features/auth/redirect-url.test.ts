import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, redirectTargetOf, safeRedirectPath } from './redirect-url.js';

describe('safeRedirectPath', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(safeRedirectPath('/cashier/deposit')).toBe('/cashier/deposit');
    expect(safeRedirectPath('/fr/profile/settings?from=mail#top')).toBe('/fr/profile/settings?from=mail#top');
  });

  it('refuses other sites, dangerous protocols and relative tricks', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/./\\evil.example',
      'javascript:alert(1)',
      'cashier',
      '/\tevil',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('reads the redirectUrl of a query string, as the auth guard encodes it', () => {
    const search = `?${new URLSearchParams({ redirectUrl: '/cashier/history?tab=withdrawal' })}`;
    expect(redirectTargetOf(search)).toBe('/cashier/history?tab=withdrawal');
    expect(redirectTargetOf('?show_popup_auth=1')).toBeNull();
  });
});

describe('pageAfterSignIn', () => {
  it('follows a safe redirectUrl', () => {
    const search = `?${new URLSearchParams({ redirectUrl: '/fr/cashier/deposit' })}`;
    expect(pageAfterSignIn({ pathname: '/fr', search, hash: '' })).toBe('/fr/cashier/deposit');
  });

  it('stays on the page without the sign-in flags otherwise', () => {
    const place = {
      pathname: '/fr/gamehall',
      search: '?show_popup_auth=1&prevent_close=1&category=slots',
      hash: '#top',
    };
    expect(pageAfterSignIn(place)).toBe('/fr/gamehall?category=slots#top');
    const unsafe = { pathname: '/', search: '?redirectUrl=https%3A%2F%2Fevil.example', hash: '' };
    expect(pageAfterSignIn(unsafe)).toBe('/');
  });

  it('leaves the sign-in and sign-up pages for the home page of their locale', () => {
    expect(pageAfterSignIn({ pathname: '/forms/sign_in', search: '', hash: '' })).toBe('/');
    expect(pageAfterSignIn({ pathname: '/fr/forms/sign_up', search: '?show_popup_reg=1', hash: '' })).toBe(
      '/fr',
    );
    const search = `?${new URLSearchParams({ redirectUrl: '/fr/gamehall' })}`;
    expect(pageAfterSignIn({ pathname: '/fr/forms/sign_in', search, hash: '' })).toBe('/fr/gamehall');
  });
});
