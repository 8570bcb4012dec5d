import type { recordsEn } from './records.en.js';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** L’historique des paris et les notifications du joueur, clé pour clé ceux de records.en.ts. */
export const recordsFr: Texts<typeof recordsEn> = {
  bets: {
    title: 'Historique des paris',
    intro:
      'Chaque partie jouée et chaque pari sportif placé, du plus récent au plus ancien, avec sa mise, son gain et, pour une partie, votre solde après.',
    filters: 'Filtres',
    period: 'Période',
    periods: {
      day: 'Dernières 24 heures',
      week: '7 derniers jours',
      month: '30 derniers jours',
      quarter: '90 derniers jours',
      all: 'Depuis le début',
    },
    product: 'Produit',
    products: { all: 'Tous les produits', casino: 'Jeux de casino', sports: 'Paris sportifs' },
    apply: 'Afficher',
    loading: 'Chargement de vos paris…',
    loadFailed: 'Vos paris n’ont pas pu être chargés. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
    empty: 'Vous n’avez encore aucun pari sur cette période.',
    emptySports: 'Vous n’avez encore aucun pari sportif sur cette période.',
    table: 'Vos paris',
    game: 'Jeu ou événement',
    time: 'Heure',
    stake: 'Mise',
    win: 'Gain',
    balanceAfter: 'Solde après',
    round: 'Partie ou pari',
    demo: 'démo',
    freeSpin: 'tour gratuit',
    open: 'en cours',
    check: 'Vérifier la partie {id}',
    sportsBet: 'Pari sportif {id}',
    multiple: 'Combiné, {legs} sélections',
    atOdds: 'à {odds}',
    selectionOf: '{market} :',
    freeBet: 'pari gratuit',
    noBalance: 'Sans objet pour un pari sportif',
    betStatus: { open: 'en cours', won: 'gagné', lost: 'perdu', void: 'annulé', cashed_out: 'encaissé' },
    legResult: { open: 'à jouer', won: 'gagnée', lost: 'perdue', void: 'annulée' },
    legs: 'Sélections',
    checkShort: 'Vérifier',
    shown: '{shown} sur {total}',
    loadMore: 'Afficher plus',
    loadingMore: 'Chargement…',
    loadMoreFailed: 'La suite de vos paris n’a pas pu être chargée. Veuillez réessayer.',
  },
  export: {
    title: 'Exporter',
    intro:
      'Téléchargez les paris des filtres ci-dessus dans un tableur. Le fichier est préparé en arrière-plan.',
    csv: 'Exporter en CSV',
    xlsx: 'Exporter en Excel (XLSX)',
    pending: 'Préparation de votre fichier {format}…',
    ready: 'Votre fichier {format} est prêt ({rows, plural, one {# pari} other {# paris}}).',
    download: 'Télécharger {file}',
    failed: 'Le fichier n’a pas pu être préparé. Veuillez réessayer.',
    requestFailed: 'L’export n’a pas pu démarrer. Veuillez réessayer.',
    disabled: 'L’export n’est pas disponible pour le moment.',
  },
  push: {
    label: 'Notifications push dans ce navigateur',
    hint: 'Désactivées tant que vous ne les activez pas : votre navigateur vous demande alors votre permission.',
    on: 'Activées : ce navigateur affiche vos notifications, même site fermé.',
    denied:
      'Votre navigateur bloque les notifications de ce site. Autorisez-les dans ses paramètres du site pour les activer.',
    unsupported: 'Ce navigateur ne peut pas afficher de notifications push.',
    failed: "Les notifications push n'ont pas pu être modifiées. Veuillez réessayer.",
  },
  notifications: {
    title: 'Notifications',
    intro: 'Ce qui arrive à votre compte : dépôts, retraits et plus encore.',
    loading: 'Chargement de vos notifications…',
    loadFailed: 'Vos notifications n’ont pas pu être chargées. Veuillez réessayer dans un instant.',
    empty: 'Vous n’avez encore aucune notification.',
    unread: 'non lue',
    markAllRead: 'Tout marquer comme lu',
    markRead: 'Marquer comme lue',
    marking: 'Enregistrement…',
    markFailed: 'Vos notifications n’ont pas pu être mises à jour. Veuillez réessayer.',
    allRead: 'Vous avez tout lu.',
    unreadSummary: '{count, plural, one {# notification non lue} other {# notifications non lues}}',
    shown: '{shown} sur {total}',
    loadMore: 'Afficher plus',
  },
  notices: {
    verification_approved: 'Votre identité est vérifiée : les retraits de tout montant vous sont ouverts.',
    verification_rejected:
      'Votre vérification d’identité a été refusée. Ouvrez l’onglet Vérification pour savoir pourquoi et réessayer.',
    verification_rejected_reason:
      'Votre vérification d’identité a été refusée ({reason}). Ouvrez l’onglet Vérification pour réessayer.',
    verification_resubmission:
      'Le service de vérification demande de nouveaux documents : ouvrez l’onglet Vérification pour les envoyer.',
    limit_now: 'Votre {limit} a été modifiée et s’applique dès maintenant.',
    limit_later: 'Votre {limit} changera le {date}, après le délai de 24 heures.',
    limitNames: {
      loss: {
        day: 'limite de pertes quotidienne',
        week: 'limite de pertes hebdomadaire',
        month: 'limite de pertes mensuelle',
      },
      wager: {
        day: 'limite de mises quotidienne',
        week: 'limite de mises hebdomadaire',
        month: 'limite de mises mensuelle',
      },
      session_time: {
        day: 'limite de temps de jeu quotidienne',
        week: 'limite de temps de jeu hebdomadaire',
        month: 'limite de temps de jeu mensuelle',
      },
    },
    deposit_credited: 'Votre dépôt de {amount} a été crédité sur votre solde.',
    bonus_credited: 'Un bonus de {amount} est sur votre solde bonus. Misez-le pour le faire vôtre.',
    bonus_waiting:
      'Un bonus de {amount} est à vous et attend dans Profil → Bonus : un autre bonus est en cours. Activez-le là dès que celui-ci se termine, ou renoncez à l’autre.',
    bonus_converted: 'Mises atteintes : {amount} de bonus sont passés sur votre solde principal.',
    bonus_expired: 'Votre bonus a expiré ; {amount} de bonus ont été perdus.',
    free_spins_granted: '{count} tours gratuits vous attendent : voyez vos bonus.',
    withdrawal_paid: 'Votre retrait de {amount} a été payé.',
    withdrawal_declined: 'Votre retrait de {amount} a été refusé ; le montant est revenu sur votre solde.',
    withdrawal_declined_reason:
      'Votre retrait de {amount} a été refusé ({reason}) ; le montant est revenu sur votre solde.',
    jackpot_won: 'Vous avez gagné un jackpot : {amount} a été crédité sur votre solde.',
    tournament_prize_won:
      'Vous avez terminé un tournoi à la place {place} : {amount} a été crédité sur votre solde.',
    tournament_cancelled:
      'Le tournoi « {title} » auquel vous participiez a été annulé. Il se termine sans prix.',
    cashback_ready:
      'Votre cashback de {amount} est prêt. Réclamez-le dans votre profil avant qu’il n’expire.',
    cashback_paid: 'Votre cashback de {amount} est sur votre solde principal.',
    sports_bet_won: 'Votre pari est gagnant : {amount} sont sur votre solde principal.',
    sports_bet_lost: 'Votre pari de {amount} est perdant.',
    sports_bet_void: 'Votre pari est annulé : sa mise de {amount} est de retour sur votre solde principal.',
    free_bet_void:
      'Le pari de votre pari gratuit est annulé : le pari gratuit de {amount} est de retour, prêt à être rejoué.',
    betting_bonus_expired: 'Votre bonus paris a expiré ; le pari gratuit de {amount} est perdu.',
    second_factor_locked:
      'Quelqu’un a saisi votre mot de passe, puis des codes d’authentification erronés. La connexion par code est suspendue jusqu’au {time} ; un code de secours fonctionne toujours. Si ce n’était pas vous, changez votre mot de passe dès maintenant.',
    unknown: 'Vous avez une nouvelle notification.',
  },
};
