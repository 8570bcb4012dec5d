import type { schema } from '@jeton/db';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { PopupsService } from './popups-service.js';

/** The demo campaign popup, the welcome offer, in each locale; open it with ?popup=welcome-offer. */
export const DEMO_POPUPS: (typeof schema.campaignPopups.$inferInsert)[] = [
  {
    sysname: 'welcome-offer',
    locale: 'en',
    title: 'Welcome offer: 100 % up to €200',
    text: 'Make your first deposit and we double it, up to €200 of bonus money to play the whole game hall. The bonus is wagered 30 times within 14 days.',
    imageUrl: '/campaigns/welcome-offer.svg',
    buttonLabel: 'Make my first deposit',
    buttonUrl: '/cashier/deposit',
  },
  {
    sysname: 'welcome-offer',
    locale: 'fr',
    title: 'Offre de bienvenue : 100 % jusqu’à 200 €',
    text: 'Faites votre premier dépôt et nous le doublons, jusqu’à 200 € de bonus pour jouer dans toute la salle de jeux. Le bonus se mise 30 fois en 14 jours.',
    imageUrl: '/campaigns/welcome-offer.svg',
    buttonLabel: 'Faire mon premier dépôt',
    buttonUrl: '/cashier/deposit',
  },
];

export const popupsSeed = (popups: PopupsService): ModuleSeed => ({
  demo: () => popups.insertMissing(DEMO_POPUPS),
});
