import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../locale.js';
import { formatRuleFailure, type RuleFailure, VALIDATION_MESSAGES } from './messages.js';
import * as rules from './rules.js';

// Every rule of spec section 5, with the message a player reads in English and in French.

/** What a rule says about a value, in both locales (null when the value passes). */
function says(rule: rules.Rule, value: string): { en: string; fr: string } | null {
  const failure = rule(value);
  return failure ? { en: formatRuleFailure(failure, 'en'), fr: formatRuleFailure(failure, 'fr') } : null;
}

const REQUIRED = { en: 'Please fill in this field', fr: 'Veuillez remplir ce champ' };
const NAME_FORBIDDEN = [...'@_"!?#$%^&*(){}[]|/\\<>~§+:;`'];

describe('the default messages of spec section 5', () => {
  it.each<[RuleFailure, string, string]>([
    [{ key: 'required' }, 'Please fill in this field', 'Veuillez remplir ce champ'],
    [
      { key: 'email' },
      'Check the email address, for example name@example.com',
      'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr',
    ],
    [
      { key: 'minLength', params: { min: 6 } },
      'Use at least 6 characters',
      'Saisissez au moins 6 caractères',
    ],
    [
      { key: 'maxLength', params: { max: 20 } },
      'Use no more than 20 characters',
      'Saisissez 20 caractères au plus',
    ],
    [
      { key: 'phone' },
      'Check the phone number: digits with the country code, for example +44 7700 900123',
      'Vérifiez le numéro : des chiffres avec l’indicatif du pays, par exemple +33 6 12 34 56 78',
    ],
    [
      { key: 'fakename' },
      'Choose a nickname of letters and digits, without spaces',
      'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    ],
    [{ key: 'password' }, 'Choose another password', 'Choisissez un autre mot de passe'],
    [{ key: 'name' }, 'Use only letters in a name', 'Utilisez uniquement des lettres dans le nom'],
    [
      { key: 'address' },
      'Remove the special characters from the address',
      'Retirez les caractères spéciaux de l’adresse',
    ],
  ])('%j reads "%s" and "%s"', (failure, en, fr) => {
    expect(formatRuleFailure(failure, 'en')).toBe(en);
    expect(formatRuleFailure(failure, 'fr')).toBe(fr);
  });

  it('defaults to English', () => {
    expect(formatRuleFailure({ key: 'required' })).toBe('Please fill in this field');
  });

  it('has a French text for every English one, and no placeholder the English lacks', () => {
    const en = VALIDATION_MESSAGES.en;
    const fr = VALIDATION_MESSAGES.fr;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
      expect(fr[key], key).not.toBe('');
    }
  });

  it('leaves a placeholder without a value as it is rather than printing undefined', () => {
    expect(formatRuleFailure({ key: 'minLength' }, 'en')).toBe('Use at least {min} characters');
  });
});

describe('required', () => {
  it.each(['', '   ', '\t'])('refuses %j', (value) => expect(says(rules.required, value)).toEqual(REQUIRED));
  it('accepts any text', () => expect(says(rules.required, 'x')).toBeNull());
});

describe('minLength and maxLength', () => {
  it('counts characters against the bound', () => {
    expect(says(rules.minLength(4), 'abc')).toEqual({
      en: 'Use at least 4 characters',
      fr: 'Saisissez au moins 4 caractères',
    });
    expect(says(rules.minLength(4), 'abcd')).toBeNull();
    expect(says(rules.maxLength(3), 'abcd')).toEqual({
      en: 'Use no more than 3 characters',
      fr: 'Saisissez 3 caractères au plus',
    });
    expect(says(rules.maxLength(3), 'abc')).toBeNull();
  });
});

describe('email: name@domain with one or two dot parts, no spaces', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', 'x@mail.example.fr'])('accepts %s', (value) => {
    expect(says(rules.email, value)).toBeNull();
  });
  it.each(['plain', 'a@b', 'a@b.c.d.e', 'a b@c.de', 'a@c .de', 'a@@b.co', '@b.co', 'a@.co'])(
    'refuses %j',
    (value) => {
      expect(says(rules.email, value)).toEqual({
        en: 'Check the email address, for example name@example.com',
        fr: 'Vérifiez l’adresse e-mail, par exemple nom@exemple.fr',
      });
    },
  );
  it('ignores spaces around the address, which the fields trim away', () => {
    expect(says(rules.email, ' player@example.com ')).toBeNull();
    expect(says(rules.login, ' Player@Example.com\t')).toBeNull();
  });
  it('asks for an email when empty', () => {
    expect(says(rules.email, ' ')).toEqual({
      en: 'Enter your email address',
      fr: 'Saisissez votre adresse e-mail',
    });
  });
});

