import type { authEn } from './auth.en.js';
import type { Catalogue } from './messages.js';

/** Les textes de auth.en.ts, clé pour clé. */
export const authFr: Catalogue<typeof authEn> = {
  fields: {
    login: 'E-mail ou téléphone',
    loginHint: 'Un numéro de téléphone commence par son indicatif pays.',
    password: 'Mot de passe',
    passwordRules: 'De {min} à {max} caractères : lettres, chiffres et symboles, sans espace.',
    newPassword: 'Nouveau mot de passe',
    passwordRepeat: 'Répétez le nouveau mot de passe',
    currency: 'Devise',
    promoCode: 'Code promo',
    code: 'Code de vérification',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    pending: 'Veuillez patienter…',
  },
  socialRegistration: {
    title: 'Terminez votre inscription',
    subtitle: 'Choisissez la devise de votre compte et acceptez les conditions pour commencer à jouer.',
    submit: 'Terminer l’inscription',
    success: 'Votre inscription est terminée.',
  },
  social: {
    divider: 'ou',
    continueWith: 'Continuer avec {provider}',
    opensWindow: '(ouvre une fenêtre)',
  },
  login: {
    title: 'Connexion',
    subtitle: 'Bon retour sur Jeton.',
    submit: 'Se connecter',
    forgotPassword: 'Mot de passe oublié ?',
    noAccount: 'Nouveau sur Jeton ?',
    toRegistration: 'Créer un compte',
  },
  twoFactor: {
    title: 'Vérification en deux étapes',
    text: 'Saisissez le code à 6 chiffres de votre application d’authentification pour {login}.',
    submit: 'Confirmer',
    back: 'Retour',
    codeFormat: 'Le code doit contenir 6 chiffres',
    expired: 'Délai expiré',
    invalid: 'Code invalide',
    useRecovery: 'Utiliser plutôt un code de secours',
    useApp: 'Utiliser le code de mon application',
    recoveryText:
      'Saisissez l’un des codes de secours conservés lors de l’activation de la double authentification pour {login}. Chaque code ne fonctionne qu’une fois.',
    recoveryCode: 'Code de secours',
    recoveryInvalid: 'Ce code de secours n’est pas valide, ou il a déjà été utilisé.',
  },
  registration: {
    title: 'Créez votre compte',
    subtitle: 'Rejoignez Jeton en moins d’une minute.',
    submit: 'S’inscrire',
    havePromoCode: 'J’ai un code promo',
    termsBefore: 'J’ai l’âge légal et j’accepte les ',
    termsLink: 'conditions générales',
    termsAfter: '.',
    termsImplicit: 'En vous inscrivant, vous acceptez les ',
    notify: 'Recevoir les offres et actualités par e-mail ou SMS',
    haveAccount: 'Déjà un compte ?',
    toLogin: 'Se connecter',
    success: 'Bienvenue sur Jeton ! Votre compte est prêt.',
    /** The button of the popup telling a new player of a registration offer (decision 0078). */
    welcomeOffer: 'Voir Profil → Bonus',
    codeTitle: 'Consultez vos messages',
    codeText:
      'Nous avons envoyé un code à 6 chiffres à {login}. Saisissez-le pour terminer votre inscription. Il est valable 15 minutes.',
    codeSubmit: 'Terminer l’inscription',
    codeResent: 'Un nouveau code est en route vers {login}.',
    resend: 'Envoyer un nouveau code',
    resendIn: 'Nouveau code dans {seconds} s',
    codeBack: 'Modifier mes informations',
  },
  promoCodeErrors: {
    INVALID: 'Ce code promo n’est pas valide',
    NOT_AVAILABLE: 'Ce code promo n’est pas encore utilisable',
    EXPIRED: 'Ce code promo a expiré',
    ALREADY_USED: 'Vous avez déjà utilisé ce code promo',
    LIMIT_REACHED: 'Ce code promo a été utilisé autant de fois que possible',
    NOT_ELIGIBLE: 'Ce code promo est réservé aux joueurs inscrits depuis moins de 30 jours',
  },
  restore: {
    title: 'Mot de passe oublié ?',
    subtitle:
      'Saisissez votre e-mail ou téléphone : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien',
    sentTitle: 'Consultez vos messages',
    sentText:
      'Si un compte existe pour {login}, un lien pour choisir un nouveau mot de passe est en route. Il est valable 60 minutes.',
    backToLogin: 'Retour à la connexion',
    done: 'Fermer',
  },
  newPassword: {
    title: 'Choisissez un nouveau mot de passe',
    subtitle: 'De 6 à 20 caractères, sans espace.',
    submit: 'Enregistrer le mot de passe',
    success: 'Votre mot de passe est modifié. Connectez-vous avec.',
    invalidLinkTitle: 'Ce lien ne fonctionne plus',
    invalidLink: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    askNewLink: 'Demander un nouveau lien',
  },
  errors: {
    wrongCredentials: 'Identifiant ou mot de passe incorrect.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer plus tard.',
    tooManyAttemptsIn:
      'Trop de tentatives. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
    tooManyWrongCodes:
      'Trop de codes erronés. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}, ou utilisez un code de secours.',
    blocked: 'Ce compte est bloqué. Veuillez contacter le support.',
    checkFields: 'Veuillez vérifier les champs signalés.',
    unreachable: 'Le service est injoignable. Vérifiez votre connexion et réessayez.',
    generic: 'Une erreur est survenue. Veuillez réessayer.',
  },
};
