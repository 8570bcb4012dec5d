import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { fr } from './fr.js';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [p, v] of leaves(child, path)) out.set(p, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the back office catalogues', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('have the same keys, none empty', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of french) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in each text', () => {
    for (const [key, text] of english)
      expect(placeholders(french.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
