import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './storable-text.js';

describe('isStorableText', () => {
  it.each([
    ['NUL', 'é𝒳\u0000'],
    ['a C0 control', 'a\u0007b'],
    ['an escape sequence', '\u001B[2J'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['a high surrogate alone', 'a\uD800'],
    ['a low surrogate alone', '\uDC00b'],
    ['a pair in the wrong order', '\uDC00\uD800'],
  ])('refuses %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each([
    ['tab, line feed and carriage return', 'a\tb\r\nc'],
    ['characters beyond the BMP', 'é𝒳😀'],
    ['joined emoji', '👨‍👩‍👧'],
    ['right-to-left text and its marks', 'مرحبا \u202e'],
    ['the empty text', ''],
  ])('takes %s', (_name, text) => {
    expect(isStorableText(text)).toBe(true);
  });
});

describe('unstorableTextPaths', () => {
  it('answers the path of each such string, in objects and lists', () => {
    const input = {
      reason: 'a\u0000',
      ok: 'fine',
      texts: { en: { name: 'b\u0001' } },
      games: ['x', 'y\uD800'],
    };
    expect(unstorableTextPaths(input)).toEqual([['reason'], ['games', 1], ['texts', 'en', 'name']]);
  });

  it("answers the path of the object whose key holds one: a record's keys are stored too", () => {
    expect(unstorableTextPaths({ analytic: { 'k\u0000': 'v' } })).toEqual([['analytic']]);
    expect(unstorableTextPaths({ 'k\u0000': 'v' })).toEqual([[]]);
  });

  it('passes by what is not text: numbers, booleans, bytes, instances of classes', () => {
    class File {
      constructor(readonly name: string) {}
    }
    const input = { n: 1, b: true, none: null, bytes: Buffer.from([0]), file: new File('a\u0000') };
    expect(unstorableTextPaths(input)).toEqual([]);
  });

  it('walks objects without a prototype, as the form parser makes them', () => {
    const input = Object.assign(Object.create(null), { a: 'x\u0000' });
    expect(unstorableTextPaths(input)).toEqual([['a']]);
  });

  it('walks a list nested far deeper than a call stack allows', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    const [path] = unstorableTextPaths(deep);
    expect(path).toHaveLength(100_000);
  });
});
