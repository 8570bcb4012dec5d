import { describe, expect, it } from 'vitest';
import { absoluteUrl, gameJsonLd, organizationJsonLd, sportsEventJsonLd } from './structured-data.js';

describe('schema.org builders', () => {
  it('describes the organisation with its support contact in both languages', () => {
    expect(
      organizationJsonLd({
        name: 'Jeton',
        url: 'https://j.test',
        logo: 'https://j.test/logo.svg',
        availableLanguage: ['en', 'fr'],
      }),
    ).toMatchObject({
      '@type': 'Organization',
      logo: 'https://j.test/logo.svg',
      contactPoint: {
        '@type': 'ContactPoint',
        url: 'https://j.test/support',
        availableLanguage: ['en', 'fr'],
      },
    });
  });

  it('describes a game, leaving out an image it does not have', () => {
    const game = gameJsonLd({
      url: 'https://j.test/platform/game/dice',
      name: 'Dice',
      description: 'Play Dice',
      image: null,
      provider: 'Jeton Studio',
      genre: 'casino',
    });
    expect(game).toMatchObject({ '@type': 'VideoGame', publisher: { name: 'Jeton Studio' } });
    expect(game).not.toHaveProperty('image');
  });

  it('describes a sports event with both teams, its status and competition', () => {
    expect(
      sportsEventJsonLd({
        url: 'https://j.test/betting/event/1',
        name: 'Lyon – Lille',
        startDate: '2026-12-01T20:00:00+01:00',
        sport: 'Football',
        homeTeam: 'Lyon',
        awayTeam: 'Lille',
        league: 'Ligue 1',
        status: 'postponed',
      }),
    ).toMatchObject({
      '@type': 'SportsEvent',
      eventStatus: 'https://schema.org/EventPostponed',
      homeTeam: { name: 'Lyon' },
      awayTeam: { name: 'Lille' },
      superEvent: { name: 'Ligue 1' },
    });
  });

  it('makes paths absolute and keeps full URLs', () => {
    expect(absoluteUrl('https://j.test', '/a.png')).toBe('https://j.test/a.png');
    expect(absoluteUrl('https://j.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });
});
