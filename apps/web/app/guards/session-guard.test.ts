import { describe, expect, it } from 'vitest';
import { shouldRefreshSession } from './session-guard.js';

const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('session guard', () => {
  it('refreshes when the path changes', () => {
    expect(shouldRefreshSession(place('/'), place('/gamehall'))).toBe(true);
    expect(shouldRefreshSession(place('/fr'), place('/'))).toBe(true);
  });

  it('does not refresh when only the query or the hash changed', () => {
    expect(shouldRefreshSession(place('/gamehall'), place('/gamehall', '?category=slot'))).toBe(false);
    expect(shouldRefreshSession(place('/gamehall', '?a'), place('/gamehall', '?a', '#top'))).toBe(false);
  });

  it('does not refresh the server-rendered page, and refreshes a revalidation of the same place', () => {
    expect(shouldRefreshSession(null, place('/'))).toBe(false);
    expect(shouldRefreshSession(place('/profile/settings'), place('/profile/settings'))).toBe(true);
  });
});