describe('phone', () => {
  it.each(['+33612345678', '33612345678', '+33 6 12 34 56 78', '+1-202-555-0123'])('accepts %s', (v) => {
    expect(says(rules.phone, v)).toBeNull();
  });
  it.each(['12345', '+0612345678', '+33 6 12 ab 56 78', '+1234567890123456', '++33612345678'])(
    'refuses %j',
    (value) => {
      expect(says(rules.phone, value)).toEqual({
        en: 'Check the phone number: digits with the country code, for example +44 7700 900123',
        fr: 'Vérifiez le numéro : des chiffres avec l’indicatif du pays, par exemple +33 6 12 34 56 78',
      });
    },
  );
  it('is required', () => expect(says(rules.phone, '')).toEqual(REQUIRED));
});

describe('login: an email or a phone, the leading plus stripped', () => {
  it('checks an email login as an email and a phone login as a phone', () => {
    expect(says(rules.login, 'player@example.com')).toBeNull();
    expect(says(rules.login, '+33612345678')).toBeNull();
    expect(says(rules.login, 'player@example')?.en).toBe(
      'Check the email address, for example name@example.com',
    );
    expect(says(rules.login, 'player')?.en).toBe(
      'Enter your email address, or your phone number with its country code',
    );
    expect(says(rules.login, 'not-an-email')?.fr).toBe(
      'Saisissez votre adresse e-mail, ou votre numéro de téléphone avec l’indicatif du pays',
    );
    expect(says(rules.login, '12 34')?.en).toBe(
      'Check the phone number: digits with the country code, for example +44 7700 900123',
    );
    expect(says(rules.login, '')).toEqual(REQUIRED);
  });

  it.each([
    ['+33612345678', '33612345678'],
    [' +33 6 12-34-56-78 ', '33612345678'],
    ['Player@Example.COM ', 'player@example.com'],
  ])('normalises %j to %j', (value, normalised) => {
    expect(rules.normalizeLogin(value)).toBe(normalised);
  });
});

describe('password: 6 to 128 allowed characters', () => {
  it.each(['secret', 'a'.repeat(20), 'P@ss_w0rd!{}~', '!"#$%&\'()*+,-./:;<=>?'.slice(0, 20)])(
    'accepts %j',
    (value) => expect(says(rules.password, value)).toBeNull(),
  );
  it('is required', () => expect(says(rules.password, '')).toEqual(REQUIRED));
  it('has 6 characters at least and 128 at most (decision 0035)', () => {
    expect(says(rules.password, 'abcde')).toEqual({
      en: 'Use at least 6 characters',
      fr: 'Saisissez au moins 6 caractères',
    });
    expect(says(rules.password, 'a'.repeat(64))).toBeNull();
    expect(says(rules.password, 'a'.repeat(128))).toBeNull();
    expect(says(rules.password, 'a'.repeat(129))).toEqual({
      en: 'Use no more than 128 characters',
      fr: 'Saisissez 128 caractères au plus',
    });
  });
  it('names the space when it is used', () => {
    expect(says(rules.password, 'secret 12')).toEqual({
      en: 'A password may hold letters, digits and symbols, but not: space',
      fr: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace',
    });
  });
  it('lists every other disallowed character once, in order', () => {
    expect(says(rules.password, 'sécrét€12')).toEqual({
      en: 'A password may hold letters, digits and symbols, but not: é €',
      fr: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : é €',
    });
    expect(says(rules.password, 'ab cdéf g')?.en).toBe(
      'A password may hold letters, digits and symbols, but not: space é',
    );
  });
  it('checks a repeat against the first entry', () => {
    expect(says(rules.passwordRepeat('secret12'), 'secret12')).toBeNull();
    expect(says(rules.passwordRepeat('secret12'), 'secret13')).toEqual({
      en: 'The two passwords are different',
      fr: 'Les deux mots de passe sont différents',
    });
  });
});

