import { type Database, type Executor, queryRows } from '@jeton/db';
import type { FreeSpinsGrant, LocaleCode, LoyaltyLevelSysname, ProductTexts } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { ShownGame } from '../games/catalogue-store.js';

// The SQL of the loyalty tables: members, products, purchases and notices. Points are not here:
// they are balances of the ledger (points-ledger.ts).

export interface LoyaltyMember {
  userId: number;
  character: string;
  lifetimeMinor: bigint;
  level: LoyaltyLevelSysname;
}

export interface LoyaltyProductRow {
  id: number;
  sysname: string;
  kind: 'free_spins';
  texts: ProductTexts;
  grant: FreeSpinsGrant;
  priceMinor: bigint;
  perPlayerLimit: number | null;
  stock: number | null;
  isActive: boolean;
  position: number;
  gameName: string;
  gameImage: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What an operator saves of a product (its kind is free spins today). */
export interface ProductFields {
  sysname: string;
  texts: ProductTexts;
  grant: FreeSpinsGrant;
  priceMinor: bigint;
  perPlayerLimit: number | null;
  stock: number | null;
  isActive: boolean;
  position: number;
}

export interface PurchaseRow {
  id: number;
  productId: number;
  priceMinor: bigint;
  ledgerTransactionId: number;
  freeSpinPackId: number;
}

interface RawMember extends Record<string, unknown> {
  user_id: string | number;
  character: string;
  lifetime_minor: string;
  level: LoyaltyLevelSysname;
}

interface RawProduct extends Record<string, unknown> {
  id: string | number;
  sysname: string;
  kind: 'free_spins';
  texts: ProductTexts | string;
  grant: FreeSpinsGrant | string;
  price_minor: string;
  per_player_limit: number | null;
  stock: number | null;
  is_active: boolean;
  position: number;
  created_at: string | Date;
  updated_at: string | Date;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const toMember = (row: RawMember): LoyaltyMember => ({
  userId: Number(row.user_id),
  character: row.character,
  lifetimeMinor: BigInt(row.lifetime_minor),
  level: row.level,
});

const toProduct = (row: RawProduct, games: ReadonlyMap<string, ShownGame>): LoyaltyProductRow => {
  const grant = json(row.grant);
  const game = games.get(grant.game);
  return {
    id: Number(row.id),
    sysname: row.sysname,
    kind: row.kind,
    texts: json(row.texts),
    grant,
    priceMinor: BigInt(row.price_minor),
    perPlayerLimit: row.per_player_limit === null ? null : Number(row.per_player_limit),
    stock: row.stock === null ? null : Number(row.stock),
    isActive: Boolean(row.is_active),
    position: Number(row.position),
    gameName: game?.name ?? grant.game,
    gameImage: game?.image ?? '',
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
};

/** A product with its game's name and image as the locale shows them (a game removed since keeps its sysname). */
const SELECT_PRODUCTS = sql`SELECT p.id, p.sysname, p.kind, p.texts, p.grant, p.price_minor::text AS price_minor,
    p.per_player_limit, p.stock, p.is_active, p.position, p.created_at, p.updated_at
  FROM loyalty_products p`;

/** Games' names and images as a locale shows them: the catalogue's (decision 0091). */
export type ShownGames = (
  sysnames: readonly string[],
  locale: LocaleCode,
  executor?: Executor,
) => Promise<Map<string, ShownGame>>;

export class LoyaltyStore {
  constructor(
    private readonly db: Database,
    private readonly shownGames: ShownGames,
  ) {}

  /** Products of these rows, their games named in the locale (read in the same executor). */
  private async withGames(
    executor: Executor,
    rows: RawProduct[],
    locale: LocaleCode,
  ): Promise<LoyaltyProductRow[]> {
    const sysnames = rows.map((row) => json(row.grant).game);
    const games = await this.shownGames(sysnames, locale, executor);
    return rows.map((row) => toProduct(row, games));
  }

  async member(userId: number, executor: Executor = this.db): Promise<LoyaltyMember | null> {
    const [row] = await queryRows<RawMember>(
      executor,
      sql`SELECT user_id, character, lifetime_minor::text AS lifetime_minor, level
          FROM loyalty_members WHERE user_id = ${userId}`,
    );
    return row ? toMember(row) : null;
  }

  /** The member's row, created on first use, locked until the transaction ends. */
  async lockMember(
    tx: Executor,
    userId: number,
    defaults: { character: string; level: LoyaltyLevelSysname; now: Date },
  ): Promise<LoyaltyMember> {
    await tx.execute(sql`INSERT INTO loyalty_members (user_id, character, lifetime_minor, level, updated_at)
        VALUES (${userId}, ${defaults.character}, 0, ${defaults.level}, ${defaults.now})
        ON CONFLICT (user_id) DO NOTHING`);
    const [row] = await queryRows<RawMember>(
      tx,
      sql`SELECT user_id, character, lifetime_minor::text AS lifetime_minor, level
          FROM loyalty_members WHERE user_id = ${userId} FOR UPDATE`,
    );
    return toMember(row!);
  }

  async updateMember(
    tx: Executor,
    userId: number,
    change: { lifetimeMinor?: bigint; level?: LoyaltyLevelSysname; character?: string; now: Date },
  ): Promise<void> {
    await tx.execute(sql`UPDATE loyalty_members SET
        lifetime_minor = coalesce(${change.lifetimeMinor?.toString() ?? null}::bigint, lifetime_minor),
        level = coalesce(${change.level ?? null}, level),
        character = coalesce(${change.character ?? null}, character),
        updated_at = ${change.now}
      WHERE user_id = ${userId}`);
  }

  /** Products in shop order; only active ones unless `all`. */
  async products(locale: LocaleCode, all = false): Promise<LoyaltyProductRow[]> {
    const rows = await queryRows<RawProduct>(
      this.db,
      sql`${SELECT_PRODUCTS} ${all ? sql`` : sql`WHERE p.is_active`} ORDER BY p.position, p.id`,
    );
    return this.withGames(this.db, rows, locale);
  }

  async product(
    id: number,
    locale: LocaleCode,
    executor: Executor = this.db,
  ): Promise<LoyaltyProductRow | null> {
    const rows = await queryRows<RawProduct>(executor, sql`${SELECT_PRODUCTS} WHERE p.id = ${id}`);
    const [product] = await this.withGames(executor, rows, locale);
    return product ?? null;
  }

  /** Locks a product's row: purchases of one product (its stock, each player's limit) go one by one. */
  async lockProduct(tx: Executor, id: number, locale: LocaleCode): Promise<LoyaltyProductRow | null> {
    const rows = await queryRows<RawProduct>(tx, sql`${SELECT_PRODUCTS} WHERE p.id = ${id} FOR UPDATE OF p`);
    const [product] = await this.withGames(tx, rows, locale);
    return product ?? null;
  }

  async insertProduct(tx: Executor, fields: ProductFields, now: Date): Promise<number> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO loyalty_products (sysname, kind, texts, "grant", price_minor, per_player_limit, stock,
            is_active, position, created_at, updated_at)
          VALUES (${fields.sysname}, 'free_spins', ${JSON.stringify(fields.texts)}::jsonb,
            ${JSON.stringify(fields.grant)}::jsonb, ${fields.priceMinor.toString()}, ${fields.perPlayerLimit},
            ${fields.stock}, ${fields.isActive}, ${fields.position}, ${now}, ${now})
          RETURNING id`,
    );
    return Number(row!.id);
  }

  /** The seed's: adds the product unless its sysname is taken, so an operator's edits are kept. */
  async insertProductUnlessPresent(fields: ProductFields, now: Date): Promise<void> {
    await this.db.execute(sql`INSERT INTO loyalty_products (sysname, kind, texts, "grant", price_minor,
          per_player_limit, stock, is_active, position, created_at, updated_at)
        VALUES (${fields.sysname}, 'free_spins', ${JSON.stringify(fields.texts)}::jsonb,
          ${JSON.stringify(fields.grant)}::jsonb, ${fields.priceMinor.toString()}, ${fields.perPlayerLimit},
          ${fields.stock}, ${fields.isActive}, ${fields.position}, ${now}, ${now})
        ON CONFLICT DO NOTHING`);
  }

  async updateProduct(tx: Executor, id: number, fields: ProductFields, now: Date): Promise<void> {
    await tx.execute(sql`UPDATE loyalty_products SET sysname = ${fields.sysname},
        texts = ${JSON.stringify(fields.texts)}::jsonb, "grant" = ${JSON.stringify(fields.grant)}::jsonb,
        price_minor = ${fields.priceMinor.toString()}, per_player_limit = ${fields.perPlayerLimit},
        stock = ${fields.stock}, is_active = ${fields.isActive}, position = ${fields.position},
        updated_at = ${now}
      WHERE id = ${id}`);
  }

  async sysnameTaken(tx: Executor, sysname: string, exceptId: number | null): Promise<boolean> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM loyalty_products WHERE sysname = ${sysname} AND id <> ${exceptId ?? 0}`,
    );
    return row !== undefined;
  }

