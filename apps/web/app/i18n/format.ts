import { type LocaleCode, numberFormat } from '@jeton/domain';

/** Values a message can interpolate. Numbers are formatted for the locale. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Fills a message in the ICU subset the catalogues use:
 * - `{name}`: the value;
 * - `{name, number}`: the number, formatted for the locale (as `{name}` formats numbers);
 * - `{count, plural, =0 {none} one {# game} other {# games}}`: the branch chosen by an exact `=n`
 *   match, then by `Intl.PluralRules` for the locale, then `other`; `#` is the formatted count.
 * An unknown placeholder is left as is, so that it shows up in review rather than vanishing.
 */
export function formatMessage(
  template: string,
  values: MessageValues = {},
  locale: LocaleCode = 'en',
): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open === -1) break;
    const close = matchingBrace(template, open);
    if (close === -1) break;
    out += template.slice(i, open);
    out += formatArgument(template.slice(open + 1, close), template.slice(open, close + 1), values, locale);
    i = close + 1;
  }
  return out + template.slice(i);
}

function formatArgument(body: string, raw: string, values: MessageValues, locale: LocaleCode): string {
  const [name = '', kind, ...rest] = body.split(',');
  const key = name.trim();
  if (!Object.hasOwn(values, key)) return raw;
  const value = values[key]!;
  if (kind === undefined) return typeof value === 'number' ? formatNumber(value, locale) : value;
  if (kind.trim() === 'number' && rest.length === 0) {
    return typeof value === 'number' ? formatNumber(value, locale) : raw;
  }
  if (kind.trim() !== 'plural' || typeof value !== 'number') return raw;
  const branches = parseBranches(rest.join(','));
  const branch =
    branches.get(`=${value}`) ?? branches.get(pluralRules(locale).select(value)) ?? branches.get('other');
  if (branch === undefined) return raw;
  // `#` is the count; the branch may itself hold placeholders.
  return formatMessage(branch.replaceAll('#', formatNumber(value, locale)), values, locale);
}

/** `one {# game} other {# games}` → { one: '# game', other: '# games' }. */
function parseBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    const close = matchingBrace(text, open);
    if (close === -1) break;
    branches.set(text.slice(i, open).trim(), text.slice(open + 1, close));
    i = close + 1;
  }
  return branches;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const rulesCache = new Map<LocaleCode, Intl.PluralRules>();
function pluralRules(locale: LocaleCode): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules;
}

function formatNumber(value: number, locale: LocaleCode): string {
  return numberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(value);
}
