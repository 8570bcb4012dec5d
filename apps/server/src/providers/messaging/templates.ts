import type { LocaleCode } from '@jeton/domain';

interface Rendered {
  subject: string;
  body: string;
}

/** The restore email, in the player's locale. */
export function passwordRestoreEmail(locale: LocaleCode, link: string, validMinutes: number): Rendered {
  if (locale === 'fr') {
    return {
      subject: 'Réinitialisation de votre mot de passe Jeton',
      body:
        `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable ${validMinutes} minutes) :\n${link}\n\n` +
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n\nL'équipe Jeton",
    };
  }
  return {
    subject: 'Reset your Jeton password',
    body:
      `Hello,\n\nTo choose a new password, open this link (valid for ${validMinutes} minutes):\n${link}\n\n` +
      'If you did not ask for this, ignore this message: your password stays as it is.\n\nThe Jeton team',
  };
}

/** The restore SMS, for players who registered with a phone number. */
export function passwordRestoreSms(locale: LocaleCode, link: string): Rendered {
  return locale === 'fr'
    ? { subject: '', body: `Jeton : nouveau mot de passe via ${link}` }
    : { subject: '', body: `Jeton: set a new password at ${link}` };
}

/** The contact confirmation email: the code, and a link that confirms in one click. */
export function contactConfirmationEmail(
  locale: LocaleCode,
  code: string,
  link: string,
  validMinutes: number,
): Rendered {
  if (locale === 'fr') {
    return {
      subject: `${code} est votre code de confirmation Jeton`,
      body:
        `Bonjour,\n\nVotre code de confirmation est : ${code}\nIl est valable ${validMinutes} minutes.\n\n` +
        `Vous pouvez aussi confirmer votre adresse en ouvrant ce lien :\n${link}\n\n` +
        "Si vous n'avez pas créé de compte Jeton, ignorez ce message.\n\nL'équipe Jeton",
    };
  }
  return {
    subject: `${code} is your Jeton confirmation code`,
    body:
      `Hello,\n\nYour confirmation code is: ${code}\nIt is valid for ${validMinutes} minutes.\n\n` +
      `You can also confirm your address by opening this link:\n${link}\n\n` +
      'If you did not create a Jeton account, ignore this message.\n\nThe Jeton team',
  };
}

/** The contact confirmation SMS. */
export function contactConfirmationSms(locale: LocaleCode, code: string, validMinutes: number): Rendered {
  return locale === 'fr'
    ? { subject: '', body: `Jeton : votre code de confirmation est ${code} (valable ${validMinutes} min).` }
    : { subject: '', body: `Jeton: your confirmation code is ${code} (valid for ${validMinutes} min).` };
}
