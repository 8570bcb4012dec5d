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
  home: {
    heading: 'Votre table vous attend',
    tagline:
      'Machines à sous, tables en direct et paris sportifs, avec un bonus de bienvenue sur votre premier dépôt.',
    welcome: 'Bienvenue, {login}',
    playerPrompt: 'Votre solde est de {balance}. Choisissez un jeu ou alimentez votre compte.',
    guestPrompt: 'Rejoignez Jeton pour jouer en argent réel et gagner des points de fidélité.',
    login: 'Se connecter',
    register: "S'inscrire",
    toGameHall: 'Ouvrir la salle de jeux',
    deposit: 'Déposer',
    exploreHeading: 'Découvrir Jeton',
    sections: {
      casino: 'Machines à sous, tables en direct et jeux rapides de nos studios.',
      betting: 'Cotes avant-match et en direct sur les sports que vous suivez.',
      tournaments: 'Grimpez au classement et partagez la cagnotte.',
      loyalty: 'Gagnez des points à chaque mise et dépensez-les dans la boutique.',
      promotions: 'Offres de bienvenue, bonus de recharge et campagnes saisonnières.',
      jackpots: 'Des cagnottes progressives qui grossissent à chaque tour.',
    },
  },
  pages: {
    betting: {
      title: 'Paris sportifs',
      description: 'Cotes avant-match et en direct sur le football, le tennis, le basket et plus encore.',
      empty:
        "Le sportsbook listera ici les événements et leurs cotes. Aucun événement n'est ouvert aux paris pour le moment.",
    },
    gamehall: {
      title: 'Salle de jeux',
      description: 'Machines à sous, casino en direct et jeux rapides au même endroit.',
      categoryTitle: 'Salle de jeux : {category}',
      filters: 'Filtres actifs',
      category: 'Catégorie : {category}',
      providers: '{count, plural, one {Fournisseur : {names}} other {Fournisseurs : {names}}}',
      clearFilters: 'Effacer les filtres',
      empty: "Aucun jeu n'est encore disponible. Revenez un peu plus tard.",
      emptyFiltered: 'Aucun jeu ne correspond à ces filtres.',
      search: 'Recherche : {text}',
      categories: 'Catégories',
      allGames: 'Tous les jeux',
      favourites: 'Favoris',
      searchLabel: 'Rechercher un jeu',
      searchPlaceholder: 'Nom du jeu',
      searchResults:
        '{count, plural, =0 {Aucun jeu trouvé pour « {text} »} one {# jeu trouvé pour « {text} »} other {# jeux trouvés pour « {text} »}}',
      searchButton: 'Rechercher',
      sortLabel: 'Trier par',
      sortPopularity: 'Les plus joués',
      sortName: 'Nom (de A à Z)',
      sortReleaseDate: 'Les plus récents',
      providersFilter: 'Fournisseurs',
      allProviders: 'Tous les fournisseurs',
      providersChosen: '{count, plural, one {# fournisseur} other {# fournisseurs}}',
      applyProviders: 'Afficher les jeux',
      gamesCount: '{count, plural, =0 {Aucun jeu} one {# jeu} other {# jeux}}',
      loading: 'Chargement des jeux…',
      loadMore: 'Afficher plus de jeux',
      loadError: "Les jeux n'ont pas pu être chargés. Vérifiez votre connexion et réessayez.",
      retry: 'Réessayer',
      emptyFavourites:
        "Vous n'avez pas encore de jeux favoris. Appuyez sur le cœur d'un jeu pour le garder ici.",
      favouritesGuest: 'Connectez-vous pour garder vos jeux favoris ici.',
      logIn: 'Se connecter',
      freeSpinsTitle: 'Vos tours gratuits',
      freeSpins: '{count, plural, one {# tour gratuit} other {# tours gratuits}}',
      list: 'Jeux',
    },
    game: {
      title: '{game}',
      description: 'Jouez à {game} sur Jeton.',
      backToHall: 'Salle de jeux',
      unavailable: "Ce jeu ne peut pas être lancé : le studio de jeux n'est pas encore connecté.",
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
    jackpots: {
      title: 'Jackpots',
      description: 'Les jackpots progressifs et leurs derniers gagnants.',
      empty:
        "Les jackpots en cours et leurs cagnottes seront listés ici. Aucun jackpot n'est en cours pour le moment.",
    },
    jackpot: {
      title: 'Jackpot {id}',
      description: 'Cagnotte, règles et gagnants de ce jackpot.',
      empty:
        "La cagnotte, les règles et les gagnants de ce jackpot s'afficheront ici. Aucun détail n'est disponible.",
    },
    loyalty: {
      title: 'Programme de fidélité',
      description:
        'Gagnez des points en jouant, faites progresser votre personnage et dépensez vos points dans la boutique.',
      tabs: { programme: 'Programme', shop: 'Boutique' },
      empty:
        "Votre niveau, vos points et votre personnage s'afficheront ici. Le programme de fidélité n'a pas encore de niveaux.",
    },
    loyaltyShop: {
      title: 'Boutique fidélité',
      description: 'Dépensez vos points de fidélité en bonus et en tours gratuits.',
      empty:
        "Les produits à acheter avec vos points de fidélité seront listés ici. La boutique n'a pas encore de produits.",
    },
    loyaltyProgram: {
      title: 'Programme de fidélité {name}',
      description: 'Niveaux, récompenses et règles de ce programme de fidélité.',
      empty:
        "Les niveaux et les récompenses de ce programme s'afficheront ici. Aucun détail n'est disponible.",
    },
    offers: {
      title: 'Offres',
      description: 'Les offres de dépôt et les bonus que vous pouvez réclamer.',
      empty:
        "Les offres que vous pouvez réclamer seront listées ici. Aucune offre n'est disponible pour le moment.",
    },
    offer: {
      title: 'Offre {id}',
      description: 'Conditions et récompenses de cette offre.',
      empty:
        "Les conditions et les récompenses de cette offre s'afficheront ici. Aucun détail n'est disponible.",
    },
    promotions: {
      title: 'Promotions',
      description: 'Offres de bienvenue, bonus de recharge et campagnes saisonnières.',
      empty: "Les campagnes en cours seront listées ici. Aucune promotion n'est en cours pour le moment.",
    },
    promotion: {
      title: 'Promotion {id}',
      description: 'Détails et conditions de cette promotion.',
      empty:
        "Les détails et les conditions de cette promotion s'afficheront ici. Aucun détail n'est disponible.",
    },
    providers: {
      title: 'Fournisseurs de jeux',
      description: 'Les studios derrière nos machines à sous, nos tables en direct et nos jeux rapides.',
      empty: "Aucun fournisseur de jeux n'est encore listé. Revenez un peu plus tard.",
      gamesCount: '{count, plural, one {# jeu} other {# jeux}}',
      loadError: "Les fournisseurs n'ont pas pu être chargés. Vérifiez votre connexion et réessayez.",
    },
    support: {
      title: 'Assistance',
      description: "Contactez notre équipe d'assistance par le formulaire de contact ou le chat en direct.",
    },
    tournaments: {
      title: 'Tournois',
      description: 'Affrontez-vous au classement et partagez les cagnottes.',
      empty:
        "Les tournois en cours et à venir seront listés ici. Aucun tournoi n'est en cours pour le moment.",
    },
    tournament: {
      title: 'Tournoi {id}',
      description: 'Classement, prix et règles de ce tournoi.',
      gamesLink: 'Jeux du tournoi',
      empty:
        "Le classement, les prix et les règles de ce tournoi s'afficheront ici. Aucun détail n'est disponible.",
    },
    tournamentGames: {
      title: 'Jeux du tournoi {id}',
      description: 'Les jeux qui comptent pour ce tournoi.',
      empty: "Les jeux qui comptent pour ce tournoi seront listés ici. Aucun jeu n'est listé.",
    },
    winners: {
      title: 'Gagnants',
      description: 'Les derniers gros gains sur Jeton.',
      empty: "Les derniers gros gains seront listés ici. Aucun gain à afficher pour l'instant.",
    },
    cashier: {
      title: 'Caisse',
      description: 'Déposez, retirez et suivez vos paiements.',
      tabs: { deposit: 'Dépôt', withdraw: 'Retrait', wallet: 'Portefeuille', history: 'Historique' },
    },
    deposit: {
      title: 'Dépôt',
      description: 'Alimentez votre solde avec le moyen de paiement de votre choix.',
    },
    depositMethod: {
      title: 'Dépôt par {method}',
      description: 'Alimentez votre solde par {method}.',
    },
    withdraw: {
      title: 'Retrait',
      description: 'Retirez vos gains vers le moyen de paiement de votre choix.',
    },
    wallet: {
      title: 'Portefeuille',
      description: "Vos soldes en un coup d'œil.",
      main: 'Solde principal',
      bonus: 'Solde bonus',
      bettingBonus: 'Bonus paris',
      total: 'Total',
    },
    history: {
      title: 'Historique des paiements',
      description: 'Vos dépôts, retraits, bonus et remboursements.',
      tabsLabel: "Type d'historique",
      tabs: { deposit: 'Dépôts', withdrawal: 'Retraits', bonuses: 'Bonus', cashbacks: 'Remboursements' },
      empty: {
        deposit: "Vous n'avez encore fait aucun dépôt.",
        withdrawal: "Vous n'avez encore fait aucun retrait.",
        bonuses: "Vous n'avez encore reçu aucun bonus.",
        cashbacks: "Vous n'avez encore reçu aucun remboursement.",
      },
    },
    receipt: {
      title: 'Reçu',
      description: "Le reçu d'un paiement.",
      empty: "Vous n'avez encore fait aucun paiement : il n'y a aucun reçu à afficher.",
    },
    profile: {
      title: 'Profil',
      description: 'Vos informations personnelles, votre sécurité et vos préférences.',
      tabsLabel: 'Sections du profil',
      tabs: {
        settings: 'Informations personnelles',
        security: 'Sécurité',
        verification: 'Vérification',
        responsibleGame: 'Jeu responsable',
        bets: 'Historique des paris',
        loyalty: 'Fidélité',
        bonuses: 'Bonus',
        cashback: 'Remboursements',
        notification: 'Notifications',
      },
      player: 'Joueur {login}',
      verified: 'Vérifié',
      notVerified: 'Non vérifié',
      twoFactorOn: 'Authentification à deux facteurs activée',
      twoFactorOff: 'Authentification à deux facteurs désactivée',
    },
    profileLoyalty: {
      empty:
        "Votre niveau de fidélité, vos points et votre personnage s'afficheront ici. Vous n'avez pas encore de points de fidélité.",
    },
    profileBonuses: {
      empty: "Vos bonus actifs et disponibles seront listés ici. Vous n'avez aucun bonus pour le moment.",
    },
    profileCashback: {
      empty:
        "Vos remboursements et leurs dates de versement seront listés ici. Vous n'avez aucun remboursement pour le moment.",
    },
    responsibleGame: {
      title: 'Jeu responsable',
      description: 'Des outils pour garder le contrôle de votre jeu.',
    },
    confirmation: {
      title: "Confirmation de l'e-mail",
      description: 'Confirmez votre adresse e-mail pour sécuriser votre compte.',
      heading: 'Confirmez votre adresse e-mail',
      text: "Ouvrez le lien de l'e-mail que nous vous avons envoyé pour confirmer votre adresse.",
    },
    confirmationSuccess: {
      title: 'E-mail confirmé',
      description: 'Votre adresse e-mail est confirmée.',
      text: 'Merci : votre adresse e-mail est confirmée.',
      button: 'Aller à la salle de jeux',
    },
    signIn: {
      title: 'Se connecter',
      description: 'Connectez-vous à votre compte Jeton.',
      text: 'Connectez-vous pour jouer en argent réel, déposer et gagner des points de fidélité.',
      button: 'Se connecter',
    },
    signUp: {
      title: "S'inscrire",
      description: 'Créez votre compte Jeton.',
      text: "Créez votre compte pour jouer en argent réel et profiter de l'offre de bienvenue.",
      button: "S'inscrire",
    },
    icons: {
      title: 'Planche des icônes',
      description: 'Toutes les icônes du site, avec leur nom.',
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
  confirmHint: {
    label: "Confirmation de l'e-mail",
    text: 'Confirmez votre adresse e-mail {contact} pour sécuriser votre compte et recevoir vos récompenses.',
    button: 'Confirmer mon e-mail',
    textPhone: 'Confirmez votre numéro {contact} pour sécuriser votre compte et recevoir vos récompenses.',
    buttonPhone: 'Confirmer mon téléphone',
    dismiss: 'Masquer ce message',
  },
  inactivity: {
    title: 'Êtes-vous toujours là ?',
    countdown:
      '{count, plural, one {Vous serez déconnecté dans # seconde} other {Vous serez déconnecté dans # secondes}}',
    explanation: "Pour votre sécurité, nous vous déconnectons après un moment d'inactivité.",
    stay: 'Rester connecté',
  },
  confirmationPage: {
    confirming: 'Confirmation de votre adresse e-mail…',
    failedHeading: "Votre adresse e-mail n'a pas pu être confirmée",
    howHeading: 'Comment fonctionne la confirmation',
    steps: {
      send: 'Nous envoyons un code à 6 chiffres à votre adresse e-mail lors de votre inscription ou à votre demande.',
      enter: "Ouvrez le lien de l'e-mail, ou saisissez le code dans la fenêtre de confirmation.",
      done: 'Votre adresse est confirmée : vous pouvez recevoir vos récompenses et récupérer votre compte.',
    },
    enterCode: 'Saisir un code',
    confirmed: 'Votre adresse e-mail {contact} est confirmée.',
    noEmail: "Votre compte n'a pas encore d'adresse e-mail.",
    guest: 'Connectez-vous pour demander un nouveau code.',
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
