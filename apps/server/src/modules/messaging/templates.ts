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

/** The code that finishes a registration, by email. */
export function registrationCodeEmail(locale: LocaleCode, code: string, validMinutes: number): Rendered {
  if (locale === 'fr') {
    return {
      subject: `${code} est votre code d'inscription Jeton`,
      body:
        `Bonjour,\n\nPour terminer votre inscription, saisissez ce code : ${code}\nIl est valable ${validMinutes} minutes.\n\n` +
        "Si vous n'avez pas demandé à créer un compte Jeton, ignorez ce message.\n\nL'équipe Jeton",
    };
  }
  return {
    subject: `${code} is your Jeton registration code`,
    body:
      `Hello,\n\nTo finish your registration, enter this code: ${code}\nIt is valid for ${validMinutes} minutes.\n\n` +
      'If you did not ask to create a Jeton account, ignore this message.\n\nThe Jeton team',
  };
}

/** The code that finishes a registration, by SMS. */
export function registrationCodeSms(locale: LocaleCode, code: string, validMinutes: number): Rendered {
  return locale === 'fr'
    ? { subject: '', body: `Jeton : votre code d'inscription est ${code} (valable ${validMinutes} min).` }
    : { subject: '', body: `Jeton: your registration code is ${code} (valid for ${validMinutes} min).` };
}

/**
 * Sent to the owner of a login when someone asks to register it again: the registration form
 * answers as for a free login, and only the owner learns that the account exists.
 */
export function registrationAttemptEmail(locale: LocaleCode, siteUrl: string): Rendered {
  if (locale === 'fr') {
    return {
      subject: 'Vous avez déjà un compte Jeton',
      body:
        "Bonjour,\n\nQuelqu'un a demandé à créer un compte Jeton avec cette adresse, qui a déjà un compte.\n" +
        `Si c'était vous, connectez-vous, ou choisissez un nouveau mot de passe depuis « Mot de passe oublié » : ${siteUrl}\n\n` +
        "Si ce n'était pas vous, ignorez ce message : votre compte n'a pas changé.\n\nL'équipe Jeton",
    };
  }
  return {
    subject: 'You already have a Jeton account',
    body:
      'Hello,\n\nSomeone asked to create a Jeton account with this address, which already has one.\n' +
      `If it was you, log in, or choose a new password with "Forgot password": ${siteUrl}\n\n` +
      'If it was not you, ignore this message: your account has not changed.\n\nThe Jeton team',
  };
}

/** The same, by SMS. */
export function registrationAttemptSms(locale: LocaleCode, siteUrl: string): Rendered {
  return locale === 'fr'
    ? { subject: '', body: `Jeton : ce numéro a déjà un compte. Connectez-vous sur ${siteUrl}` }
    : { subject: '', body: `Jeton: this number already has an account. Log in at ${siteUrl}` };
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

/** The code that proves the owner links a social sign-in to the account (decision 0054). */
export function socialLinkCodeMessage(locale: LocaleCode, code: string, validMinutes: number): Rendered {
  if (locale === 'fr') {
    return {
      subject: `${code} est votre code pour associer une connexion à Jeton`,
      body:
        `Bonjour,\n\nQuelqu'un veut associer une connexion par un autre service à votre compte Jeton.\n` +
        `Si c'est vous, saisissez ce code dans la fenêtre de connexion : ${code}\n` +
        `Il est valable ${validMinutes} minutes.\n\n` +
        "Si ce n'est pas vous, ignorez ce message : rien n'est associé sans ce code.\n\nL'équipe Jeton",
    };
  }
  return {
    subject: `${code} is your code to link a sign-in to Jeton`,
    body:
      `Hello,\n\nSomeone wants to link a sign-in with another service to your Jeton account.\n` +
      `If it is you, enter this code in the sign-in window: ${code}\n` +
      `It is valid for ${validMinutes} minutes.\n\n` +
      'If it is not you, ignore this message: nothing is linked without this code.\n\nThe Jeton team',
  };
}

/** The contact confirmation SMS. */
export function contactConfirmationSms(locale: LocaleCode, code: string, validMinutes: number): Rendered {
  return locale === 'fr'
    ? { subject: '', body: `Jeton : votre code de confirmation est ${code} (valable ${validMinutes} min).` }
    : { subject: '', body: `Jeton: your confirmation code is ${code} (valid for ${validMinutes} min).` };
}

/** The newsletter's welcome, sent when a player subscribes a contact. A marketing message. */
export function newsletterWelcomeEmail(locale: LocaleCode): Rendered {
  if (locale === 'fr') {
    return {
      subject: 'Bienvenue dans la lettre d’information Jeton',
      body:
        'Bonjour,\n\nVous recevrez désormais nos nouveaux jeux, tournois et offres par e-mail.\n\n' +
        "Jouez avec modération.\n\nL'équipe Jeton",
    };
  }
  return {
    subject: 'Welcome to the Jeton newsletter',
    body:
      'Hello,\n\nFrom now on you will hear about our new games, tournaments and offers by email.\n\n' +
      'Play responsibly.\n\nThe Jeton team',
  };
}

/** The newsletter's welcome by SMS. A marketing message. */
export function newsletterWelcomeSms(locale: LocaleCode): Rendered {
  return locale === 'fr'
    ? { subject: '', body: 'Jeton : vous recevrez nos offres par SMS.' }
    : { subject: '', body: 'Jeton: you will now get our offers by SMS.' };
}

/** The footer every marketing message ends with: the signed unsubscribe link. */
export function unsubscribeFooter(locale: LocaleCode, channel: 'email' | 'sms', link: string): string {
  if (channel === 'sms') return locale === 'fr' ? `\nDésabonnement : ${link}` : `\nUnsubscribe: ${link}`;
  return locale === 'fr'
    ? `\n\n—\nVous recevez ce message car vous êtes abonné(e) aux offres Jeton. Pour vous désabonner en un clic :\n${link}`
    : `\n\n—\nYou get this message because you subscribed to Jeton offers. To unsubscribe in one click:\n${link}`;
}
