import { AppError, fakenameField, type LocaleCode, loginField, passwordField } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidParameters, parseInput } from './input-errors.js';

const schema = z.object({
  fakename: fakenameField,
  password: passwordField.optional(),
  code: z.string().max(16).optional(),
  nick: z.string().min(3).optional(),
  sex: z.coerce.number().int().max(2).optional(),
  kind: z.enum(['a', 'b']).optional(),
  address: z.object({ city: z.string().max(5) }).optional(),
});

function fieldsFor(input: Record<string, unknown>, locale: LocaleCode, target: z.ZodType = schema) {
  const parsed = target.safeParse(input);
  expect(parsed.success).toBe(false);
  const error = invalidParameters(parsed.error!, locale, input);
  expect(error).toBeInstanceOf(AppError);
  expect(error.type).toBe('InvalidParameterException');
  expect(error.status).toBe(400);
  return error.fields!;
}

describe('invalidParameters', () => {
  it.each<[string, Record<string, unknown>, string, { en: string; fr: string }]>([
    ['a missing field', {}, 'fakename', { en: 'Please fill in this field', fr: 'Veuillez remplir ce champ' }],
    [
      "a failed rule, with the rule's parameters",
      { fakename: 'ab' },
      'fakename',
      { en: 'Use at least 4 characters', fr: 'Saisissez au moins 4 caractères' },
    ],
    [
      'a failed rule',
      { fakename: 'bad name' },
      'fakename',
      {
        en: 'Choose a nickname of letters and digits, without spaces',
        fr: 'Choisissez un pseudonyme en lettres et chiffres, sans espace',
      },
    ],
    [
      'a rule naming the space character in each language',
      { fakename: 'Good1', password: 'abc def' },
      'password',
      {
        en: 'A password may hold letters, digits and symbols, but not: space',
        fr: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace',
      },
    ],
    [
      'a string over its maximum',
      { fakename: 'Good1', code: 'x'.repeat(17) },
      'code',
      { en: 'Use no more than 16 characters', fr: 'Saisissez 16 caractères au plus' },
    ],
    [
      'a string under its minimum',
      { fakename: 'Good1', nick: 'ab' },
      'nick',
      { en: 'Use at least 3 characters', fr: 'Saisissez au moins 3 caractères' },
    ],
    [
      'a value outside an enumeration',
      { fakename: 'Good1', kind: 'c' },
      'kind',
      { en: 'Choose one of the options', fr: 'Choisissez une des options' },
    ],
    [
      'a wrong type that was sent (an object for a string)',
      { fakename: { a: '1' } },
      'fakename',
      { en: 'Check this value', fr: 'Vérifiez cette valeur' },
    ],
    [
      'a number out of range',
      { fakename: 'Good1', sex: '7' },
      'sex',
      { en: 'Check this value', fr: 'Vérifiez cette valeur' },
    ],
    [
      'a nested field, named with dots',
      { fakename: 'Good1', address: { city: 'Montpellier' } },
      'address.city',
      { en: 'Use no more than 5 characters', fr: 'Saisissez 5 caractères au plus' },
    ],
  ])('words %s in English and French', (_name, input, field, messages) => {
    expect(fieldsFor(input, 'en')[field]).toBe(messages.en);
    expect(fieldsFor(input, 'fr')[field]).toBe(messages.fr);
  });

  it('keeps only the first message of each field, and one per failing field', () => {
    const fields = fieldsFor({ fakename: 'a b', code: 'x'.repeat(20), kind: 'z' }, 'en');
    expect(Object.keys(fields).sort()).toEqual(['code', 'fakename', 'kind']);
    expect(fields.fakename).toBe('Use at least 4 characters');
  });

  it('names an issue of the whole input "_"', () => {
    const whole = z.object({ a: z.string() }).refine(() => false);
    expect(fieldsFor({ a: 'x' }, 'en', whole)).toEqual({ _: 'Check this value' });
  });

  it("never passes on zod's own wording", () => {
    const fields = fieldsFor({ fakename: ['x'], code: 1, nick: null, kind: {}, sex: 'abc' }, 'en');
    for (const message of Object.values(fields)) {
      expect(message).not.toMatch(/invalid input|expected|received|zod/i);
    }
  });
});

describe('parseInput', () => {
  it("answers the schema's output, transforms applied", () => {
    expect(parseInput(z.object({ login: loginField }), { login: 'Player@Example.COM' }, 'en')).toEqual({
      login: 'player@example.com',
    });
  });

  it('throws the field errors in the given locale', () => {
    let thrown: unknown;
    try {
      parseInput(z.object({ login: loginField }), { login: 'not a login' }, 'fr');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).toEnvelope()).toEqual({
      error: {
        type: 'InvalidParameterException',
        message: 'Invalid parameters',
        data: {
          fields: {
            login: 'Saisissez votre adresse e-mail, ou votre numéro de téléphone avec l’indicatif du pays',
          },
        },
      },
    });
  });
});
