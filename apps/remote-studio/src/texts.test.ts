import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openState } from './studio-state.js';
import { TEXTS } from './texts.js';

describe('the game page’s words', () => {
  it('names every wallet refusal in both languages', () => {
    expect(Object.keys(TEXTS.fr.refusals).sort()).toEqual(Object.keys(TEXTS.en.refusals).sort());
    for (const code of [
      'INSUFFICIENT_FUNDS',
      'SESSION_EXPIRED',
      'LOSS_LIMIT_REACHED',
      'SELF_EXCLUDED',
      'TIME_OUT',
    ]) {
      expect(TEXTS.en.refusals).toHaveProperty(code);
    }
  });
});

describe('the studio’s state file', () => {
  it('finds sessions and seen nonces again after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'remote-studio-state-'));
    const first = openState(dir);
    first.data.nonces.abc = 123;
    first.save();
    expect(openState(dir).data.nonces).toEqual({ abc: 123 });
  });
});
