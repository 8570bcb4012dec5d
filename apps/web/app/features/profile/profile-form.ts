import {
  formatRuleFailure,
  type LocaleCode,
  PAYEE_FIELDS,
  type ProfileContacts,
  type ProfileFormValues,
  type ProfileInfo,
  profileFieldFailure,
} from '@jeton/domain';

export type ProfileFieldKey = keyof ProfileFormValues;

/** The form's fields in the order the page shows them (spec section 3). */
export const PROFILE_FORM_FIELDS: readonly ProfileFieldKey[] = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'document_type',
  'document_number',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
];

/** One field of the form (spec section 3): its value, error message and dirty flag. */
export interface FieldState {
  value: string;
  error: string | null;
  dirty: boolean;
}

export type ProfileFormState = Record<ProfileFieldKey, FieldState>;

/** The form's values as getprofileinfo gives them; an unset sex (0) is "not chosen". */
export function valuesOf(profile: ProfileInfo): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    sex: profile.sex === 1 || profile.sex === 2 ? String(profile.sex) : '',
    birth_date: profile.birth_date,
    document_type: profile.document?.type ?? '',
    document_number: profile.document?.number ?? '',
    country_code: profile.country_code,
    region: profile.region,
    home_town: profile.home_town,
    address: profile.address,
    postcode: profile.postcode,
  };
}

export function initialState(values: ProfileFormValues): ProfileFormState {
  return Object.fromEntries(
    PROFILE_FORM_FIELDS.map((name) => [name, { value: values[name], error: null, dirty: false }]),
  ) as ProfileFormState;
}

export function currentValues(state: ProfileFormState): ProfileFormValues {
  return Object.fromEntries(
    PROFILE_FORM_FIELDS.map((name) => [name, state[name].value]),
  ) as ProfileFormValues;
}

/** The message of a field's rule in the locale, or null when it is fine. */
export function fieldError(
  name: ProfileFieldKey,
  values: ProfileFormValues,
  today: Date,
  locale: LocaleCode,
): string | null {
  const failure = profileFieldFailure(name, values, today);
  return failure ? formatRuleFailure(failure, locale) : null;
}

/** Every field checked at once (on submit); answers the new state and whether all passed. */
export function validateAll(
  state: ProfileFormState,
  today: Date,
  locale: LocaleCode,
): { state: ProfileFormState; valid: boolean } {
  const values = currentValues(state);
  let valid = true;
  const next = { ...state };
  for (const name of PROFILE_FORM_FIELDS) {
    const error = fieldError(name, values, today, locale);
    if (error) valid = false;
    next[name] = { ...state[name], error };
  }
  return { state: next, valid };
}

/** What saveProfileInfo gets: the fields the player changed, trimmed (sex as its number). */
export function changedFields(state: ProfileFormState): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const name of PROFILE_FORM_FIELDS) {
    if (state[name].dirty) changed[name] = state[name].value.trim();
  }
  // The number belongs to its type: both go together when either changed.
  if ('document_type' in changed || 'document_number' in changed) {
    changed.document_type = state.document_type.value.trim();
    changed.document_number = changed.document_type === '' ? '' : state.document_number.value.trim();
  }
  return changed;
}

export function isDirty(state: ProfileFormState): boolean {
  return PROFILE_FORM_FIELDS.some((name) => state[name].dirty);
}

/** What a withdrawal still needs, in the server's order (withdrawal-service.ts checkStanding). */
export type WithdrawalGap =
  | { kind: 'contact'; channel: 'email' | 'phone'; contact: string }
  | { kind: 'profile'; fields: (typeof PAYEE_FIELDS)[number][] };

export function withdrawalGaps(
  login: string,
  profile: Pick<ProfileInfo, (typeof PAYEE_FIELDS)[number]>,
  contacts: ProfileContacts,
): WithdrawalGap[] {
  const gaps: WithdrawalGap[] = [];
  // The server's rule (withdrawal-service.ts): the email when the player has one, else the phone.
  const channel = contacts.email.value || login.includes('@') ? 'email' : 'phone';
  const own = contacts[channel];
  if (!own.is_confirmed) gaps.push({ kind: 'contact', channel, contact: own.value || login });
  const fields = PAYEE_FIELDS.filter((field) => String(profile[field] ?? '').trim() === '');
  if (fields.length > 0) gaps.push({ kind: 'profile', fields });
  return gaps;
}

/**
 * Where to go back after saving: a path of this site only (never `//host` or a scheme), so that a
 * crafted `from` cannot send the player elsewhere.
 */
export function safeReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  // No control characters (a newline could split a header or a log line).
  if ([...from].some((char) => char.charCodeAt(0) < 32)) return null;
  return from;
}
