import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.js';

// The server parses with qs: what the web app writes must read back the same, so it is compared
// with qs.stringify under the options the API client used.
const QS_OPTIONS = { skipNulls: true, arrayFormat: 'indices' } as const;

const samples: Record<string, unknown>[] = [
  {},
  { v: '2.34', locale: 'fr' },
  { login: 'player+1@example.test', password: "p@ss w0rd!'()*~-._", terms: true, amount: 12.5 },
  { empty: '', zero: 0, no: false, none: null, missing: undefined },
  { list: ['a', 'b c', null, 3], nested: { a: { b: [1, { c: 'd' }] } }, emptyList: [], emptyObject: {} },
  { 'key with [brackets]': 'é & ü / ? # %', emoji: '🎰', big: 12345678901234567890n },
  { date: new Date(Date.UTC(2026, 10, 22, 17, 0, 0)), filter: { from: new Date(0) } },
];

describe('toQueryString', () => {
  it.each(
    samples.map((sample) => [
      JSON.stringify(sample, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
      sample,
    ]),
  )('writes %s as qs does', (_name, sample) => {
    expect(toQueryString(sample as Record<string, unknown>)).toBe(qs.stringify(sample, QS_OPTIONS));
  });

  it('reads back through qs.parse', () => {
    const value = { a: ['x', 'y'], b: { c: '1', d: ['2'] }, e: 'f&g=h' };
    expect(qs.parse(toQueryString(value))).toEqual(value);
  });
});
