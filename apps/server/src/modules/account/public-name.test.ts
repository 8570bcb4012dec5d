import { describe, expect, it } from 'vitest';
import { publicName } from './public-name.js';

describe('a winner’s public name', () => {
  it('is the chosen fake name', () => {
    expect(publicName('LuckyDemo', 'demo@jeton.test')).toBe('LuckyDemo');
  });

  it('masks an email login to its first and last characters before the @', () => {
    expect(publicName(null, 'marie.dupont@example.com')).toBe('m***t');
    expect(publicName('  ', 'jo@example.com')).toBe('j***');
  });

  it('masks a phone login so that its digits stay hidden', () => {
    expect(publicName(null, '+33612345678')).toBe('3***8');
  });

  it('never shows a whole short login', () => {
    expect(publicName(null, 'abc')).toBe('a***');
    expect(publicName(null, '')).toBe('***');
  });
});
