import { AppError, QUERY_LIMITS } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { parseFormFields, parseFormText, parseQuery } from './body-parsing.js';

const items = (count: number, item: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => item(i)).join('&');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the form to be refused');
}

function expectMalformed(text: string) {
  const error = refusal(() => parseFormText(text));
  expect(error.type).toBe('InvalidRequestException');
  expect(error.status).toBe(400);
  expect(error.code).toBe('MALFORMED_BODY');
  return error;
}

describe('parseFormText', () => {
  it('reads bracketed keys into nested objects and arrays', () => {
    expect(parseFormText('a=1&b[c]=2&b[d][]=3&b[d][]=4&e=x+y%20z')).toEqual({
      a: '1',
      b: { c: '2', d: ['3', '4'] },
      e: 'x y z',
    });
  });

  it('decodes UTF-8', () => {
    expect(parseFormText(`name=${encodeURIComponent('Zoë 😀')}`)).toEqual({ name: 'Zoë 😀' });
  });

  it('answers objects without a prototype', () => {
    const parsed = parseFormText('a[b]=1');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.getPrototypeOf(parsed.a)).toBeNull();
  });

  describe(`arrays of at most ${QUERY_LIMITS.arrayLimit} items`, () => {
    it(`takes ${QUERY_LIMITS.arrayLimit}`, () => {
      const parsed = parseFormText(items(QUERY_LIMITS.arrayLimit, (i) => `a[]=${i}`));
      expect(parsed.a).toHaveLength(QUERY_LIMITS.arrayLimit);
    });

    it(`refuses ${QUERY_LIMITS.arrayLimit + 1}`, () => {
      expectMalformed(items(QUERY_LIMITS.arrayLimit + 1, (i) => `a[]=${i}`));
    });

    it('refuses an index past the limit rather than building a sparse array or an object', () => {
      expectMalformed(`a[${QUERY_LIMITS.arrayLimit}]=1`);
      expectMalformed('a[999999999]=1');
    });

    it(`refuses ${QUERY_LIMITS.arrayLimit + 1} repeated keys`, () => {
      expectMalformed(items(QUERY_LIMITS.arrayLimit + 1, (i) => `a=${i}`));
    });
  });

  describe(`at most ${QUERY_LIMITS.parameterLimit} parameters`, () => {
    it(`takes ${QUERY_LIMITS.parameterLimit}`, () => {
      const parsed = parseFormText(items(QUERY_LIMITS.parameterLimit, (i) => `p${i}=1`));
      expect(Object.keys(parsed)).toHaveLength(QUERY_LIMITS.parameterLimit);
    });

    it(`refuses ${QUERY_LIMITS.parameterLimit + 1}`, () => {
      expectMalformed(items(QUERY_LIMITS.parameterLimit + 1, (i) => `p${i}=1`));
    });
  });

  describe(`nesting at most ${QUERY_LIMITS.depth} deep`, () => {
    it(`takes ${QUERY_LIMITS.depth}`, () => {
      expect(parseFormText('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    });

    it(`refuses ${QUERY_LIMITS.depth + 1} rather than keeping the rest as a flat key`, () => {
      expectMalformed('a[b][c][d][e][f][g]=1');
    });
  });

  describe('prototype pollution', () => {
    it.each([
      '__proto__[polluted]=1',
      '__proto__=1',
      'a[__proto__][polluted]=1',
      'constructor[prototype][polluted]=1',
      'a[constructor][prototype][polluted]=1',
      'prototype[polluted]=1',
      '__proto__%5Bpolluted%5D=1',
      '%5F%5Fproto%5F%5F[polluted]=1',
      'a[b][constructor]=1',
    ])('refuses %s', (text) => {
      expectMalformed(text);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect({}).not.toHaveProperty('polluted');
    });

    it('keeps ordinary keys that merely contain those words', () => {
      expect(parseFormText('constructor_name=1&my_prototype=2&proto=3')).toEqual({
        constructor_name: '1',
        my_prototype: '2',
        proto: '3',
      });
    });

    it('does not let toString or hasOwnProperty keys break the result', () => {
      const parsed = parseFormText('toString=1&hasOwnProperty[x]=2');
      expect(parsed).toEqual({ toString: '1', hasOwnProperty: { x: '2' } });
    });
  });

  describe('malformed text', () => {
    it.each([
      ['a truncated escape in a value', 'x=%E0%A4%A'],
      ['a truncated escape in a key', '%E0%A4%A=1'],
      ['a lone escape', 'x=%'],
      ['an invalid UTF-8 sequence', 'x=%C3%28'],
      ['an encoded surrogate half', 'x=%ED%A0%80'],
      ['a NUL character in a key', 'x%00=1'],
      ['a control character in a key', 'x%1B=1'],
    ])('refuses %s', (_name, text) => {
      const error = expectMalformed(text);
      expect(error.message).toBe('Malformed form data');
      expect(error.internalMessage).toEqual(expect.any(String));
    });

    it('takes an empty text', () => {
      expect(parseFormText('')).toEqual({});
    });

    it("keeps a NUL in a value, for the method's input check to refuse with its field", () => {
      expect(parseFormText('x=ab%00cd')).toEqual({ x: 'ab\u0000cd' });
    });
  });
});

describe('parseFormFields (multipart)', () => {
  it('gives the same object as the urlencoded form, with the same rules', () => {
    expect(
      parseFormFields([
        ['a', '1'],
        ['b[c]', 'x&y=z'],
        ['b[d][]', '3'],
      ]),
    ).toEqual(parseFormText('a=1&b[c]=x%26y%3Dz&b[d][]=3'));
    expect(() => parseFormFields([['__proto__[polluted]', '1']])).toThrow(AppError);
    expect(() => parseFormFields([['a[b][c][d][e][f][g]', '1']])).toThrow(AppError);
    expect(() => parseFormFields([['a\u0000', 'b']])).toThrow(AppError);
    // Percent signs in a field's value are text, not escapes.
    expect(parseFormFields([['a', '%E0%A4%A']])).toEqual({ a: '%E0%A4%A' });
  });
});

describe('parseQuery', () => {
  it('reads the query of a URL with the same rules', () => {
    expect(parseQuery('/api/a/b?v=2.34&x[y]=1')).toEqual({ v: '2.34', x: { y: '1' } });
    expect(parseQuery('/api/a/b')).toEqual({});
    expect(() => parseQuery('/api/a/b?x=%E0%A4%A')).toThrow(AppError);
    expect(() => parseQuery(`/api/a/b?${items(QUERY_LIMITS.parameterLimit + 1, (i) => `p${i}=1`)}`)).toThrow(
      AppError,
    );
  });

  it('answers the same simple query again with the same frozen object, and another query anew', () => {
    const first = parseQuery('/api/a/b?v=2.34&locale=fr');
    expect(parseQuery('/api/c/d?v=2.34&locale=fr')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const other = parseQuery('/api/a/b?v=2.34&locale=en');
    expect(other).toEqual({ v: '2.34', locale: 'en' });
    expect(parseQuery('/api/a/b?v=2.34&locale=fr')).toEqual({ v: '2.34', locale: 'fr' });
  });

  it.each([
    'v=2.34&locale=en',
    'v=2.34&locale=en&strict=1',
    'v=2.34&a=&b=x-y_z.~',
    'v=1&v=2',
    'v=1&constructor=x',
    'v=1&__proto__=x',
    'prototype=1',
    'a=1&&b=2',
    'a',
    'a=1&b',
    '=1',
    'a=b=c',
    'a=%41',
    'a=x+y',
    'a.b=1',
    'a-b=1&A_B=2',
    '',
  ])('answers %j as qs does, through the shortcut or not', (query) => {
    const viaQs = (() => {
      try {
        return parseFormText(query);
      } catch (error) {
        return error;
      }
    })();
    if (viaQs instanceof Error) expect(() => parseQuery(`/x?${query}`)).toThrow(AppError);
    else {
      const answer = parseQuery(`/x?${query}`);
      expect(answer).toStrictEqual(viaQs);
      expect(parseQuery(`/y?${query}`)).toStrictEqual(viaQs);
      expect(Object.getPrototypeOf(answer)).toBe(Object.getPrototypeOf(viaQs));
    }
  });
});
