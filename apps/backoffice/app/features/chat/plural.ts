import type { LocaleCode } from '@jeton/domain';

/** Picks a text's plural form by the locale's rules (French counts 0 and 1 as singular). */
export function pluralForm(forms: { one: string; other: string }, count: number, locale: LocaleCode): string {
  const rule = new Intl.PluralRules(locale === 'fr' ? 'fr-FR' : 'en-GB').select(count);
  return rule === 'one' ? forms.one : forms.other;
}
