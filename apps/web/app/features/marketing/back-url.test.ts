import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.js';
import {
  BACK_URL_STORAGE_KEYS,
  backUrlKindFor,
  followBackUrl,
  rememberBackUrl,
  safeBackUrl,
} from './back-url.js';

const BASE = 'https://jeton.example';
const PARTNERS = ['partner.example'];

describe('backUrl', () => {
  it('is kept for the payment on cashier pages and for social sign-in elsewhere', () => {
    expect(backUrlKindFor('/cashier/deposit')).toBe('paySuccess');
    expect(backUrlKindFor('/fr/cashier/paysuccess/12')).toBe('paySuccess');
    expect(backUrlKindFor('/')).toBe('socialAuth');
    expect(backUrlKindFor('/fr/forms/sign_in')).toBe('socialAuth');
    const storage = memoryStorage();
    rememberBackUrl(
      { pathname: '/cashier/deposit', search: '?backUrl=https%3A%2F%2Fpartner.example%2Fdone' },
      BASE,
      storage,
      PARTNERS,
    );
    rememberBackUrl({ pathname: '/', search: '?backUrl=%2Fgamehall' }, BASE, storage);
    expect(storage.map).toEqual(
      new Map([
        [BACK_URL_STORAGE_KEYS.paySuccess, 'https://partner.example/done'],
        [BACK_URL_STORAGE_KEYS.socialAuth, '/gamehall'],
      ]),
    );
  });

  it('refuses dangerous protocols', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
    ]) {
      expect(safeBackUrl(raw, BASE), raw).toBeNull();
    }
    expect(safeBackUrl('https://partner.example/a?b=1', BASE, PARTNERS)).toBe(
      'https://partner.example/a?b=1',
    );
    expect(safeBackUrl('/profile', BASE)).toBe('https://jeton.example/profile');
    const storage = memoryStorage();
    rememberBackUrl({ pathname: '/', search: '?backUrl=javascript%3Aalert(1)' }, BASE, storage);
    expect(storage.map.size).toBe(0);
  });

  it('leads only to the site itself and to allowed partner domains (issue 13: no open redirect)', () => {
    for (const raw of [
      'https://evil.example/phish',
      '//evil.example/phish',
      'https://partner.example.evil.example/',
      'https://notpartner.example/',
      'https://jeton.example.evil.example/',
      'https://evil.example\\@jeton.example/',
    ]) {
      expect(safeBackUrl(raw, BASE, PARTNERS), raw).toBeNull();
    }
    expect(safeBackUrl('https://pay.partner.example/x', BASE, PARTNERS)).toBe(
      'https://pay.partner.example/x',
    );
    expect(safeBackUrl('https://JETON.example/fr', BASE)).toBe('https://jeton.example/fr');
    expect(safeBackUrl('https://partner.example/', BASE)).toBeNull();

    const storage = memoryStorage();
    rememberBackUrl(
      { pathname: '/cashier/deposit', search: '?backUrl=https%3A%2F%2Fevil.example%2Fphish' },
      BASE,
      storage,
      PARTNERS,
    );
    expect(storage.map.size).toBe(0);
    // A value kept before the rule (or written by another script) is dropped, not followed.
    storage.setItem(BACK_URL_STORAGE_KEYS.paySuccess, 'https://evil.example/phish');
    const visited: string[] = [];
    const assign = (url: string) => void visited.push(url);
    expect(followBackUrl('paySuccess', { storage, base: BASE, assign, allowedHosts: PARTNERS })).toBe(false);
    expect(visited).toEqual([]);
    expect(storage.map.size).toBe(0);
  });

  it('is followed once, as a full page load', () => {
    const storage = memoryStorage();
    storage.setItem(BACK_URL_STORAGE_KEYS.paySuccess, 'https://partner.example/done');
    const visited: string[] = [];
    const assign = (url: string) => void visited.push(url);
    const options = { storage, base: BASE, assign, allowedHosts: PARTNERS };
    expect(followBackUrl('socialAuth', options)).toBe(false);
    expect(followBackUrl('paySuccess', options)).toBe(true);
    expect(followBackUrl('paySuccess', options)).toBe(false);
    expect(visited).toEqual(['https://partner.example/done']);
  });

  it('drops a stored value that became unsafe rather than following it', () => {
    const storage = memoryStorage();
    storage.setItem(BACK_URL_STORAGE_KEYS.socialAuth, 'javascript:alert(document.cookie)');
    const visited: string[] = [];
    expect(
      followBackUrl('socialAuth', { storage, base: BASE, assign: (url) => void visited.push(url) }),
    ).toBe(false);
    expect(visited).toEqual([]);
    expect(storage.map.size).toBe(0);
  });
});