  async takeFromStock(tx: Executor, id: number): Promise<void> {
    await tx.execute(
      sql`UPDATE loyalty_products SET stock = stock - 1 WHERE id = ${id} AND stock IS NOT NULL`,
    );
  }

  /** How many of each product the player bought. */
  async boughtCounts(userId: number, executor: Executor = this.db): Promise<Map<number, number>> {
    const rows = await queryRows<{ product_id: string; bought: number }>(
      executor,
      sql`SELECT product_id, count(*)::int AS bought FROM loyalty_purchases WHERE user_id = ${userId}
          GROUP BY product_id`,
    );
    return new Map(rows.map((row) => [Number(row.product_id), Number(row.bought)]));
  }

  async purchaseByKey(tx: Executor, userId: number, requestKey: string): Promise<PurchaseRow | null> {
    const [row] = await queryRows<{
      id: string;
      product_id: string;
      price_minor: string;
      ledger_transaction_id: string;
      free_spin_pack_id: string;
    }>(
      tx,
      sql`SELECT id, product_id, price_minor::text AS price_minor, ledger_transaction_id, free_spin_pack_id
          FROM loyalty_purchases WHERE user_id = ${userId} AND request_key = ${requestKey}`,
    );
    return row
      ? {
          id: Number(row.id),
          productId: Number(row.product_id),
          priceMinor: BigInt(row.price_minor),
          ledgerTransactionId: Number(row.ledger_transaction_id),
          freeSpinPackId: Number(row.free_spin_pack_id),
        }
      : null;
  }