describe('fake name: at least 4 characters, no special characters or spaces', () => {
  it.each(['Lucky', 'Joe1', 'Zoé-Star'])('accepts %j', (value) => {
    expect(says(rules.fakename, value)).toBeNull();
  });
  it('has 4 characters at least', () => {
    expect(says(rules.fakename, 'abc')).toEqual({
      en: 'Use at least 4 characters',
      fr: 'Saisissez au moins 4 caractères',
    });
  });
  it.each(['Lucky Joe', ...NAME_FORBIDDEN.map((c) => `Luck${c}y`)])('refuses %j', (value) => {
    expect(says(rules.fakename, value)).toEqual({
      en: 'Choose a nickname of letters and digits, without spaces',
      fr: 'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    });
  });
  it('is required', () => expect(says(rules.fakename, '')).toEqual(REQUIRED));
});

describe('name, first name, last name: no digits, no listed symbols', () => {
  it.each(['Jean', 'Jean-Luc', "O'Brien", 'Zoë Müller'])('accepts %j', (value) => {
    expect(says(rules.personName, value)).toBeNull();
  });
  it.each(['Jean2', ...NAME_FORBIDDEN.map((c) => `Je${c}an`)])('refuses %j', (value) => {
    expect(says(rules.personName, value)).toEqual({
      en: 'Use only letters in a name',
      fr: 'Utilisez uniquement des lettres dans le nom',
    });
  });
  it('gives required when empty', () => expect(says(rules.personName, ' ')).toEqual(REQUIRED));
});

describe('address: the name exclusions, but digits, / and | allowed', () => {
  it.each(['12 rue de la Paix', 'Apt 4/5', 'Bat. A | 3e étage', "1, chemin d'en-haut"])(
    'accepts %j',
    (value) => expect(says(rules.address, value)).toBeNull(),
  );
  const forbidden = NAME_FORBIDDEN.filter((c) => c !== '/' && c !== '|');
  it.each(forbidden.map((c) => `12 rue${c}`))('refuses %j', (value) => {
    expect(says(rules.address, value)).toEqual({
      en: 'Remove the special characters from the address',
      fr: 'Retirez les caractères spéciaux de l’adresse',
    });
  });
  it('gives required when empty', () => expect(says(rules.address, '')).toEqual(REQUIRED));
});

describe("date: four-digit year, within bounds, only digits and , . ' -", () => {
  const bounds = { min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2008, 10, 22)) };
  it.each(['01.02.1990', '1-2-1990', "01'02'1990", '1,2,1990', '22.11.2008', '01.01.1900'])(
    'accepts %j',
    (value) => expect(says(rules.date(bounds), value)).toBeNull(),
  );
  it.each(['01.02.90', '01/02/1990', '1990.02.01', '31.02.1990', '00.01.1990', '01.13.1990', 'ab.cd.efgh'])(
    'refuses %j',
    (value) => {
      expect(says(rules.date(bounds), value)).toEqual({
        en: 'Enter the date as dd.mm.yyyy',
        fr: 'Saisissez la date au format jj.mm.aaaa',
      });
    },
  );
  it('gives the range when outside the bounds', () => {
    const range = {
      en: 'Enter a date between 01.01.1900 and 22.11.2008',
      fr: 'Saisissez une date entre le 01.01.1900 et le 22.11.2008',
    };
    expect(says(rules.date(bounds), '23.11.2008')).toEqual(range);
    expect(says(rules.date(bounds), '31.12.1899')).toEqual(range);
  });
  it('accepts any real date without bounds', () => expect(says(rules.date(), '29.02.2000')).toBeNull());
  it('is required', () => expect(says(rules.date(), '')).toEqual(REQUIRED));
});

describe('post code: up to 8 digits, or a supplied pattern', () => {
  it('accepts 1 to 8 digits by default', () => {
    expect(says(rules.postcode(), '75001')).toBeNull();
    expect(says(rules.postcode(), '12345678')).toBeNull();
  });
  it.each(['123456789', '75 001', 'SW1A1AA'])('refuses %j by default', (value) => {
    expect(says(rules.postcode(), value)).toEqual({
      en: 'Check the postcode',
      fr: 'Vérifiez le code postal',
    });
  });
  it('uses the supplied pattern instead', () => {
    const uk = rules.postcode(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/);
    expect(says(uk, 'SW1A 1AA')).toBeNull();
    expect(says(uk, '75001')?.en).toBe('Check the postcode');
  });
  it('is required', () => expect(says(rules.postcode(), '')).toEqual(REQUIRED));
});

