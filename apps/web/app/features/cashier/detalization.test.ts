import { describe, expect, it } from 'vitest';
import { showsDetalization } from './detalization.js';

describe('detalization', () => {
  const at = (
    enableDetalization: boolean,
    displayedDetalization: 'header-cashier' | 'header-profile-menu',
  ) => ({
    detalization: { enableDetalization, displayedDetalization },
  });

  it('shows only where the config puts it, and only when enabled', () => {
    expect(showsDetalization(at(true, 'header-cashier'), 'header-cashier')).toBe(true);
    expect(showsDetalization(at(true, 'header-cashier'), 'header-profile-menu')).toBe(false);
    expect(showsDetalization(at(true, 'header-profile-menu'), 'header-profile-menu')).toBe(true);
    expect(showsDetalization(at(false, 'header-cashier'), 'header-cashier')).toBe(false);
  });
});
