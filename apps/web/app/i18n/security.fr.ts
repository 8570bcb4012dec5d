import type { securityEn } from './security.en.js';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// L'onglet sécurité du profil : mot de passe, double authentification, codes de secours, sessions.

export const securityFr: Texts<typeof securityEn> = {
  loadFailed: 'Cette partie de vos réglages de sécurité n’a pas pu être chargée. Veuillez réessayer.',
  retry: 'Réessayer',
  generic: 'Une erreur est survenue. Veuillez réessayer.',
  unreachable: 'Le service est injoignable. Vérifiez votre connexion et réessayez.',
  tooManyAttempts: 'Trop de tentatives. Patientez un instant puis réessayez.',
  cancel: 'Annuler',
  password: {
    title: 'Changer le mot de passe',
    lead: 'Quand le mot de passe change, tous les autres appareils connectés à votre compte sont déconnectés.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    newHint: 'Au moins 6 caractères, sans espace.',
    repeat: 'Répétez le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    success: 'Votre mot de passe a été changé. Vos autres sessions ont été fermées.',
  },
  twoFactor: {
    title: 'Double authentification',
    lead: 'En plus du mot de passe, la connexion demande un code à 6 chiffres d’une application d’authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).',
    statusOn: 'La double authentification est activée.',
    statusOff: 'La double authentification est désactivée.',
    codesLeft:
      '{count, plural, =0 {Il ne vous reste aucun code de secours : créez-en de nouveaux maintenant.} one {Il vous reste # code de secours inutilisé.} other {Il vous reste # codes de secours inutilisés.}}',
    turnOn: 'Activer la double authentification',
    starting: 'Préparation…',
    scanTitle: '1. Scannez ce QR code avec votre application d’authentification',
    qrAlt: 'QR code pour ajouter votre compte Jeton à une application d’authentification',
    qrFailed:
      'Le QR code n’a pas pu être dessiné : saisissez plutôt la clé ci-dessous dans votre application.',
    manualTitle: 'Ou saisissez cette clé dans l’application',
    secretLabel: 'Clé de configuration',
    confirmTitle: '2. Saisissez le code à 6 chiffres affiché par l’application',
    code: 'Code de l’application',
    confirm: 'Confirmer et activer',
    abandon: 'Annuler la configuration',
    enabled: 'La double authentification est activée.',
    turnOffTitle: 'Désactiver la double authentification',
    turnOffLead: 'Saisissez un code de votre application d’authentification pour la désactiver.',
    turnOff: 'Désactiver',
    disabled: 'La double authentification est désactivée.',
    renewTitle: 'Nouveaux codes de secours',
    renewLead:
      'Crée une nouvelle série de 10 codes ; les anciens cessent de fonctionner. Saisissez un code de votre application d’authentification.',
    renew: 'Créer de nouveaux codes de secours',
    codeErrors: {
      codeFormat: 'Saisissez le code à 6 chiffres',
      expired: 'Ce code a expiré. Saisissez celui que l’application affiche maintenant.',
      invalid: 'Ce code est incorrect. Saisissez celui que l’application affiche maintenant.',
    },
  },
  recoveryCodes: {
    title: 'Vos codes de secours',
    warning:
      'Conservez ces codes dès maintenant, en lieu sûr (un gestionnaire de mots de passe, ou imprimés). Ils ne sont affichés que cette fois. Si vous perdez votre application d’authentification, chaque code vous connecte une seule fois.',
    listLabel: 'Codes de secours',
    copy: 'Copier les codes',
    copied: 'Les codes ont été copiés.',
    copyFailed: 'Les codes n’ont pas pu être copiés : sélectionnez-les et copiez-les à la main.',
    download: 'Télécharger en fichier texte',
    fileName: 'jeton-codes-de-secours.txt',
    fileHeader: 'Codes de secours Jeton. Chaque code ne fonctionne qu’une fois. Gardez-les en lieu sûr.',
    done: 'Je les ai conservés',
  },
  sessions: {
    title: 'Sessions actives',
    lead: 'Les appareils connectés à votre compte. Fermez toute session que vous ne reconnaissez pas, puis changez votre mot de passe.',
    loading: 'Chargement de vos sessions…',
    empty: 'Aucune autre session n’est ouverte.',
    current: 'Cet appareil',
    unknownDevice: 'Navigateur inconnu',
    platforms: { desktop: 'ordinateur', mobile: 'téléphone', tablet: 'tablette', tv: 'télévision' },
    address: 'Adresse',
    started: 'Connexion',
    lastSeen: 'Dernière activité',
    end: 'Fermer cette session',
    endConfirm: 'Fermer cette session ? Cet appareil sera déconnecté.',
    endYes: 'Oui, la fermer',
    ended: 'La session a été fermée.',
    endOthers: 'Fermer toutes les autres sessions',
    endOthersConfirm: 'Déconnecter tous les autres appareils ? Seul celui-ci reste connecté.',
    endOthersYes: 'Oui, toutes les fermer',
    endedOthers:
      '{count, plural, =0 {Aucune autre session n’était ouverte.} one {# session a été fermée.} other {# sessions ont été fermées.}}',
    gone: 'Cette session était déjà fermée.',
  },
};
