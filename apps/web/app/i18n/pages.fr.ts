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
};
