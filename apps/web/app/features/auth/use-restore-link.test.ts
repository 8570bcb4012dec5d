import { describe, expect, it } from 'vitest';
import { withoutRestoreToken } from './use-restore-link.js';

describe('withoutRestoreToken', () => {
  it('drops the token and keeps the rest of the address', () => {
    expect(withoutRestoreToken({ pathname: '/fr', search: '?restore_token=abc', hash: '' })).toBe('/fr');
    expect(
      withoutRestoreToken({ pathname: '/', search: '?restore_token=abc&promo_code=X', hash: '#top' }),
    ).toBe('/?promo_code=X#top');
  });

  it('answers null when there is no token', () => {
    expect(withoutRestoreToken({ pathname: '/', search: '?promo_code=X', hash: '' })).toBeNull();
  });
});
