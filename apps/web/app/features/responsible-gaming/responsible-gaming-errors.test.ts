import { AppError } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { responsibleGamingRefusal } from './responsible-gaming-errors.js';

const { en, fr } = ALL_MESSAGES;

const refusal = (code: string, until: string | null) =>
  new AppError('AccessDeniedException', 'refused', { code, data: { until } });

describe('responsibleGamingRefusal', () => {
  it('says why and until when, in each language', () => {
    const timeOut = refusal('TIME_OUT', '2026-11-25T12:00:00.000Z');
    expect(responsibleGamingRefusal(timeOut, en, 'en')).toMatch(
      /^You are taking a break until 25 Nov 2026, \d{2}:00\./,
    );
    expect(responsibleGamingRefusal(timeOut, fr, 'fr')).toMatch(
      /^Vous faites une pause jusqu’au 25 nov\. 2026(,| à) \d{2}:00\./,
    );
  });

  it('says a permanent self-exclusion has no end', () => {
    expect(responsibleGamingRefusal(refusal('SELF_EXCLUDED', null), en, 'en')).toBe(
      en.refusals.SELF_EXCLUDED_PERMANENT,
    );
  });

  it('leaves other errors to their own texts', () => {
    expect(responsibleGamingRefusal(new AppError('AuthorizationException', 'no'), en, 'en')).toBeNull();
    expect(responsibleGamingRefusal(new Error('boom'), en, 'en')).toBeNull();
  });
});
