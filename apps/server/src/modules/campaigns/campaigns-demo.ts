import type { schema } from '@jeton/db';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { OffersSeedStore } from './offers-seed-store.js';

/**
 * The demo campaign offers: three taken with a deposit (one only with the first, one not with
 * crypto), two taken with a promo code, which the deposit page leaves out, and two a player takes
 * with the offers page's "Take" button (one only before a first deposit), and one granted at
 * registration, seeded paused: every new player would get it, and the e2e specs count what new
 * players hold (an operator resumes it in the back office, decision 0078). The bonus engine grants
 * what they promise (decisions 0060, 0066).
 */
export const DEMO_OFFERS: (typeof schema.campaignOffers.$inferInsert)[] = [
  {
    sysname: 'welcome-deposit',
    triggerAction: 'deposit',
    triggerParams: { first_deposit: true, exclude_methods: [] },
    description: {
      en: {
        title: 'Welcome offer: 100 % up to €200',
        text: 'Your first deposit doubled, up to €200 of bonus money. Wagered 30 times within 14 days.',
        image_url: '/campaigns/welcome-offer.svg',
      },
      fr: {
        title: 'Offre de bienvenue : 100 % jusqu’à 200 €',
        text: 'Votre premier dépôt doublé, jusqu’à 200 € de bonus. À miser 30 fois en 14 jours.',
        image_url: '/campaigns/welcome-offer.svg',
      },
    },
    promotions: [{ type: 'deposit_bonus', percent: 100, max_amount: 200, wager: 30, days: 14 }],
    sort: 1,
  },
  {
    sysname: 'weekly-reload',
    triggerAction: 'deposit',
    triggerParams: { exclude_methods: ['crypto'] },
    description: {
      en: {
        title: 'Weekly reload: 50 % up to €100',
        text: 'Half of your deposit again as bonus money, up to €100. Not with crypto deposits.',
        image_url: '',
      },
      fr: {
        title: 'Recharge de la semaine : 50 % jusqu’à 100 €',
        text: 'La moitié de votre dépôt en plus en bonus, jusqu’à 100 €. Pas avec les dépôts en crypto.',
        image_url: '',
      },
    },
    promotions: [{ type: 'deposit_bonus', percent: 50, max_amount: 100, wager: 35, days: 7 }],
    sort: 2,
  },
  {
    sysname: 'deposit-free-spins',
    triggerAction: 'deposit',
    triggerParams: { exclude_methods: [] },
    description: {
      en: {
        title: '50 free spins with your deposit',
        text: 'Deposit and get 50 free spins on Fruit Reels.',
        image_url: '',
      },
      fr: {
        title: '50 tours gratuits avec votre dépôt',
        text: 'Déposez et recevez 50 tours gratuits sur Rouleaux fruités.',
        image_url: '',
      },
    },
    promotions: [{ type: 'free_spins', count: 50, game: 'jeton-fruit-reels' }],
    sort: 3,
  },
  {
    sysname: 'spring-code',
    triggerAction: 'promo_code',
    triggerParams: {},
    description: {
      en: {
        title: 'Code SPRING: 20 free spins',
        text: 'Enter the code SPRING on the bonuses page of your profile: 20 free spins on Fruit Reels, once per player.',
        image_url: '',
      },
      fr: {
        title: 'Code SPRING : 20 tours gratuits',
        text: 'Saisissez le code SPRING sur la page Bonus de votre profil : 20 tours gratuits sur Rouleaux fruités, une fois par joueur.',
        image_url: '',
      },
    },
    promotions: [{ type: 'free_spins', count: 20, game: 'jeton-fruit-reels' }],
    sort: 4,
  },
  {
    sysname: 'welcome-code',
    triggerAction: 'promo_code',
    triggerParams: {},
    description: {
      en: {
        title: 'Code WELCOME10: €10 bonus for new players',
        text: 'In your first 30 days, enter the code WELCOME10 on the bonuses page of your profile: €10 of bonus money, wagered 20 times within 7 days.',
        image_url: '',
      },
      fr: {
        title: 'Code WELCOME10 : 10 € de bonus pour les nouveaux joueurs',
        text: 'Pendant vos 30 premiers jours, saisissez le code WELCOME10 sur la page Bonus de votre profil : 10 € de bonus, à miser 20 fois en 7 jours.',
        image_url: '',
      },
    },
    promotions: [{ type: 'bonus_money', amount: 10, wager: 20, days: 7 }],
    sort: 5,
  },
  {
    sysname: 'free-bet-code',
    triggerAction: 'promo_code',
    triggerParams: {},
    description: {
      en: {
        title: 'Code FREEBET5: a €5 free bet',
        text: 'Enter the code FREEBET5 on the bonuses page of your profile, activate the free bet and place it on any single at odds of 1.50 or more within 14 days. A win pays the winnings to your main balance (the stake is not returned).',
        image_url: '',
      },
      fr: {
        title: 'Code FREEBET5 : un pari gratuit de 5 €',
        text: 'Saisissez le code FREEBET5 sur la page Bonus de votre profil, activez le pari gratuit et placez-le sur un pari simple à une cote de 1,50 ou plus dans les 14 jours. Un gain verse les gains sur votre solde principal (la mise n’est pas rendue).',
        image_url: '',
      },
    },
    promotions: [{ type: 'betting_bonus', bet_amount: 5, min_odds: 1.5, days: 14 }],
    sort: 6,
  },
  {
    sysname: 'weekend-spins',
    triggerAction: 'take',
    triggerParams: {},
    description: {
      en: {
        title: 'Weekend spins: 15 free spins',
        text: 'Take 15 free spins on Fruit Reels from this page, once per player.',
        image_url: '',
      },
      fr: {
        title: 'Tours du week-end : 15 tours gratuits',
        text: 'Prenez 15 tours gratuits sur Rouleaux fruités depuis cette page, une fois par joueur.',
        image_url: '',
      },
    },
    promotions: [{ type: 'free_spins', count: 15, game: 'jeton-fruit-reels' }],
    sort: 7,
  },
  {
    sysname: 'starter-bonus',
    triggerAction: 'take',
    triggerParams: { first_deposit: true },
    description: {
      en: {
        title: 'Starter bonus: €5 before your first deposit',
        text: 'Players who have never deposited take €5 of bonus money, wagered 20 times within 7 days.',
        image_url: '',
      },
      fr: {
        title: 'Bonus de départ : 5 € avant votre premier dépôt',
        text: 'Les joueurs qui n’ont pas encore déposé prennent 5 € de bonus, à miser 20 fois en 7 jours.',
        image_url: '',
      },
    },
    promotions: [{ type: 'bonus_money', amount: 5, wager: 20, days: 7 }],
    sort: 8,
  },
  {
    sysname: 'registration-spins',
    triggerAction: 'registration',
    triggerParams: {},
    description: {
      en: {
        title: 'Sign-up gift: 10 free spins',
        text: 'Every account opened while this offer runs gets 10 free spins on Fruit Reels.',
        image_url: '',
      },
      fr: {
        title: 'Cadeau d’inscription : 10 tours gratuits',
        text: 'Chaque compte ouvert pendant que cette offre court reçoit 10 tours gratuits sur Rouleaux fruités.',
        image_url: '',
      },
    },
    promotions: [{ type: 'free_spins', count: 10, game: 'jeton-fruit-reels' }],
    // Paused: resumed by an operator (Bonuses → Offers → Resume) when they want it.
    isActive: false,
    sort: 9,
  },
];

/** The demo promo codes: SPRING and FREEBET5 for everyone once, WELCOME10 for new players only. */
const DEMO_PROMO_CODES = [
  { code: 'SPRING', offer: 'spring-code', newPlayersOnly: false },
  { code: 'WELCOME10', offer: 'welcome-code', newPlayersOnly: true },
  { code: 'FREEBET5', offer: 'free-bet-code', newPlayersOnly: false },
] as const;

/** The demo offers, their first versions and promo codes, once (an operator's changes are kept). */
export const campaignsSeed = (store: OffersSeedStore): ModuleSeed => ({
  demo: () => store.insertMissing(DEMO_OFFERS, DEMO_PROMO_CODES),
});
