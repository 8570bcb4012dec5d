import type { ProfileFieldName } from '../entities/account.js';
import type { RuleFailure } from './messages.js';
import * as rules from './rules.js';

/** Players must be adults (spec section 5, date rule with bounds). */
export const MIN_PLAYER_AGE = 18;
const MAX_PLAYER_AGE = 120;

/** The birth-date rule: dd.mm.yyyy, between 120 and 18 years before `today` (UTC days). */
export function adultBirthDate(today: Date): rules.Rule {
  const yearsAgo = (years: number) =>
    new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return rules.date({ min: yearsAgo(MAX_PLAYER_AGE), max: yearsAgo(MIN_PLAYER_AGE) });
}

/** Document types of the profile (getPersonalDataFields' options). */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence', 'cpf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document number: letters, digits, spaces, dots and hyphens, up to 32. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9 .-]{1,32}$/;

/** The profile form's values, as the page edits them (sex as text from its select). */
export type ProfileFormValues = Record<
  Exclude<ProfileFieldName, 'country'> | 'document_type' | 'sex',
  string
>;

/**
 * The rules of the profile page (spec sections 3 and 5), shared by the form and the API. Region
 * and the document are optional; a document number is asked for once a document type is chosen.
 */
export function profileFieldFailure(
  name: keyof ProfileFormValues,
  values: ProfileFormValues,
  today: Date,
): RuleFailure | null {
  const value = values[name].trim();
  switch (name) {
    case 'first_name':
    case 'last_name':
      return rules.personName(value);
    case 'sex':
      return value === '1' || value === '2' ? null : { key: 'required' };
    case 'birth_date':
      return adultBirthDate(today)(value);
    case 'country_code':
      return value === '' ? { key: 'required' } : null;
    case 'region':
      return value === '' ? null : rules.address(value);
    case 'home_town':
    case 'address':
      return rules.address(value);
    case 'postcode':
      return rules.postcode()(value);
    case 'document_type':
      return null;
    case 'document_number':
      if (values.document_type.trim() === '') return null;
      if (value === '') return { key: 'required' };
      return DOCUMENT_NUMBER_PATTERN.test(value) ? null : { key: 'custom' };
    default:
      return null;
  }
}

/** The fields a withdrawal needs before anything else (decision 0014), in the server's order. */
export const PAYEE_FIELDS = ['first_name', 'last_name', 'birth_date'] as const;
