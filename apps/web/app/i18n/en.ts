import type { Messages } from './messages.js';

export const en: Messages = {
  meta: {
    title: 'Jeton: online casino and sports betting',
    description: 'Play casino games, bet on sports and collect loyalty rewards at Jeton.',
    notFoundTitle: 'Page not found | Jeton',
  },
  header: { home: 'Jeton home', switchLocale: 'FR', switchLocaleLabel: 'Version française' },
  home: {
    heading: 'Your table is ready',
    tagline: 'Slots, live tables and sports betting, with a welcome bonus on your first deposit.',
    welcome: 'Welcome, {login}',
    guestPrompt: 'Join Jeton to play for real and earn loyalty points.',
    login: 'Log in',
    register: 'Register',
  },
  notFound: {
    heading: 'Page not found',
    message: 'Page Not Found: {path}',
  },
  footer: { responsible: 'Play responsibly. 18+ only.', rights: 'All rights reserved.' },
};
