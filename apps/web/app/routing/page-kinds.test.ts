import { describe, expect, it } from 'vitest';
import { isBettingPage, isGamePage } from './page-kinds.js';

describe('page kinds', () => {
  it('recognises game pages in both locales', () => {
    expect(isGamePage('/game/dice')).toBe(true);
    expect(isGamePage('/fr/game/dice')).toBe(true);
    expect(isGamePage('/gamehall')).toBe(false);
    expect(isGamePage('/fr/gamehall/slots')).toBe(false);
    expect(isGamePage('/tournaments/3/gamehall')).toBe(false);
  });

  it('recognises the betting page in both locales', () => {
    expect(isBettingPage('/betting')).toBe(true);
    expect(isBettingPage('/fr/betting')).toBe(true);
    expect(isBettingPage('/bets/history')).toBe(false);
    expect(isBettingPage('/')).toBe(false);
  });
});
