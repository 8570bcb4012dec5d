import { describe, expect, it } from 'vitest';
import { formatMessage } from './format.js';

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('Welcome, {login}', { login: 'ada' })).toBe('Welcome, ada');
    expect(formatMessage('Hello {who}', {})).toBe('Hello {who}');
  });

  it('chooses plural branches by the rules of the locale', () => {
    const games = '{count, plural, =0 {No games} one {# game} other {# games}}';
    expect(formatMessage(games, { count: 0 })).toBe('No games');
    expect(formatMessage(games, { count: 1 })).toBe('1 game');
    expect(formatMessage(games, { count: 1200 })).toBe('1,200 games');
    // French counts 0 and 1 as "one".
    const jeux = '{count, plural, one {# jeu} other {# jeux}}';
    expect(formatMessage(jeux, { count: 0 }, 'fr')).toBe('0 jeu');
    expect(formatMessage(jeux, { count: 2 }, 'fr')).toBe('2 jeux');
  });

  it('formats placeholders inside a plural branch', () => {
    expect(
      formatMessage('{count, plural, one {# provider: {names}} other {# providers: {names}}}', {
        count: 2,
        names: 'a, b',
      }),
    ).toBe('2 providers: a, b');
  });

  it("formats `{name, number}` for the locale (the support form's hint showed it raw)", () => {
    expect(formatMessage('Up to {max, number} characters.', { max: 4000 })).toBe('Up to 4,000 characters.');
    expect(formatMessage('Jusqu’à {max, number} caractères.', { max: 4000 }, 'fr')).toBe(
      'Jusqu’à 4\u202f000 caractères.',
    );
    expect(formatMessage('{max, number}', { max: 'many' })).toBe('{max, number}');
  });
});
