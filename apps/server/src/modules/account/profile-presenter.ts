import type { ProfileFields, ProfileInfo } from '@jeton/domain';
import type { UserRow } from '../../sessions/session-service.js';
import type { ProfileRow } from './account-store.js';

export const PROFILE_SECTIONS = ['contacts', 'document'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** getprofileinfo's answer: the profile fields, plus contacts and document when asked (fields=contacts,document). */
export function presentProfile(
  user: UserRow,
  profile: ProfileRow,
  sections: readonly ProfileSection[],
): ProfileFields & Partial<Pick<ProfileInfo, 'contacts' | 'document'>> {
  const fields: ProfileFields = {
    first_name: profile.firstName,
    last_name: profile.lastName,
    sex: profile.sex,
    birth_date: profile.birthDate,
    // Shown only for the document type that carries it (cpf), as the profile page expects.
    document_number: profile.documentType === 'cpf' ? profile.documentNumber : '',
    country: profile.country,
    country_code: user.countryCode,
    region: profile.region,
    home_town: profile.homeTown,
    address: profile.address,
    postcode: profile.postcode,
  };
  return {
    ...fields,
    ...(sections.includes('contacts')
      ? {
          contacts: {
            email: {
              value: user.email ?? '',
              is_confirmed: user.emailConfirmed,
              is_subscribed: user.emailSubscribed,
            },
            phone: {
              value: user.phone ? `+${user.phone}` : '',
              is_confirmed: user.phoneConfirmed,
              is_subscribed: user.phoneSubscribed,
              phone_country_code: user.phoneCountryCode,
            },
          },
        }
      : {}),
    ...(sections.includes('document')
      ? { document: { type: profile.documentType, number: profile.documentNumber } }
      : {}),
  };
}
