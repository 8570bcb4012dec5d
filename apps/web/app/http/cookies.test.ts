import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.js';

describe('readCookie', () => {
  it('reads one cookie among others', () => {
    expect(readCookie('sid=abc; locale=fr', 'locale')).toBe('fr');
    expect(readCookie('xlocale=en;locale=fr', 'locale')).toBe('fr');
    expect(readCookie('sid=abc', 'locale')).toBeUndefined();
    expect(readCookie(null, 'locale')).toBeUndefined();
  });
});