  async insertPurchase(
    tx: Executor,
    purchase: Omit<PurchaseRow, 'id'> & { userId: number; requestKey: string; now: Date },
  ): Promise<number> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO loyalty_purchases (user_id, product_id, request_key, price_minor, ledger_transaction_id,
            free_spin_pack_id, created_at)
          VALUES (${purchase.userId}, ${purchase.productId}, ${purchase.requestKey},
            ${purchase.priceMinor.toString()}, ${purchase.ledgerTransactionId}, ${purchase.freeSpinPackId},
            ${purchase.now})
          RETURNING id`,
    );
    return Number(row!.id);
  }

  async addNotice(
    tx: Executor,
    userId: number,
    trigger: 'level' | 'product',
    params: Record<string, unknown>,
    now: Date,
  ): Promise<void> {
    await tx.execute(sql`INSERT INTO loyalty_notices (user_id, trigger, params, created_at)
        VALUES (${userId}, ${trigger}, ${JSON.stringify(params)}::jsonb, ${now})`);
  }

  /** The player's notices not shown yet, oldest first, marked shown by the same statement. */
  async takeUnshownNotices(
    userId: number,
    now: Date,
    limit: number,
  ): Promise<{ id: number; trigger: 'level' | 'product'; params: Record<string, unknown> }[]> {
    const rows = await queryRows<{ id: string; trigger: 'level' | 'product'; params: unknown }>(
      this.db,
      sql`UPDATE loyalty_notices SET shown_at = ${now}
          WHERE id IN (SELECT id FROM loyalty_notices WHERE user_id = ${userId} AND shown_at IS NULL
            ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING id, trigger, params`,
    );
    return rows
      .map((row) => ({
        id: Number(row.id),
        trigger: row.trigger,
        params: json(row.params as Record<string, unknown>),
      }))
      .sort((a, b) => a.id - b.id);
  }
}
