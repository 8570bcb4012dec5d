// Building an Intl.NumberFormat costs far more than formatting with one (a game hall or a history
// page formats hundreds of numbers while it renders): one per locale and options, kept.
//
// The first one a browser tab builds costs far more again: Chromium loads its number data then,
// 15 to 45 ms of the main thread on this machine, 60 to 190 ms on Lighthouse's phone, inside the
// render that hydrates the page (the header's balance, the game hall's count: decision 0069). The
// plain decimal formats the site renders (grouping, at most a few fraction digits, in en-GB, en-US
// and fr-FR) are written here without Intl; anything else, and values a plain decimal does not
// show exactly (non-finite, negative zero, exponents), go to Intl, built on first use. Unit tests
// check the two give the same text for many values.

/** What the site formats numbers with: Intl.NumberFormat's `format`. */
export interface NumberFormatter {
  format(value: number): string;
}

const formats = new Map<string, NumberFormatter>();

/** The number format of an Intl locale ("fr-FR") and options, built once. */
export function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = plainDecimalFormat(intlLocale, options) ?? new Intl.NumberFormat(intlLocale, options);
    formats.set(key, format);
  }
  return format;
}

/** Separators of the locales written without Intl (CLDR: fr groups with a narrow no-break space). */
const SYMBOLS: Readonly<Record<string, { group: string; decimal: string }>> = {
  'en-GB': { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
  'fr-FR': { group: '\u202f', decimal: ',' },
};

const OPTION_NAMES = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

/**
 * A formatter for the options Intl treats as a plain decimal (no style, currency, notation or
 * rounding options; grouping on; fraction digits from 0 to 6), in a locale of `SYMBOLS`; null
 * otherwise.
 */
export function plainDecimalFormat(
  intlLocale: string,
  options: Intl.NumberFormatOptions,
): NumberFormatter | null {
  const symbols = SYMBOLS[intlLocale];
  if (!symbols || Object.keys(options).some((name) => !OPTION_NAMES.has(name))) return null;
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 6 || min > max) return null;
  let intl: Intl.NumberFormat | null = null;
  return {
    format(value: number): string {
      const text = plainDecimal(value, min, max, symbols);
      if (text !== null) return text;
      intl ??= new Intl.NumberFormat(intlLocale, options);
      return intl.format(value);
    },
  };
}

/**
 * `value` as Intl writes it: its shortest decimal (what `String` gives, and what ICU starts from),
 * rounded half away from zero to `max` fraction digits, trailing zeros dropped down to `min`, the
 * whole part grouped by three. Null where that decimal is not plain digits.
 */
function plainDecimal(
  value: number,
  min: number,
  max: number,
  symbols: { group: string; decimal: string },
): string | null {
  if (!Number.isFinite(value) || Object.is(value, -0) || Math.abs(value) >= 1e15) return null;
  const negative = value < 0;
  const decimal = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(decimal)) return null;
  const [whole = '', fraction = ''] = decimal.split('.');
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  if (fraction.length > max && fraction.charCodeAt(max) >= 53 /* '5' */) digits = increment(digits);
  const wholeLength = digits.length - max;
  let intPart = digits.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  let fracPart = digits.slice(wholeLength);
  while (fracPart.length > min && fracPart.endsWith('0')) fracPart = fracPart.slice(0, -1);
  if (intPart === '') intPart = '0';
  let grouped = '';
  for (let end = intPart.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    grouped = intPart.slice(start, end) + (grouped ? symbols.group + grouped : '');
  }
  // Intl keeps the sign of a negative value that rounds to zero ("-0").
  const sign = negative ? '-' : '';
  return sign + grouped + (fracPart ? symbols.decimal + fracPart : '');
}

/** A string of decimal digits plus one. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') {
      chars[i] = '0';
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}
