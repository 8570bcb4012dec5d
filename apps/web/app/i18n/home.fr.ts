import type { homeEn } from './home.en.js';

// Les textes de la page d'accueil : même forme que home.en.ts.

export const homeFr: typeof homeEn = {
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
};
