import { describe, expect, it } from 'vitest';
import { sectionsForPath } from './page-sections.js';

describe('sectionsForPath', () => {
  it('gives home and the game hall their own texts, and games, game clients and content pages none', () => {
    expect(sectionsForPath('/')).toEqual(['home']);
    expect(sectionsForPath('/fr')).toEqual(['home']);
    expect(sectionsForPath('/gamehall')).toEqual(['gamehall']);
    expect(sectionsForPath('/fr/gamehall/slots')).toEqual(['gamehall']);
    for (const path of ['/game/jeton-dice', '/studio/slot', '/about', '/fr/terms']) {
      expect(sectionsForPath(path), path).toEqual([]);
    }
  });

  it('gives every other page the pages section, with its area’s', () => {
    expect(sectionsForPath('/loyalty/shop')).toEqual(['pages']);
    expect(sectionsForPath('/fr/tournaments/3')).toEqual(['pages']);
    expect(sectionsForPath('/gamehall-old')).toEqual(['pages']);
    expect(sectionsForPath('/providers').sort()).toEqual(['gamehall', 'pages']);
    expect(sectionsForPath('/profile/verification').sort()).toEqual([
      'cashier',
      'emailConfirmation',
      'pages',
      'profile',
      'verification',
    ]);
  });

  it('gives the safer-gambling content page its tools’ texts', () => {
    expect(sectionsForPath('/responsible-gambling')).toEqual(['responsibleGaming']);
  });
});
