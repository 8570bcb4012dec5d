import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.js';
import type { KeyValueStorage } from './local-storage.js';
import { PROMO_CODE_STORAGE_KEY, promoCodeToUse, rememberPromoCode } from './promo-code.js';

describe('promo code', () => {
  it('keeps the last value of a repeated promo_code', () => {
    const storage = memoryStorage();
    rememberPromoCode('?promo_code=FIRST&x=1&promo_code=SECOND', storage);
    expect(storage.map.get(PROMO_CODE_STORAGE_KEY)).toBe('SECOND');
  });

  it('keeps the earlier code when the query has none or an empty one', () => {
    const storage = memoryStorage();
    rememberPromoCode('?promo_code=WELCOME', storage);
    rememberPromoCode('?track_id=1', storage);
    rememberPromoCode('?promo_code=', storage);
    expect(storage.map.get(PROMO_CODE_STORAGE_KEY)).toBe('WELCOME');
  });

  it("uses the query's code first, else the stored one, else none", () => {
    const storage = memoryStorage();
    expect(promoCodeToUse('', storage)).toBeNull();
    rememberPromoCode('?promo_code=STORED', storage);
    expect(promoCodeToUse('?promo_code=NOW', storage)).toBe('NOW');
    expect(promoCodeToUse('?other=1', storage)).toBe('STORED');
    expect(promoCodeToUse('', null)).toBeNull();
  });

  it('ignores a code longer than the promo field takes', () => {
    const storage = memoryStorage();
    rememberPromoCode(`?promo_code=${'X'.repeat(65)}`, storage);
    expect(storage.map.size).toBe(0);
  });

  it('survives a storage that refuses writes', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(() => rememberPromoCode('?promo_code=A', refusing)).not.toThrow();
    } finally {
      console.warn = warn;
    }
  });
});
