import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icons.js';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

describe('the icon sprite', () => {
  it('holds one 24×24 symbol for every icon name, and nothing else', () => {
    expect(symbolIds).toEqual([...ICON_NAMES]);
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it('leaves colour and stroke to the <svg> that uses it', () => {
    // A colour of its own would not follow the text colour; currentColor fills (dots) are fine.
    expect(sprite).not.toMatch(/(stroke|fill)="(?!currentColor)[^"]*"/);
    expect(sprite).not.toMatch(/stroke-width/);
  });
});
