import type { emailConfirmationEn } from './email-confirmation.en.js';
import type { Catalogue } from './messages.js';

/** Les textes de email-confirmation.en.ts, clé pour clé. */
export const emailConfirmationFr: Catalogue<typeof emailConfirmationEn> = {
  title: 'Confirmez votre e-mail',
  titlePhone: 'Confirmez votre numéro de téléphone',
  sentTo: 'Nous avons envoyé un code à 6 chiffres à {contact}. Saisissez-le ci-dessous pour confirmer.',
  linkToo: "Vous pouvez aussi ouvrir le lien de l'e-mail.",
  sending: 'Envoi du code à {contact}…',
  codeLabel: 'Code de confirmation',
  codeHint: '6 chiffres',
  submit: 'Confirmer',
  submitting: 'Confirmation…',
  resend: 'Envoyer un nouveau code',
  resendIn: '{count, plural, one {Nouveau code dans # seconde} other {Nouveau code dans # secondes}}',
  resent: 'Un nouveau code est en route vers {contact}.',
  confirmed: 'Votre adresse e-mail est confirmée.',
  confirmedPhone: 'Votre numéro de téléphone est confirmé.',
  alreadyConfirmed: 'Ce contact est déjà confirmé.',
  expired: 'Ce code a expiré. Demandez-en un nouveau.',
  tooManyTries: 'Trop de codes erronés. Demandez-en un nouveau.',
  notSent: "Aucun code n'attend pour ce contact. Demandez-en un nouveau.",
  sendFailed: "Le code n'a pas pu être envoyé. Veuillez réessayer.",
  failed: "La confirmation n'a pas abouti. Veuillez réessayer.",
  linkInvalid: 'Ce lien ne fonctionne plus. Demandez un nouveau code.',
  loginRequired: 'Connectez-vous à votre compte pour saisir le code.',
  dailyLimit: "Vous avez demandé 5 codes aujourd'hui. Vous pourrez en demander un nouveau demain.",
};
