import type { LocaleCode } from '../locale.js';

// Validation messages of spec section 5, worded for players (issue 17): each says what to type, not
// which rule failed. The English texts replace the spec's developer wording ("Min length is 6").

export const VALIDATION_MESSAGES = {
  en: {
    required: 'Please fill in this field',
    email: 'Check the email address, for example name@example.com',
    emailEmpty: 'Enter your email address',
    minLength: 'Use at least {min} characters',
    maxLength: 'Use no more than {max} characters',
    login: 'Enter your email address, or your phone number with its country code',
    phone: 'Check the phone number: digits with the country code, for example +44 7700 900123',
    phoneFormat: 'Check the phone number: digits with the country code, for example +44 7700 900123',
    fakename: 'Choose a nickname of letters and digits, without spaces',
    password: 'Choose another password',
    passwordChars: 'A password may hold letters, digits and symbols, but not: {chars}',
    passwordRepeat: 'The two passwords are different',
    name: 'Use only letters in a name',
    address: 'Remove the special characters from the address',
    date: 'Enter the date as dd.mm.yyyy',
    dateRange: 'Enter a date between {min} and {max}',
    postcode: 'Check the postcode',
    code: 'Enter the {length}-digit code',
    smsCode: 'This code is wrong',
    cardHolder: 'Enter the name as it is written on the card',
    sumRange: 'Enter an amount between {min} and {max}',
    sum: 'Enter a whole amount, for example 50',
    checkbox: 'Tick this box to go on',
    custom: 'Check this value',
    choice: 'Choose one of the options',
    storableText: 'Remove the invisible control characters from this text',
    space: 'space',
  },
  fr: {
    required: 'Veuillez remplir ce champ',
    email: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr',
    emailEmpty: 'Saisissez votre adresse e-mail',
    minLength: 'Saisissez au moins {min} caractères',
    maxLength: 'Saisissez {max} caractères au plus',
    login: 'Saisissez votre adresse e-mail, ou votre numéro de téléphone avec l’indicatif du pays',
    phone: 'Vérifiez le numéro : des chiffres avec l’indicatif du pays, par exemple +33 6 12 34 56 78',
    phoneFormat: 'Vérifiez le numéro : des chiffres avec l’indicatif du pays, par exemple +33 6 12 34 56 78',
    fakename: 'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    password: 'Choisissez un autre mot de passe',
    passwordChars: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : {chars}',
    passwordRepeat: 'Les deux mots de passe sont différents',
    name: 'Utilisez uniquement des lettres dans le nom',
    address: 'Retirez les caractères spéciaux de l’adresse',
    date: 'Saisissez la date au format jj.mm.aaaa',
    dateRange: 'Saisissez une date entre le {min} et le {max}',
    postcode: 'Vérifiez le code postal',
    code: 'Saisissez le code à {length} chiffres',
    smsCode: 'Ce code est erroné',
    cardHolder: 'Saisissez le nom tel qu’il figure sur la carte',
    sumRange: 'Saisissez un montant entre {min} et {max}',
    sum: 'Saisissez un montant entier, par exemple 50',
    checkbox: 'Cochez cette case pour continuer',
    custom: 'Vérifiez cette valeur',
    choice: 'Choisissez une des options',
    storableText: 'Retirez de ce texte les caractères de contrôle invisibles',
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
