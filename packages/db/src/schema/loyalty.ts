import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy, tableOwners } from './owners.js';
import { freeSpinPacks } from './studio.js';
import { users } from './users.js';

// The loyalty programme (apps/server/src/modules/loyalty, decision 0062). Points themselves are in
// the ledger (currency PTS, a player account of kind `points`); these tables hold what is not money:
// the member's level and character, the shop's products, the purchases and the loyalty notices.

/** A player in the programme: their character and the level their lifetime points reached. */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    character: text('character').notNull(),
    /** Every point earned less those taken back by rollbacks; purchases do not lower it. */
    lifetimeMinor: bigint('lifetime_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The highest level reached; it never goes down. */
    level: text('level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('loyalty_members_lifetime_non_negative', sql`${t.lifetimeMinor} >= 0`)],
);

/** What the shop sells, as operators define it. Never deleted: a purchase keeps its product. */
export const loyaltyProducts = pgTable(
  'loyalty_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sysname: text('sysname').notNull(),
    kind: text('kind').notNull(),
    /** `{en: {name, description}, fr: {...}}`. */
    texts: jsonb('texts').notNull(),
    /** What a purchase grants; for free spins `{game, count, stake_minor, valid_days}`. */
    grant: jsonb('grant').notNull(),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    /** Purchases one player may make; null for no limit. */
    perPlayerLimit: integer('per_player_limit'),
    /** Left for everyone; null for no limit. */
    stock: integer('stock'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('loyalty_products_sysname').on(t.sysname),
    check('loyalty_products_price_positive', sql`${t.priceMinor} > 0`),
    check('loyalty_products_stock_non_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('loyalty_products_limit_positive', sql`${t.perPlayerLimit} IS NULL OR ${t.perPlayerLimit} > 0`),
  ],
);

/** One purchase: its points left through the ledger (`shop_purchase`) in the same transaction. */
export const loyaltyPurchases = pgTable(
  'loyalty_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => loyaltyProducts.id),
    /** The caller's key: the same purchase asked twice is made once. */
    requestKey: text('request_key').notNull(),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    freeSpinPackId: bigint('free_spin_pack_id', { mode: 'number' })
      .notNull()
      .references(() => freeSpinPacks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('loyalty_purchases_user_key').on(t.userId, t.requestKey),
    index('loyalty_purchases_user_product').on(t.userId, t.productId),
  ],
);

/** Loyalty notices (spec "Loyalty notification") waiting to be shown to the player once. */
export const loyaltyNotices = pgTable(
  'loyalty_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    trigger: text('trigger').notNull(),
    params: jsonb('params').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }),
  },
  (t) => [index('loyalty_notices_unshown').on(t.userId).where(sql`${t.shownAt} IS NULL`)],
);

/** Who names these tables in SQL (decision 0091). */
export const loyaltyOwners = tableOwners(
  ownedBy('modules/loyalty', [loyaltyMembers, loyaltyNotices, loyaltyProducts, loyaltyPurchases]),
);
