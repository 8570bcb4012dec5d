import type { FreeSpinsGrant, ProductTexts } from '@jeton/domain';
import { minorOfPoints } from '@jeton/domain';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { LoyaltyStore } from './loyalty-store.js';

// The loyalty shop's demo products: free spins on the house slot.

interface DemoProduct {
  sysname: string;
  texts: ProductTexts;
  grant: FreeSpinsGrant;
  price: number;
  perPlayerLimit: number | null;
  stock: number | null;
}

const SLOT = 'jeton-fruit-reels';

export const DEMO_LOYALTY_PRODUCTS: readonly DemoProduct[] = [
  {
    sysname: 'fruit-reels-10-spins',
    texts: {
      en: { name: '10 free spins', description: 'A first taste of Fruit Reels.' },
      fr: { name: '10 tours gratuits', description: 'Un premier goût de Rouleaux fruités.' },
    },
    grant: { game: SLOT, count: 10, stake_minor: 20, valid_days: 7 },
    price: 50,
    perPlayerLimit: null,
    stock: null,
  },
  {
    sysname: 'fruit-reels-25-spins',
    texts: {
      en: { name: '25 free spins', description: 'Bigger spins for regulars.' },
      fr: { name: '25 tours gratuits', description: 'Des tours plus gros pour les habitués.' },
    },
    grant: { game: SLOT, count: 25, stake_minor: 50, valid_days: 14 },
    price: 250,
    perPlayerLimit: 5,
    stock: null,
  },
  {
    sysname: 'fruit-reels-weekly-gift',
    texts: {
      en: { name: 'Weekly gift', description: 'Once per player, while they last.' },
      fr: { name: 'Cadeau de la semaine', description: 'Une fois par joueur, dans la limite du stock.' },
    },
    grant: { game: SLOT, count: 20, stake_minor: 10, valid_days: 7 },
    price: 30,
    perPlayerLimit: 1,
    stock: 500,
  },
  {
    sysname: 'fruit-reels-high-roller',
    texts: {
      en: { name: 'High-roller spins', description: '50 spins at 1.00 each.' },
      fr: { name: 'Tours high roller', description: '50 tours à 1,00 chacun.' },
    },
    grant: { game: SLOT, count: 50, stake_minor: 100, valid_days: 30 },
    price: 1_500,
    perPlayerLimit: null,
    stock: 100,
  },
];

/** The shop's products, once: a product an operator changed since keeps their change. */
export const loyaltySeed = (store: LoyaltyStore): ModuleSeed => ({
  demo: async () => {
    const now = new Date();
    for (const [position, product] of DEMO_LOYALTY_PRODUCTS.entries()) {
      const { sysname, texts, grant, perPlayerLimit, stock } = product;
      const priceMinor = minorOfPoints(product.price);
      const fields = { sysname, texts, grant, priceMinor, perPlayerLimit, stock, isActive: true, position };
      await store.insertProductUnlessPresent(fields, now);
    }
  },
});
