import { describe, expect, it } from 'vitest';
import { sectionsForPath } from './page-sections.js';

describe('sectionsForPath', () => {
  it('gives the first views of most visits no section: their texts are in the core', () => {
    for (const path of [
      '/',
      '/fr',
      '/gamehall',
      '/fr/gamehall/slots',
      '/game/jeton-dice',
      '/about',
      '/fr/terms',
    ]) {
      expect(sectionsForPath(path), path).toEqual([]);
    }
  });

  it('gives every other page the pages section, with its area’s', () => {
    expect(sectionsForPath('/loyalty/shop')).toEqual(['pages']);
    expect(sectionsForPath('/fr/tournaments/3')).toEqual(['pages']);
    expect(sectionsForPath('/gamehall-old')).toEqual(['pages']);
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
