import type { responsibleGamingEn } from './responsible-gaming.en.js';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Les textes du jeu responsable, clé pour clé ceux de responsible-gaming.en.ts. */
export const responsibleGamingFr: Texts<typeof responsibleGamingEn> = {
  loading: 'Chargement de vos outils de jeu responsable…',
  loadFailed: 'Vos outils de jeu responsable n’ont pas pu être chargés. Veuillez réessayer.',
  retry: 'Réessayer',
  intro:
    'Fixez les limites qui vous conviennent, faites une pause ou excluez-vous. Une limite plus basse s’applique aussitôt ; une limite plus haute, ou sa suppression, attend 24 heures.',
  status: {
    title: 'Vos outils en un coup d’œil',
    noLimits: 'Vous n’avez aucune limite de pertes, de mises ou de temps.',
    realityOff: 'Rappel de jeu : désactivé.',
    realityEvery: 'Rappel de jeu : toutes les {minutes} minutes.',
    manage: 'Gérer vos limites et vos pauses',
  },
  kinds: {
    loss: 'Limite de pertes',
    wager: 'Limite de mises',
    session_time: 'Limite de temps de jeu',
  },
  kindHelp: {
    loss: 'Le plus que vous pouvez perdre (mises moins gains) sur la période.',
    wager: 'Le plus que vous pouvez miser sur la période, quels que soient vos gains.',
    session_time: 'Le temps de connexion maximal sur la période, en minutes.',
  },
  periods: { day: 'Par jour', week: 'Par semaine', month: 'Par mois' },
  periodLabel: 'Période',
  valueMoney: 'Montant ({currency})',
  valueMinutes: 'Durée en minutes',
  save: 'Enregistrer la limite',
  remove: 'Supprimer',
  saving: 'Enregistrement…',
  savedNow: 'Votre limite est enregistrée et s’applique dès maintenant.',
  savedLater: 'Votre demande est enregistrée : elle s’appliquera dans 24 heures.',
  removedLater: 'La limite sera supprimée dans 24 heures.',
  limitLine: '{period} : {limit}, utilisé {used}, reste {remaining}.',
  renewsOn: 'Repart à zéro le',
  pendingLine: 'Passera à {limit} le',
  pendingRemoval: 'Supprimée le',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
  none: 'Aucune limite fixée.',
  breakTitle: 'Faire une pause',
  breakLead:
    'Une pause vous déconnecte aussitôt. Jusqu’à sa fin, vous ne pouvez ni vous connecter, ni déposer, ni jouer. Elle ne peut être ni annulée ni raccourcie.',
  breakDurations: { '24h': '24 heures', '7d': '7 jours', '30d': '30 jours' },
  breakButton: 'Faire une pause',
  exclusionTitle: 'Auto-exclusion',
  exclusionLead:
    'Si le jeu devient un problème, excluez-vous pour 6 mois ou plus. Vous êtes déconnecté aussitôt et ne pouvez ni vous connecter, ni déposer, ni jouer jusqu’à la fin. Elle ne peut pas être annulée.',
  exclusionDurations: {
    '6m': '6 mois',
    '1y': '1 an',
    '2y': '2 ans',
    '5y': '5 ans',
    permanent: 'Définitivement',
  },
  exclusionButton: 'M’exclure',
  durationLabel: 'Durée',
  confirm: {
    breakTitle: 'Faire une pause de {duration} ?',
    exclusionTitle: 'Vous exclure ({duration}) ?',
    text: 'Vous serez déconnecté maintenant sur tous vos appareils. Jusqu’au {end}, vous ne pourrez ni vous connecter, ni déposer, ni jouer. C’est irréversible, même pour notre support.',
    permanentText:
      'Vous serez déconnecté maintenant sur tous vos appareils et ne pourrez plus jamais vous connecter, déposer ni jouer. C’est irréversible, même pour notre support.',
    yes: 'Oui, j’ai compris',
    no: 'Annuler',
  },
  realityTitle: 'Rappel de jeu',
  realityLead: 'Un rappel régulier de votre temps de jeu et de votre résultat.',
  realityLabel: 'Me le rappeler',
  realityOptions: {
    '0': 'Jamais',
    '15': 'Toutes les 15 minutes',
    '30': 'Toutes les 30 minutes',
    '60': 'Toutes les 60 minutes',
  },
  realitySave: 'Enregistrer',
  realitySaved: 'Votre rappel de jeu est enregistré.',
  reality: {
    title: 'Rappel de jeu',
    elapsed: 'Vous êtes connecté depuis {time}.',
    net: 'Votre résultat sur cette session : {amount} (gagné {won}, misé {staked}).',
    hoursMinutes: '{hours} h {minutes} min',
    continue: 'Continuer',
    logout: 'Se déconnecter',
    timeUp:
      'Votre limite de temps de jeu est atteinte pour le moment : les mises sont refusées jusqu’à ce qu’elle reparte à zéro. Veuillez vous déconnecter.',
  },
  errors: {
    generic: 'L’enregistrement a échoué. Veuillez réessayer.',
  },
  safer: {
    toolsLink: 'Fixer vos limites',
    assessmentTitle: 'Une courte auto-évaluation',
    assessmentLead: 'Répondez honnêtement pour les 12 derniers mois :',
    questions: [
      'Avez-vous misé plus que ce que vous pouviez vraiment vous permettre de perdre ?',
      'Avez-vous eu besoin de miser plus pour ressentir la même excitation ?',
      'Êtes-vous revenu jouer un autre jour pour récupérer l’argent perdu ?',
      'Avez-vous emprunté ou vendu quelque chose pour avoir de l’argent à jouer ?',
      'Le jeu vous a-t-il causé des problèmes de santé, du stress ou de l’anxiété ?',
      'Vous a-t-on reproché votre façon de jouer ou dit que vous aviez un problème ?',
    ],
    assessmentYes: 'Oui',
    assessmentNo: 'Non',
    assessmentResult:
      '{count, plural, =0 {Aucun signe d’alerte : continuez à jouer pour le plaisir et dans vos limites.} one {# signe d’alerte. Pensez à fixer des limites et parlez-en si cela vous inquiète.} other {# signes d’alerte. Nous vous encourageons à fixer des limites, à faire une pause et à contacter l’un des services ci-dessus.}}',
    assessmentNote: 'Vos réponses restent dans votre navigateur : elles ne nous sont pas envoyées.',
  },
};
