import { describe, expect, it } from 'vitest';
import { isDisallowedByRobots, robotsTxt } from './robots.js';

describe('robots', () => {
  it('lists the disallowed sections in both locales', () => {
    const text = robotsTxt();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /cashier\n');
    expect(text).toContain('Disallow: /fr/cashier\n');
    expect(text).toContain('Disallow: /fr/forms/\n');
  });

  it("adds the operator's rules, skipping any that is not one path, and the sitemap", () => {
    const text = robotsTxt(
      ['/promo-old', '/bad rule', '/x\nAllow: /', '/cashier'],
      'https://jeton.test/sitemap.xml',
    );
    expect(text).toContain('Disallow: /promo-old\n');
    expect(text).not.toContain('bad rule');
    expect(text).not.toContain('Allow: /');
    expect(text.match(/Disallow: \/cashier\n/g)).toHaveLength(1);
    expect(text.endsWith('Sitemap: https://jeton.test/sitemap.xml\n')).toBe(true);
  });

  it('flags the pages robots disallows, and only those', () => {
    expect(isDisallowedByRobots('/profile/settings')).toBe(true);
    expect(isDisallowedByRobots('/fr/cashier/deposit')).toBe(true);
    expect(isDisallowedByRobots('/_icons')).toBe(true);
    expect(isDisallowedByRobots('/')).toBe(false);
    expect(isDisallowedByRobots('/fr/gamehall')).toBe(false);
    expect(isDisallowedByRobots('/tournaments/3')).toBe(false);
  });

  it("flags the pages the operator's rules cover, ignoring a rule that is not one path", () => {
    expect(isDisallowedByRobots('/promotions/old-offer', ['/promotions/old'])).toBe(true);
    expect(isDisallowedByRobots('/fr/promotions', ['/fr/promotions'])).toBe(true);
    expect(isDisallowedByRobots('/promotions', ['/promotions/old'])).toBe(false);
    expect(isDisallowedByRobots('/anything', ['no-slash', '/bad rule'])).toBe(false);
  });
});
