import { type Database, schema } from '@jeton/db';

/**
 * The demo campaign offers: three taken with a deposit (one only with the first, one not with
 * crypto) and one taken with a promo code, which the deposit page leaves out. The bonuses they
 * describe are granted by the bonus engine, not built yet; until then choosing one is recorded on
 * the deposit only.
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
        text: 'Déposez et recevez 50 tours gratuits sur Fruit Reels.',
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
        text: 'Enter the code SPRING in your profile.',
        image_url: '',
      },
      fr: {
        title: 'Code SPRING : 20 tours gratuits',
        text: 'Saisissez le code SPRING dans votre profil.',
        image_url: '',
      },
    },
    promotions: [{ type: 'free_spins', count: 20, game: 'jeton-fruit-reels' }],
    sort: 4,
  },
];

export async function seedCampaignOffers(db: Database): Promise<void> {
  await db.insert(schema.campaignOffers).values(DEMO_OFFERS).onConflictDoNothing();
}
