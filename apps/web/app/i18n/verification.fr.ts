import type { verificationEn } from './verification.en.js';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// Les textes de l’onglet de vérification d’identité (issue 12), clé pour clé comme verification.en.ts.

export const verificationFr: Texts<typeof verificationEn> = {
  intro:
    'Nous vérifions l’identité de chaque joueur avant les retraits importants, comme la loi le demande. Vous envoyez la photo d’une pièce d’identité sur la page sécurisée de notre partenaire de vérification.',
  loading: 'Chargement de votre vérification…',
  retry: 'Réessayer',
  opening: 'Ouverture de la page de vérification…',
  openFailed: 'La page de vérification n’a pas pu être ouverte. Veuillez réessayer.',
  states: {
    none: {
      title: 'Non commencée',
      text: 'Vous n’avez pas encore vérifié votre identité.',
      action: 'Vérifier mon identité',
    },
    started: {
      title: 'Non terminée',
      text: 'Vous avez commencé la vérification mais n’avez pas encore envoyé vos documents.',
      action: 'Reprendre la vérification',
    },
    pending: {
      title: 'En cours d’examen',
      text: 'Vos documents sont en cours d’examen. Cela prend en général quelques minutes ; cette page se met à jour toute seule.',
      action: 'Voir mon envoi',
    },
    approved: {
      title: 'Vérifiée',
      text: 'Votre identité est vérifiée. Vous pouvez retirer tout montant dans la limite de vos plafonds.',
    },
    rejected: {
      title: 'Refusée',
      text: 'Votre vérification a été refusée. Motif : {reason}.',
      action: 'Réessayer',
    },
    resubmission: {
      title: 'Nouveaux documents demandés',
      text: 'Nous avons besoin de nouveaux documents pour terminer votre vérification. Motif : {reason}.',
      action: 'Envoyer de nouveaux documents',
    },
  },
  reasons: {
    UNSATISFACTORY_PHOTOS: 'les photos sont illisibles',
    EXPIRATION_DATE: 'le document est expiré',
    PROBLEMATIC_APPLICANT_DATA: 'le document ne correspond pas aux informations de votre profil',
    FORGERY: 'le document ne semble pas authentique',
    other: 'aucun motif n’a été donné',
  },
  statusLabel: 'État de la vérification',
};
