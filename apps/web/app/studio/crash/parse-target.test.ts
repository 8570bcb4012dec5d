import { describe, expect, it } from 'vitest';
import { parseTarget } from './crash-client.js';

describe('crash target typed by the player', () => {
  it('reads ×2, ×2.5 and ×2,50 in hundredths', () => {
    expect(parseTarget('2')).toBe(200);
    expect(parseTarget('2.5')).toBe(250);
    expect(parseTarget(' 2,50 ')).toBe(250);
    expect(parseTarget('1000000')).toBe(100_000_000);
  });

  it('refuses what the game does not offer', () => {
    for (const text of ['', '1', '1.00', '0.5', '2.555', 'abc', '-3', '1000000.01', '1e3']) {
      expect(parseTarget(text), text).toBeNull();
    }
  });
});
