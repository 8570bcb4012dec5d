import { describe, expect, it } from 'vitest';
import { numberFormat, plainDecimalFormat } from './number-formats.js';

/** Deterministic pseudo-random numbers, so that a failure names a value that fails again. */
function* values(count: number): Generator<number> {
  let seed = 17;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const fixed = [
    0,
    1,
    -1,
    5,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10000,
    12345,
    99999,
    100000,
    999999,
    1000000,
    1234567,
    123456789,
    999999999999999,
    0.5,
    0.05,
    0.005,
    0.0005,
    1.005,
    1.015,
    1.025,
    2.675,
    1.45,
    1.55,
    0.125,
    0.375,
    9.995,
    99.995,
    999.9995,
    0.1 + 0.2,
    1234.5,
    1234.56,
    1234.567,
    1234.5678,
    12.3456789,
    -0.001,
    -0.004,
    -1234.5,
    -999.995,
    1e-7,
    1.5e-7,
    123e-9,
    0.000001,
    0.0000049,
    1e15,
    1e21,
    12345678901234.56,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    Number.MAX_SAFE_INTEGER,
  ];
  yield* fixed;
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 12 - 4);
    const value = (next() - 0.3) * scale;
    yield value;
    yield Math.round(value * 100) / 100;
    yield Math.round(value);
  }
}

const OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 1, maximumFractionDigits: 4 },
  { maximumFractionDigits: 6 },
];

describe('numberFormat', () => {
  for (const locale of ['en-GB', 'en-US', 'fr-FR']) {
    for (const options of OPTIONS) {
      it(`writes what Intl writes in ${locale} with ${JSON.stringify(options)}`, () => {
        const ours = numberFormat(locale, options);
        const intl = new Intl.NumberFormat(locale, options);
        for (const value of values(3000)) {
          expect([value, ours.format(value)]).toEqual([value, intl.format(value)]);
        }
      });
    }
  }

  it('leaves other locales and options to Intl', () => {
    expect(plainDecimalFormat('de-DE', {})).toBeNull();
    expect(plainDecimalFormat('en-GB', { style: 'percent' })).toBeNull();
    expect(plainDecimalFormat('en-GB', { useGrouping: false })).toBeNull();
    expect(plainDecimalFormat('en-GB', { maximumFractionDigits: 8 })).toBeNull();
    expect(numberFormat('de-DE').format(1234.5)).toBe(new Intl.NumberFormat('de-DE').format(1234.5));
    expect(numberFormat('en-GB', { style: 'percent' }).format(0.25)).toBe('25%');
  });

  it('builds one formatter per locale and options', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).toBe(
      numberFormat('fr-FR', { maximumFractionDigits: 2 }),
    );
  });
});
