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

  it('flags the pages robots disallows, and only those', () => {
    expect(isDisallowedByRobots('/profile/settings')).toBe(true);
    expect(isDisallowedByRobots('/fr/cashier/deposit')).toBe(true);
    expect(isDisallowedByRobots('/_icons')).toBe(true);
    expect(isDisallowedByRobots('/')).toBe(false);
    expect(isDisallowedByRobots('/fr/gamehall')).toBe(false);
    expect(isDisallowedByRobots('/tournaments/3')).toBe(false);
  });
});
