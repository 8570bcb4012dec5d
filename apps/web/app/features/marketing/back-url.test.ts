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
    expect(safeBackUrl('https://partner.example/a?b=1', BASE)).toBe('https://partner.example/a?b=1');
    expect(safeBackUrl('/profile', BASE)).toBe('https://jeton.example/profile');
    const storage = memoryStorage();
    rememberBackUrl({ pathname: '/', search: '?backUrl=javascript%3Aalert(1)' }, BASE, storage);
    expect(storage.map.size).toBe(0);
  });

  it('is followed once, as a full page load', () => {
    const storage = memoryStorage();
    storage.setItem(BACK_URL_STORAGE_KEYS.paySuccess, 'https://partner.example/done');
    const visited: string[] = [];
    const assign = (url: string) => void visited.push(url);
    expect(followBackUrl('socialAuth', { storage, base: BASE, assign })).toBe(false);
    expect(followBackUrl('paySuccess', { storage, base: BASE, assign })).toBe(true);
    expect(followBackUrl('paySuccess', { storage, base: BASE, assign })).toBe(false);
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
