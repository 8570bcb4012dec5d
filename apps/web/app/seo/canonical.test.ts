import { describe, expect, it } from 'vitest';
import { alternates, canonicalPath } from './canonical.js';

describe('canonical links', () => {
  it('inserts the platform segment after the locale prefix of game paths', () => {
    expect(canonicalPath('/game/dice')).toBe('/platform/game/dice');
    expect(canonicalPath('/fr/game/dice')).toBe('/fr/platform/game/dice');
  });

  it('leaves other paths, the game hall among them, as they are', () => {
    expect(canonicalPath('/gamehall')).toBe('/gamehall');
    expect(canonicalPath('/fr/tournaments/4/gamehall')).toBe('/fr/tournaments/4/gamehall');
    expect(canonicalPath('/fr')).toBe('/fr');
  });

  it('lists every locale and x-default', () => {
    expect(alternates('/fr/promotions')).toEqual([
      { hrefLang: 'en', path: '/promotions' },
      { hrefLang: 'fr', path: '/fr/promotions' },
      { hrefLang: 'x-default', path: '/promotions' },
    ]);
    expect(alternates('/')).toEqual([
      { hrefLang: 'en', path: '/' },
      { hrefLang: 'fr', path: '/fr' },
      { hrefLang: 'x-default', path: '/' },
    ]);
  });
});
