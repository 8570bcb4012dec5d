import { describe, expect, it } from 'vitest';
import { parseSettingsQuery, profileTabOf } from './profile-tabs.js';

describe('profile tabs', () => {
  it('names the tab of a profile path in every locale', () => {
    expect(profileTabOf('/profile/security')).toBe('security');
    expect(profileTabOf('/fr/profile/responsible-game')).toBe('responsible-game');
    expect(profileTabOf('/profile')).toBeNull();
  });

  it('reads the settings query', () => {
    expect(parseSettingsQuery(new URLSearchParams('from=cashier&toastType=success'))).toEqual({
      from: 'cashier',
      toastType: 'success',
    });
    expect(parseSettingsQuery(new URLSearchParams(''))).toEqual({ from: null, toastType: null });
  });
});
