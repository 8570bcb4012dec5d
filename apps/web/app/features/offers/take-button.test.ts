import { describe, expect, it } from 'vitest';
import { takeRefusal } from './take-button.js';

const errors = {
  OFFER_ALREADY_TAKEN: 'taken',
  OFFER_CLOSED: 'closed',
  OFFER_NOT_ELIGIBLE: 'not for you',
  NO_SUCH_OFFER: 'gone',
  OFFER_NOT_TAKEABLE: 'deposit',
  generic: 'try again',
};

describe('takeRefusal', () => {
  it('words each refusal the server names, and anything else as a failure', () => {
    expect(takeRefusal('OFFER_ALREADY_TAKEN', errors)).toBe('taken');
    expect(takeRefusal('NO_SUCH_OFFER', errors)).toBe('gone');
    expect(takeRefusal('BONUS_ENDED', errors)).toBe('try again');
    expect(takeRefusal(undefined, errors)).toBe('try again');
  });
});
