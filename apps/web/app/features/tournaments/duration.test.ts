import { describe, expect, it } from 'vitest';
import { pagesEn } from '../../i18n/pages.en.js';
import { pagesFr } from '../../i18n/pages.fr.js';
import { formatDuration } from './duration.js';

describe('formatDuration', () => {
  it('shows the two largest units, with plural days in each language', () => {
    expect(formatDuration(2 * 86_400 + 5 * 3_600 + 59, pagesEn.tournaments.duration, 'en')).toBe(
      '2 days 5 h',
    );
    expect(formatDuration(86_400 + 60, pagesEn.tournaments.duration, 'en')).toBe('1 day 0 h');
    expect(formatDuration(86_400 + 60, pagesFr.tournaments.duration, 'fr')).toBe('1 jour 0 h');
    expect(formatDuration(5 * 3_600 + 12 * 60, pagesEn.tournaments.duration, 'en')).toBe('5 h 12 min');
    expect(formatDuration(12 * 60 + 9, pagesFr.tournaments.duration, 'fr')).toBe('12 min 9 s');
  });

  it('never shows a negative time', () => {
    expect(formatDuration(-30, pagesEn.tournaments.duration, 'en')).toBe('0 min 0 s');
  });
});