describe('code field: required, exactly 6 digits', () => {
  it('accepts 6 digits', () => expect(says(rules.verificationCode, '012345')).toBeNull());
  it.each(['12345', '1234567', '12345a', ' 123456'])('refuses %j', (value) => {
    expect(says(rules.verificationCode, value)).toEqual({
      en: 'Enter the 6-digit code',
      fr: 'Saisissez le code à 6 chiffres',
    });
  });
  it('is required', () => expect(says(rules.verificationCode, '')).toEqual(REQUIRED));
});

describe('card holder: letters, spaces, dot, apostrophe, hyphen', () => {
  it.each(['JOHN SMITH', "J. O'Neil-Smith", 'Zoé Dupont'])('accepts %j', (value) => {
    expect(says(rules.cardHolder, value)).toBeNull();
  });
  it.each(['JOHN SMITH 2', 'JOHN_SMITH', 'JOHN@SMITH'])('refuses %j', (value) => {
    expect(says(rules.cardHolder, value)).toEqual({
      en: 'Enter the name as it is written on the card',
      fr: 'Saisissez le nom tel qu’il figure sur la carte',
    });
  });
  it('is required', () => expect(says(rules.cardHolder, '')).toEqual(REQUIRED));
});

describe('sum: a positive integer without leading zero, commas stripped, within limits', () => {
  const sum = rules.sum({ min: 10, max: 5000 });
  it.each(['10', '5000', '1,000', ' 250 '])('accepts %j', (value) => expect(says(sum, value)).toBeNull());
  it.each(['0', '010', '12.5', '-20', '1e3', 'abc'])('refuses %j as a wrong amount', (value) => {
    expect(says(sum, value)).toEqual({
      en: 'Enter a whole amount, for example 50',
      fr: 'Saisissez un montant entier, par exemple 50',
    });
  });
  it.each(['9', '5001', '10,000'])('gives the range for %j, showing both limits', (value) => {
    expect(says(sum, value)).toEqual({
      en: 'Enter an amount between 10 and 5000',
      fr: 'Saisissez un montant entre 10 et 5000',
    });
  });
  it('is required', () => expect(says(sum, ',')).toEqual(REQUIRED));
});

describe('required checkbox', () => {
  it('must be true', () => {
    expect(rules.requiredCheckbox(true)).toBeNull();
    const failure = rules.requiredCheckbox(false)!;
    expect(formatRuleFailure(failure, 'en')).toBe('Tick this box to go on');
    expect(formatRuleFailure(failure, 'fr')).toBe('Cochez cette case pour continuer');
  });
});

describe('custom: a supplied pattern, or non-empty', () => {
  it('matches the pattern when there is one', () => {
    expect(says(rules.custom(/^[A-Z]{3}$/), 'EUR')).toBeNull();
    expect(says(rules.custom(/^[A-Z]{3}$/), 'eur')).toEqual({
      en: 'Check this value',
      fr: 'Vérifiez cette valeur',
    });
  });
  it('is non-empty without one', () => {
    expect(says(rules.custom(), 'x')).toBeNull();
    expect(says(rules.custom(), '')).toEqual(REQUIRED);
  });
});

describe('firstFailure', () => {
  it('answers the first failing rule, in order', () => {
    const chain = [rules.required, rules.minLength(4), rules.fakename];
    expect(rules.firstFailure('', chain)).toEqual({ key: 'required' });
    expect(rules.firstFailure('abc', chain)).toEqual({ key: 'minLength', params: { min: 4 } });
    expect(rules.firstFailure('ab cd', chain)).toEqual({ key: 'fakename' });
    expect(rules.firstFailure('Lucky', chain)).toBeNull();
  });
});

describe('formatRuleFailure', () => {
  it.each<[LocaleCode, string]>([
    ['en', 'A password may hold letters, digits and symbols, but not: space ~'],
    ['fr', 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace ~'],
  ])('spells the space token in %s', (locale, text) => {
    expect(formatRuleFailure({ key: 'passwordChars', params: { chars: '{space} ~' } }, locale)).toBe(text);
  });
});
