import { type Database, schema } from '@jeton/db';
import type { FreeSpinsGrant, ProductTexts } from '@jeton/domain';
import { minorOfPoints } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import type { Services } from '../services.js';
import { playDemoDiceRounds } from './demo-dice-rounds.js';

// The loyalty shop's demo products (free spins on the house slot), and loyalty points of the demo
// player earned by real rounds through the studio, the wallet and the loyalty subscriber.

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
export async function seedLoyaltyProducts(db: Database): Promise<void> {
  const now = new Date();
  await db
    .insert(schema.loyaltyProducts)
    .values(
      DEMO_LOYALTY_PRODUCTS.map((product, position) => ({
        sysname: product.sysname,
        kind: 'free_spins',
        texts: product.texts,
        grant: product.grant,
        priceMinor: minorOfPoints(product.price),
        perPlayerLimit: product.perPlayerLimit,
        stock: product.stock,
        isActive: true,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Dice rounds the demo player played before the first visit: 15 of 10.00, about 150 points. */
const DEMO_ROUNDS = 15;
const DEMO_STAKE_MINOR = 1_000n;

/**
 * The demo player plays real dice rounds through the studio once (a player who is a loyalty member
 * already is left alone); the points come from the loyalty subscriber as anyone's do.
 */
export async function seedDemoLoyaltyPlay(services: Services, login: string): Promise<void> {
  const { db } = services;
  const [player] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.login, login));
  if (!player) return;
  const [member] = await db
    .select({ id: schema.loyaltyMembers.userId })
    .from(schema.loyaltyMembers)
    .where(eq(schema.loyaltyMembers.userId, player.id));
  const [played] = await db
    .select({ id: schema.walletTransactions.id })
    .from(schema.walletTransactions)
    .where(eq(schema.walletTransactions.userId, player.id))
    .limit(1);
  if (member || played) return;
  await playDemoDiceRounds(services, player.id, {
    count: DEMO_ROUNDS,
    stakeMinor: DEMO_STAKE_MINOR,
    targetHundredths: 4_950,
  });
}
