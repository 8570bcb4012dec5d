import type { pagesEn } from './pages.en.js';

// The French texts of the pages outside the first view: the same keys as pages.en.ts.

export const pagesFr: typeof pagesEn = {
  betting: {
    title: 'Paris sportifs',
    description: 'Cotes avant-match et en direct sur le football, le tennis, le basket et plus encore.',
    empty:
      "Le sportsbook listera ici les événements et leurs cotes. Aucun événement n'est ouvert aux paris pour le moment.",
  },
  jackpots: {
    title: 'Jackpots',
    description:
      'Des jackpots progressifs à tombée garantie : chacun tombe avant son plafond, et chaque tirage peut être vérifié.',
    empty:
      'Aucun jackpot n’est en cours pour le moment. Revenez bientôt : les nouveaux démarrent avec une cagnotte neuve.',
    loadError: 'Les jackpots n’ont pas pu être chargés.',
    loading: 'Chargement des jackpots…',
    retry: 'Réessayer',
    mustDropBefore: 'Doit tomber avant {amount}',
    progress: '{percent} du chemin vers son plafond',
    details: 'Détails de {name}',
    recentWinners: 'Derniers gagnants',
    noWinners: 'Personne n’a encore gagné : la première tombée est à venir.',
    won: '{winner} a gagné {amount} sur',
    wonAt: 'le {date}',
  },
  jackpot: {
    title: 'Jackpot {id}',
    description: 'Cagnotte, règles et gagnants de ce jackpot.',
    amountLabel: 'Cagnotte actuelle',
    rules: 'Comment ça marche',
    ruleContribution:
      'Chaque mise en argent réel sur un jeu éligible ajoute {percent} de la mise à la cagnotte. L’argent fictif ne compte jamais.',
    ruleDrop:
      'Le jackpot doit tomber avant que la cagnotte n’atteigne {max} : au début de chaque manche, un montant secret entre {min} et {max} est tiré, et la mise qui porte la cagnotte à ce montant remporte toute la cagnotte.',
    ruleSeed: 'Après une tombée, une nouvelle manche démarre aussitôt avec un nouveau montant secret.',
    games: 'Jeux éligibles',
    allHouseGames: 'Tous les jeux maison Jeton :',
    fairness: 'Équité prouvable',
    fairnessText:
      'Le montant secret de cette manche est déjà fixé. Son empreinte, publiée avant que quiconque ne joue, est :',
    verifyHow:
      'Quand le jackpot tombe, son montant (en centimes) et un sel sont révélés ci-dessous. Calculez le SHA-256 de « montant:sel » avec n’importe quel outil SHA-256 : le résultat doit être égal à l’empreinte affichée pendant cette manche.',
    revealed: 'Montant de tombée {amount} centimes, sel {salt}',
    fingerprint: 'Empreinte',
    round: 'Manche {cycle}',
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
    empty: "Les niveaux et les récompenses de ce programme s'afficheront ici. Aucun détail n'est disponible.",
  },
  offers: {
    title: 'Offres',
    description:
      'Les offres que vous pouvez prendre maintenant : choisissez-en une avec votre prochain dépôt.',
    empty:
      "Aucune offre ne vous est ouverte pour le moment. D'autres arrivent avec la saison : revenez bientôt.",
    loadError: "Les offres n'ont pas pu être chargées.",
    listLabel: 'Offres',
    take: 'Déposer avec cette offre',
    details: 'Détails',
    firstDepositOnly: 'Pour un premier dépôt seulement : le vôtre est fait.',
    notWith: 'Pas avec : {methods}',
    bonusTerm: '{percent} % de votre dépôt en bonus, jusqu’à {max}',
    wagerTerm: 'Misez le bonus {wager}× en {days, plural, one {# jour} other {# jours}} pour le faire vôtre',
    freeSpinsTerm: '{count, plural, one {# tour gratuit} other {# tours gratuits}} sur {game}',
    terms: 'Ce que vous recevez',
    howTo:
      'Choisissez l’offre sur la page de dépôt, puis payez : le bonus arrive sur votre solde bonus un instant après, et Profil → Bonus suit ses mises.',
    bonusTerms: 'Conditions des bonus',
  },
  offer: {
    title: 'Offre {id}',
    description: 'Conditions et récompenses de cette offre.',
    empty: "Cette offre n'existe pas ou est terminée.",
  },
  promotions: {
    title: 'Promotions',
    description: 'Offres de bienvenue, bonus de recharge et tours gratuits sur Jeton.',
    empty:
      "Aucune promotion n'est en cours pour le moment. D'autres arrivent avec la saison : revenez bientôt.",
  },
  promotion: {
    title: 'Promotion {id}',
    description: 'Détails et conditions de cette promotion.',
    empty: "Cette promotion n'existe pas ou est terminée.",
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
    empty: "Les tournois en cours et à venir seront listés ici. Aucun tournoi n'est en cours pour le moment.",
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
    description: 'Les plus gros gains en argent réel sur Jeton, du plus récent au plus ancien, en direct.',
    empty: 'Aucun gros gain pour le moment. Le prochain sera peut-être le vôtre.',
    loadError: "Les gros gains n'ont pas pu être chargés.",
    listLabel: 'Derniers gros gains',
    live: 'En direct',
    won: 'a gagné {amount}',
    multiplier: '{multiplier}× la mise de {stake}',
    freeSpins: 'en tours gratuits',
    pages: 'Plus de gains',
    newer: 'Gains plus récents',
    older: 'Gains plus anciens',
    pageOf: 'Page {page}',
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
  bonuses: {
    listLabel: 'Vos bonus',
    statuses: {
      available: 'Prêt à activer',
      active: 'Actif',
      converted: 'Devenu argent réel',
      forfeited: 'Retiré',
      expired: 'Expiré',
    },
    wagering: 'Misé {wagered} sur {required} ({multiplier}× le bonus)',
    progressLabel: 'Mises de {title}',
    ends: 'Se termine le {date}',
    runs: 'Dure {days, plural, one {# jour} other {# jours}} une fois actif',
    ended: 'Terminé le {date}',
    converted: '{amount} passés sur votre solde principal',
    activate: 'Activer',
    remove: 'Retirer',
    keep: 'Le garder',
    activateTitle: 'Activer ce bonus ?',
    activateText:
      '{amount} de bonus vont sur votre solde bonus. Misez {required} en {days, plural, one {# jour} other {# jours}} pour le faire vôtre.',
    removeTitle: 'Retirer ce bonus ?',
    removeActiveText:
      'Vous renoncez à ce bonus : ce qu’il reste de son argent bonus sur votre solde bonus part avec lui. C’est définitif.',
    removeAvailableText: 'Vous renoncez à ce bonus avant de l’utiliser. C’est définitif.',
    activated: 'Bonus activé : son montant est sur votre solde bonus.',
    removed: 'Bonus retiré.',
    empty: "Vous n'avez aucun bonus pour le moment. Profitez d'une offre avec votre prochain dépôt.",
    deposit: 'Faire un dépôt',
    loadError: "Vos bonus n'ont pas pu être chargés.",
    freeSpinsTitle: 'Tours gratuits',
    freeSpins: '{count, plural, one {# tour gratuit} other {# tours gratuits}} sur {game}',
    freeSpinsLeft: '{remaining} restants, {stake} chacun, jusqu’au {date}',
    play: 'Jouer à {game}',
    playShort: 'Jouer',
    errors: {
      BONUS_ALREADY_ACTIVE: 'Un autre bonus est en cours. Terminez-le ou retirez-le d’abord.',
      BONUS_ENDED: 'Ce bonus est terminé.',
      generic: 'Cela n’a pas fonctionné. Réessayez dans un instant.',
    },
    howItWorks:
      'L’argent bonus est misé après votre solde principal. Une fois le bonus misé le nombre de fois prévu, ce qu’il en reste passe sur votre solde principal et peut être retiré.',
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
};
