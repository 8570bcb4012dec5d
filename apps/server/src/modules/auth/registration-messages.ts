import type { LocaleCode } from '@jeton/domain';

/** What the registration's steps say, in the locale of the call. */
export const REGISTRATION_MESSAGES = {
  en: {
    codeSent: 'We sent a code to {login}. Enter it to finish your registration.',
    wrongCode: 'This code is wrong or has expired',
  },
  fr: {
    codeSent: 'Nous avons envoyé un code à {login}. Saisissez-le pour terminer votre inscription.',
    wrongCode: 'Ce code est erroné ou a expiré',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;
