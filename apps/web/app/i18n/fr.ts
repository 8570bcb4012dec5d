import type { Messages } from './messages.js';

export const fr: Messages = {
  meta: {
    title: 'Jeton : casino en ligne et paris sportifs',
    description:
      'Jouez aux jeux de casino, pariez sur le sport et gagnez des récompenses de fidélité sur Jeton.',
    notFoundTitle: 'Page introuvable | Jeton',
  },
  header: { home: 'Accueil Jeton', switchLocale: 'EN', switchLocaleLabel: 'English version' },
  home: {
    heading: 'Votre table vous attend',
    tagline:
      'Machines à sous, tables en direct et paris sportifs, avec un bonus de bienvenue sur votre premier dépôt.',
    welcome: 'Bienvenue, {login}',
    guestPrompt: 'Rejoignez Jeton pour jouer en argent réel et gagner des points de fidélité.',
    login: 'Se connecter',
    register: "S'inscrire",
  },
  notFound: {
    heading: 'Page introuvable',
    message: 'Page introuvable : {path}',
  },
  footer: {
    responsible: 'Jouez de manière responsable. Réservé aux 18 ans et plus.',
    rights: 'Tous droits réservés.',
  },
};
