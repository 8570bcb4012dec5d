import { describe, expect, it } from 'vitest';
import { pathRuleRedirect } from './path-rules.js';

const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('path rules', () => {
  it('opens the first tab of the cashier and the profile, keeping the locale and query', () => {
    expect(pathRuleRedirect(place('/cashier'))).toBe('/cashier/deposit');
    expect(pathRuleRedirect(place('/fr/cashier', '?amount=10'))).toBe('/fr/cashier/deposit?amount=10');
    expect(pathRuleRedirect(place('/profile'))).toBe('/profile/settings');
    expect(pathRuleRedirect(place('/fr/profile'))).toBe('/fr/profile/settings');
  });

  it('sends billing to the deposit index unless it is a deposit path', () => {
    expect(pathRuleRedirect(place('/cashier/billing'))).toBe('/cashier/deposit');
    expect(pathRuleRedirect(place('/cashier/billing/withdraw'))).toBe('/cashier/deposit');
    expect(pathRuleRedirect(place('/fr/cashier/billing/deposit/visa'))).toBe('/fr/cashier/deposit/visa');
  });

  it('leaves other paths alone', () => {
    expect(pathRuleRedirect(place('/cashier/deposit'))).toBeNull();
    expect(pathRuleRedirect(place('/profile/security'))).toBeNull();
    expect(pathRuleRedirect(place('/'))).toBeNull();
  });
});
