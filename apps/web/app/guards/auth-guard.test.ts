import { describe, expect, it } from 'vitest';
import { guestDialogs, guestRedirect, isGuestBlockedPath, withoutPopupFlags } from './auth-guard.js';

const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('auth guard', () => {
  it('blocks the bets, cashier, profile and responsible-game sections in every locale', () => {
    for (const path of [
      '/cashier/deposit',
      '/fr/profile/settings',
      '/bets/x',
      '/responsible-game',
      '/profile',
    ]) {
      expect(isGuestBlockedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/gamehall', '/fr/tournaments/1', '/cashier-terms', '/profiles']) {
      expect(isGuestBlockedPath(path), path).toBe(false);
    }
  });

  it('sends a guest home in the locale with the encoded full path', () => {
    expect(guestRedirect(place('/cashier/history', '?tab=bonuses'), 'en')).toBe(
      '/?redirectUrl=%2Fcashier%2Fhistory%3Ftab%3Dbonuses',
    );
    expect(guestRedirect(place('/fr/profile/security'), 'fr')).toBe(
      '/fr?redirectUrl=%2Ffr%2Fprofile%2Fsecurity',
    );
    expect(guestRedirect(place('/gamehall'), 'en')).toBeNull();
  });

  it('opens registration for #real on a game page, closing it goes home', () => {
    expect(guestDialogs(place('/fr/game/dice', '', '#real'))).toEqual([
      { name: 'registration', options: { onCloseGoHome: true }, clearFlagsOnClose: false },
    ]);
    expect(guestDialogs(place('/gamehall', '', '#real'))).toEqual([]);
  });

  it('opens the popup of the query flags, non-closable with prevent_close=1', () => {
    expect(guestDialogs(place('/', '?show_popup_reg=1&prevent_close=1'))).toEqual([
      { name: 'registration', options: { preventClose: true }, clearFlagsOnClose: true },
    ]);
    expect(guestDialogs(place('/promotions', '?show_popup_auth'))).toEqual([
      { name: 'authorization', options: { preventClose: false }, clearFlagsOnClose: true },
    ]);
    expect(guestDialogs(place('/', '?track_id=5'))).toEqual([]);
  });

  it('asks for a log-in on the home page when the guard sent a guest there with redirectUrl', () => {
    const login = [{ name: 'authorization', options: {}, clearFlagsOnClose: false }];
    expect(guestDialogs(place('/', '?redirectUrl=%2Fresponsible-game'))).toEqual(login);
    expect(guestDialogs(place('/fr', '?redirectUrl=%2Ffr%2Fprofile%2Fsettings'))).toEqual(login);
    // Not on other pages, and never for a redirectUrl that leaves the site.
    expect(guestDialogs(place('/gamehall', '?redirectUrl=%2Fresponsible-game'))).toEqual([]);
    expect(guestDialogs(place('/', '?redirectUrl=https%3A%2F%2Fevil.example'))).toEqual([]);
    expect(guestDialogs(place('/', '?redirectUrl=%2F%2Fevil.example'))).toEqual([]);
  });

  it('drops only the popup flags from the URL', () => {
    expect(withoutPopupFlags(place('/fr', '?show_popup_reg=1&prevent_close=1&track_id=5', '#x'))).toBe(
      '/fr?track_id=5#x',
    );
    expect(withoutPopupFlags(place('/', '?show_popup_auth'))).toBe('/');
  });
});
