import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../i18n/format.js';
import { pagesEn } from '../../i18n/pages.en.js';
import { pagesFr } from '../../i18n/pages.fr.js';
import { pointsValues } from './points.js';

// Points are counted in the player's language: "1 point", "2 points"; French keeps the singular
// below 2 ("1,5 point"), English only for exactly one.

describe('messages that name a number of points', () => {
  const balance = (points: number, locale: 'en' | 'fr') =>
    formatMessage(
      (locale === 'en' ? pagesEn : pagesFr).loyaltyShop.balance,
      pointsValues(points, locale),
      locale,
    );

  it.each([
    [0, 'en', 'You have 0 points'],
    [1, 'en', 'You have 1 point'],
    [1.5, 'en', 'You have 1.5 points'],
    [12_500, 'en', 'You have 12,500 points'],
    [0, 'fr', 'Vous avez 0 point'],
    [1, 'fr', 'Vous avez 1 point'],
    [1.5, 'fr', 'Vous avez 1,5 point'],
    [12_500, 'fr', 'Vous avez 12 500 points'],
  ] as const)('%s in %s reads “%s”', (points, locale, text) => {
    expect(balance(points, locale).replace(/\s/g, ' ')).toBe(text);
  });

  it('leaves no placeholder unfilled in any points message', () => {
    for (const pages of [pagesEn, pagesFr]) {
      const templates = [
        pages.loyalty.levelFrom,
        pages.loyalty.toNext,
        pages.loyaltyShop.price,
        pages.loyaltyShop.confirmText,
        pages.loyaltyProgram.reach,
        pages.tournaments.yourPlace,
        pages.tournament.yourStanding,
      ];
      for (const template of templates) {
        const text = formatMessage(template, {
          ...pointsValues(2, 'en'),
          level: 'Gold',
          price: 'x',
          place: 3,
        });
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });
});
