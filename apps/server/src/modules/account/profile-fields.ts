import {
  addressField,
  adultBirthDate,
  COUNTRIES,
  DOCUMENT_TYPES,
  dateField,
  isCountryCode,
  personNameField,
  postcodeField,
  ruleField,
  rules,
} from '@jeton/domain';
import { z } from 'zod';

/**
 * The age check of a birth date, against the services' clock (not the machine's): the handler
 * runs it once the input has its shape, so that "today" is the same day everywhere in a request.
 */
export function birthDateOn(today: Date) {
  return z.object({ birth_date: ruleField(adultBirthDate(today), 10).optional() });
}

/** An address line the form marks optional (getPersonalDataFields): empty clears it. */
const optionalAddressField = ruleField((value) => (value === '' ? null : rules.address(value)));

/** saveProfileInfo's input: every field optional, each checked by its rule when sent. */
export const profileInput = z.object({
  first_name: personNameField.optional(),
  last_name: personNameField.optional(),
  sex: z.coerce.number().int().min(0).max(2).optional(),
  birth_date: dateField().optional(),
  document_type: z.enum(['', ...DOCUMENT_TYPES]).optional(),
  document_number: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9 .-]*$/)
    .optional(),
  country: z.string().trim().max(64).optional(),
  country_code: z
    .string()
    .refine((code) => code === '' || isCountryCode(code))
    .optional(),
  region: optionalAddressField.optional(),
  home_town: addressField.optional(),
  address: addressField.optional(),
  postcode: postcodeField.optional(),
});
export type ProfileInput = z.output<typeof profileInput>;

/** getPersonalDataFields: what the profile form shows, in which order, with which rule. */
export const PERSONAL_DATA_FIELDS = [
  { name: 'first_name', type: 'name', required: true },
  { name: 'last_name', type: 'name', required: true },
  { name: 'sex', type: 'select', required: true, options: [0, 1, 2] },
  { name: 'birth_date', type: 'date', required: true },
  { name: 'country_code', type: 'select', required: true, options: COUNTRIES.map((c) => c.code) },
  { name: 'region', type: 'address', required: false },
  { name: 'home_town', type: 'address', required: true },
  { name: 'address', type: 'address', required: true },
  { name: 'postcode', type: 'postcode', required: true },
  {
    name: 'document_type',
    type: 'select',
    required: false,
    options: DOCUMENT_TYPES,
  },
  { name: 'document_number', type: 'text', required: false },
] as const;
