import type { supportEn } from './support.en.js';

// Les textes de la page d'assistance et du chat en direct ; même forme que support.en.ts.

export const supportFr: typeof supportEn = {
  form: {
    title: 'Écrivez-nous',
    intro: 'Dites-nous ce qui s’est passé. Nous répondons par e-mail, en général sous un jour.',
    topic: 'Sujet',
    topicPlaceholder: 'Choisissez un sujet',
    topics: {
      account: 'Mon compte',
      payments: 'Dépôts et retraits',
      bonuses: 'Bonus et promotions',
      games: 'Jeux',
      technical: 'Un problème technique',
      other: 'Autre chose',
    },
    email: 'Votre e-mail',
    emailHint: 'Nous y envoyons notre réponse.',
    message: 'Message',
    messageHint: 'Jusqu’à {max, number} caractères.',
    attachment: 'Pièce jointe (facultative)',
    attachmentHint: 'Une image PNG ou JPEG ou un PDF, jusqu’à {size}.',
    submit: 'Envoyer',
    submitting: 'Envoi…',
    sentTitle: 'Merci, votre message est envoyé',
    sentText: 'Votre référence est {reference}. Rappelez-la si vous nous écrivez de nouveau à ce sujet.',
    another: 'Envoyer un autre message',
    loading: 'Chargement du formulaire…',
    loadFailed: 'Le formulaire n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    errors: {
      required: 'Remplissez ce champ.',
      email: 'Saisissez une adresse e-mail valide.',
      tooLarge: 'Le fichier dépasse {size}.',
      wrongType: 'Envoyez une image PNG ou JPEG ou un PDF.',
      rateLimited: 'Vous avez envoyé plusieurs messages en peu de temps. Attendez une minute et réessayez.',
      failed: 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
    },
  },
  chatCard: {
    title: 'Chat en direct',
    online: 'Un opérateur est de permanence : discutez avec nous en direct.',
    offline:
      'Aucun opérateur n’est de permanence pour le moment : laissez un message dans le chat, nous répondrons par e-mail.',
    open: 'Ouvrir le chat en direct',
  },
  chat: {
    title: 'Chat en direct',
    minimise: 'Fermer la fenêtre du chat',
    end: 'Terminer',
    log: 'Conversation',
    you: 'Vous',
    operator: '{name} (assistance)',
    support: 'Assistance',
    waiting: 'En attente d’un opérateur…',
    with: 'Vous discutez avec {name}',
    offline:
      'Aucun opérateur n’est de permanence. Laissez votre message : nous répondrons par e-mail à {email}.',
    offlineNoEmail:
      'Aucun opérateur n’est de permanence. Indiquez votre e-mail et laissez un message : nous y répondrons.',
    typing: '{name} écrit…',
    system: {
      taken: '{name} a rejoint la discussion.',
      closed: 'La discussion est terminée.',
      offline: 'Envoyé sans opérateur de permanence : nous répondrons par e-mail.',
    },
    start: {
      intro: 'Posez-nous vos questions sur votre compte, les paiements, les bonus ou les jeux.',
      name: 'Votre nom (facultatif)',
      email: 'Votre e-mail',
      emailOptional: 'Votre e-mail (facultatif)',
      submit: 'Démarrer le chat',
    },
    message: 'Votre message',
    send: 'Envoyer',
    closed: 'Cette discussion est terminée.',
    newChat: 'Démarrer une nouvelle discussion',
    loading: 'Chargement du chat…',
    failed: 'Le chat est injoignable. Vérifiez votre connexion et réessayez.',
  },
};
