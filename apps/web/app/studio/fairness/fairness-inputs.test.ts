import { describe, expect, it } from 'vitest';
import { formFromQuery, isComplete } from './fairness-inputs.js';

describe('fairness page inputs', () => {
  it('takes a round from a game history link', () => {
    const form = formFromQuery(
      new URLSearchParams({
        kind: 'roulette',
        serverSeed: 'ab',
        clientSeed: 'me',
        nonce: '4',
        bet: '{"spots":[]}',
      }),
    );
    expect(form).toMatchObject({ kind: 'roulette', serverSeed: 'ab', clientSeed: 'me', nonce: '4' });
    expect(isComplete(form)).toBe(true);
  });

  it('starts an empty form on dice with an example bet, and ignores unknown games', () => {
    const form = formFromQuery(new URLSearchParams({ kind: '__proto__' }));
    expect(form.kind).toBe('dice');
    expect(JSON.parse(form.bet)).toEqual({ direction: 'under', targetHundredths: 5000 });
    expect(isComplete(form)).toBe(false);
  });
});
