import type { CoreMessages } from './messages.js';

// The French catalogue: the same keys as en.ts (checked by catalogue.test.ts and by the type).

export const fr: CoreMessages = {
  meta: {
    siteName: 'Jeton',
    titleTemplate: '{page} | Jeton',
    defaultTitle: 'Jeton : casino en ligne et paris sportifs',
    defaultDescription:
      'Jouez aux jeux de casino, pariez sur le sport et gagnez des récompenses de fidélité sur Jeton.',
  },
  common: {
    skipToContent: 'Aller au contenu',
    demoBand:
      'Site de démonstration : les paiements et la vérification d’identité sont simulés. Aucun argent réel n’est encaissé ni versé.',
    home: 'Accueil',
    breadcrumb: "Fil d'Ariane",
    loading: 'Chargement…',
    transaction: 'Transaction {id}',
  },
  dialogs: {
    close: 'Fermer',
    notifications: 'Notifications',
  },
  header: {
    homeLabel: 'Accueil Jeton',
    mainNav: 'Navigation principale',
    login: 'Se connecter',
    register: "S'inscrire",
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    balance: 'Solde',
    balanceDetails: 'Principal {main}, bonus {bonus}, bonus paris {bettingBonus}',
    deposit: 'Déposer',
    accountMenu: 'Menu du compte de {login}',
    profile: 'Profil',
    cashier: 'Caisse',
    bonuses: 'Bonus',
    logout: 'Se déconnecter',
    logoutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    notificationsBadge:
      'Notifications : {count, plural, =0 {aucune non lue} one {# non lue} other {# non lues}}',
  },
  localeSwitcher: {
    label: 'Langue',
    switchTo: 'English version',
    short: 'EN',
    failed: "La langue n'a pas pu être changée. Veuillez réessayer.",
  },
  nav: {
    casino: 'Casino',
    betting: 'Paris sportifs',
    promotions: 'Promotions',
    tournaments: 'Tournois',
    loyalty: 'Fidélité',
    jackpots: 'Jackpots',
    winners: 'Gagnants',
    providers: 'Fournisseurs',
    offers: 'Offres',
    support: 'Assistance',
  },
  footer: {
    linksLabel: 'Liens du site',
    about: 'À propos de Jeton',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    responsibleGambling: 'Jeu responsable',
    support: 'Assistance',
    responsible: 'Jouez de manière responsable. Réservé aux 18 ans et plus.',
    rights: '© Jeton. Tous droits réservés.',
  },
  game: {
    title: '{game}',
    description: 'Jouez à {game} sur Jeton.',
    backToHall: 'Salle de jeux',
    frameTitle: '{game} (jeu)',
    byProvider: 'par {provider}',
    leaveRoundInPlay: 'Une partie est en cours. Quitter le jeu quand même ? La partie continue sans vous.',
    demoMode: "Mode démo : de l'argent fictif, aucun gain réel.",
    realMode: 'Argent réel',
    playForFun: 'Jouer pour le plaisir',
    playForReal: 'Jouer en argent réel',
    fullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
    demoTitle: 'Jouer à {game}',
    demoText:
      "Vous n'êtes pas connecté. Essayez {game} pour le plaisir avec de l'argent fictif, ou connectez-vous pour jouer en argent réel.",
    noDemoText: "{game} n'a pas de démo. Connectez-vous ou inscrivez-vous pour y jouer en argent réel.",
    logIn: 'Se connecter',
    register: "S'inscrire",
    depositTitle: 'Rechargez pour jouer',
    depositText: 'Votre solde est vide. Faites un dépôt pour jouer à {game} en argent réel.',
    depositButton: 'Faire un dépôt',
    loadError: "Ce jeu n'a pas pu être chargé. Vérifiez votre connexion et réessayez.",
    retry: 'Réessayer',
  },
  content: {
    loadError: "Cette page n'a pas pu être chargée. Veuillez réessayer.",
    retry: 'Réessayer',
    updated: 'Mise à jour le {date}',
    titles: {
      about: 'À propos de Jeton',
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
      'responsible-gambling': 'Jeu responsable',
      'bonus-terms': 'Conditions des bonus',
      'fairness-explained': "L'équité expliquée",
    },
  },
  system: {
    maintenance: {
      title: 'Maintenance',
      heading: 'Nous effectuons une maintenance',
      description:
        'Jeton est momentanément indisponible. Votre solde est en sécurité ; revenez dans quelques minutes.',
    },
    forbidden: {
      title: 'Accès refusé',
      heading: 'Accès refusé',
      description: "Vous n'avez pas accès à cette page.",
    },
    notFound: {
      title: 'Page introuvable',
      heading: 'Page introuvable',
      message: 'Page introuvable : {path}',
    },
    userBlocked: {
      title: 'Compte bloqué',
      heading: 'Votre compte est bloqué',
      description:
        "Vous ne pouvez ni jouer ni effectuer de paiement tant que votre compte est bloqué. Contactez l'assistance pour en connaître la raison.",
      button: "Contacter l'assistance",
    },
    unsubscribe: {
      title: 'Désinscription',
      heading: 'Se désinscrire des e-mails marketing',
      description: 'Ne plus recevoir nos offres sur un de vos contacts, depuis le lien de nos messages.',
    },
    slotError: {
      title: 'Erreur de jeu',
      heading: "Le jeu n'a pas pu être lancé",
      description:
        'Une erreur est survenue au lancement du jeu. Choisissez un autre jeu ou réessayez plus tard.',
      button: 'Aller à la salle de jeux',
    },
    payCancel: {
      title: 'Paiement annulé',
      heading: 'Paiement annulé',
      description: "Vous avez annulé le paiement : rien n'a été débité.",
      button: 'Retour au dépôt',
    },
    payFail: {
      title: 'Paiement échoué',
      heading: 'Le paiement a échoué',
      description: "Le paiement n'a pas abouti. Veuillez réessayer ou choisir un autre moyen de paiement.",
      button: 'Retour au dépôt',
    },
    payNewWindow: {
      title: 'Continuez dans la nouvelle fenêtre',
      heading: 'Continuez dans la nouvelle fenêtre',
      description:
        "La page de paiement s'est ouverte dans une nouvelle fenêtre. Terminez-y le paiement, puis revenez ici.",
      button: 'Retour au dépôt',
    },
    payMobile: {
      title: 'Confirmez sur votre téléphone',
      heading: 'Confirmez le paiement sur votre téléphone',
      description: 'Suivez les instructions envoyées sur votre téléphone pour terminer le paiement.',
    },
    payPending: {
      title: 'Paiement en cours',
      heading: 'Votre paiement est en cours de traitement',
      description:
        'Cela peut prendre quelques minutes. Votre solde sera mis à jour dès que le paiement sera confirmé.',
    },
    paySuccess: {
      title: 'Paiement réussi',
      heading: 'Paiement réussi',
      description: 'Votre paiement est accepté et votre solde est mis à jour.',
      button: 'Aller à la salle de jeux',
    },
  },
  inactivity: {
    title: 'Êtes-vous toujours là ?',
    countdown:
      '{count, plural, one {Vous serez déconnecté dans # seconde} other {Vous serez déconnecté dans # secondes}}',
    explanation: "Pour votre sécurité, nous vous déconnectons après un moment d'inactivité.",
    stay: 'Rester connecté',
  },
  cashbackPopup: {
    title: 'Votre cashback est arrivé',
    active: 'Vous récupérez {amount} sur vos pertes du {from} au {to}. Réclamez-le avant le {date}.',
    paid: '{amount} de cashback sont sur votre solde.',
    open: 'Voir mon cashback',
    close: 'Plus tard',
  },
  campaignPopup: {
    preview: 'Aperçu',
    previewNote:
      'Aperçu de la popup de campagne « {sysname} » : les joueurs connectés la voient en ouvrant un lien avec ?popup={sysname}.',
  },
  tabs: {
    more: 'Onglets suivants',
    back: 'Onglets précédents',
  },
  chatLauncher: {
    label: 'Chat en direct : contacter le support',
    text: 'Chat',
    unread: '{count, plural, one {# message non lu} other {# messages non lus}}',
    /** The phone menu's entry (decision 0081). */
    menu: 'Chat en direct',
    menuButton:
      '{count, plural, one {Ouvrir le menu : # message de chat non lu} other {Ouvrir le menu : # messages de chat non lus}}',
  },
  detalization: {
    title: 'Détail du solde',
    main: 'Principal',
    bonus: 'Solde bonus',
    bettingBonus: 'Bonus paris',
  },
  registrationHint: {
    title: 'Bienvenue chez Jeton !',
    text: 'Faites votre premier dépôt pour jouer en argent réel et gagner des points de fidélité.',
    action: 'Faire un dépôt',
    dismiss: 'Masquer',
  },
  refusals: {
    infoLink: 'Jeu responsable : aide et auto-évaluation',
    TIME_OUT:
      'Vous faites une pause jusqu’au {until}. Vous ne pouvez ni vous connecter, ni déposer, ni jouer d’ici là.',
    SELF_EXCLUDED:
      'Vous vous êtes exclu jusqu’au {until}. Vous ne pouvez ni vous connecter, ni déposer, ni jouer d’ici là.',
    SELF_EXCLUDED_PERMANENT:
      'Vous vous êtes exclu définitivement. Vous ne pouvez ni vous connecter, ni déposer, ni jouer.',
    SESSION_TIME_LIMIT_REACHED:
      'Votre limite de temps de jeu est atteinte. Vous pourrez vous reconnecter le {until}.',
    LOSS_LIMIT_REACHED: 'Cette mise vous ferait dépasser votre limite de pertes.',
    WAGER_LIMIT_REACHED: 'Cette mise vous ferait dépasser votre limite de mises.',
  },
  gameCard: {
    addFavourite: 'Ajouter {game} aux favoris',
    removeFavourite: 'Retirer {game} des favoris',
    favouriteFailed: "Vos favoris n'ont pas pu être mis à jour. Veuillez réessayer.",
  },
};
