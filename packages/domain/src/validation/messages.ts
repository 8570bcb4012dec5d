import type { LocaleCode } from '../locale.js';

// Validation messages of spec section 5. The English texts are the spec's own, word for word.

export const VALIDATION_MESSAGES = {
  en: {
    required: 'Field is required',
    email: 'Wrong email address',
    emailEmpty: 'Insert your email',
    minLength: 'Min length is {min}',
    maxLength: 'Max length is {max}',
    phone: 'Wrong phone number',
    phoneFormat: 'Wrong phone format',
    fakename: 'Wrong fake name',
    password: 'Wrong password',
    passwordChars: 'Wrong password: {chars} not allowed',
    passwordRepeat: 'Passwords do not match',
    name: 'Wrong symbols in name',
    address: 'Wrong address',
    date: 'Wrong date',
    dateRange: 'Date must be between {min} and {max}',
    postcode: 'Wrong post code',
    code: 'The code must contain {length} digits',
    smsCode: 'Wrong code',
    cardHolder: 'Wrong card holder name',
    sumRange: 'Amount must be between {min} and {max}',
    sum: 'Wrong amount',
    checkbox: 'Field is required',
    custom: 'Wrong value',
    choice: 'Choose one of the options',
    space: 'space',
  },
  fr: {
    required: 'Champ obligatoire',
    email: 'Adresse e-mail incorrecte',
    emailEmpty: 'Saisissez votre e-mail',
    minLength: 'Longueur minimale : {min}',
    maxLength: 'Longueur maximale : {max}',
    phone: 'Numéro de téléphone incorrect',
    phoneFormat: 'Format de téléphone incorrect',
    fakename: 'Pseudonyme incorrect',
    password: 'Mot de passe incorrect',
    passwordChars: 'Mot de passe incorrect : {chars} non autorisé(s)',
    passwordRepeat: 'Les mots de passe ne correspondent pas',
    name: 'Caractères non autorisés dans le nom',
    address: 'Adresse incorrecte',
    date: 'Date incorrecte',
    dateRange: 'La date doit être comprise entre {min} et {max}',
    postcode: 'Code postal incorrect',
    code: 'Le code doit contenir {length} chiffres',
    smsCode: 'Code incorrect',
    cardHolder: 'Nom du titulaire incorrect',
    sumRange: 'Le montant doit être compris entre {min} et {max}',
    sum: 'Montant incorrect',
    checkbox: 'Champ obligatoire',
    custom: 'Valeur incorrecte',
    choice: 'Choisissez une des options',
    space: 'espace',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)['en'];

/** A failed rule: which message, with which parameters. Formatting is per locale. */
export interface RuleFailure {
  key: ValidationMessageKey;
  params?: Record<string, string | number>;
}

export function formatRuleFailure(failure: RuleFailure, locale: LocaleCode = 'en'): string {
  const template: string = VALIDATION_MESSAGES[locale][failure.key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = failure.params?.[name];
    if (value === undefined) return whole;
    // Rules name the space character by a token so that each locale can spell it.
    return String(value).replaceAll('{space}', VALIDATION_MESSAGES[locale].space);
  });
}
