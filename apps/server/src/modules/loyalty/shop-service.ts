import type { Database, Executor } from '@jeton/db';
import { type LocaleCode, type LoyaltyProduct, pointsOfMinor, toMoneyAmount } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { FreeSpinsService } from '../house-studio/free-spins.js';
import type { HouseCatalogue } from '../house-studio/house-games.js';
import { loyaltyError } from './loyalty-errors.js';
import type { LoyaltyProductRow, LoyaltyStore, ProductFields } from './loyalty-store.js';
import { pointsBalance, spendPoints } from './points-ledger.js';

const DAY_MS = 86_400_000;

export interface PurchaseAnswer {
  purchase_id: number;
  product_id: number;
  points: number;
  free_spin_pack_id: number;
}

/**
 * The loyalty shop: products operators define, bought with points. A purchase is one transaction:
 * the product's row locked (its stock and each player's limit), the points spent by one idempotent
 * ledger transfer (`shop_purchase`), the free-spin pack granted, the purchase and its notice
 * recorded. Any refusal leaves nothing written.
 */
export class ShopService {
  constructor(
    private readonly deps: {
      db: Database;
      store: LoyaltyStore;
      clock: Clock;
      freeSpins: FreeSpinsService;
      houseCatalogue: HouseCatalogue;
    },
  ) {}

  /** The products on sale, with what this player bought of each (guests: 0). */
  async products(userId: number | null, locale: LocaleCode, currency: string) {
    const { store } = this.deps;
    const [products, bought] = await Promise.all([
      store.products(locale),
      userId === null ? Promise.resolve(new Map<number, number>()) : store.boughtCounts(userId),
    ]);
    const items = products.map((row) => presentProduct(row, locale, currency, bought.get(row.id) ?? 0));
    return { total: items.length, items };
  }

  async buy(
    user: { id: number; currency: string },
    productId: number,
    requestKey: string,
    locale: LocaleCode,
  ): Promise<PurchaseAnswer> {
    const { db, store, clock, freeSpins } = this.deps;
    return db.transaction(async (tx) => {
      const done = await store.purchaseByKey(tx, user.id, requestKey);
      if (done) return this.answerOf(tx, user.id, done);
      const product = await store.lockProduct(tx, productId, locale);
      if (!product?.isActive) {
        throw loyaltyError('PRODUCT_NOT_FOUND', 'This product is not in the shop');
      }
      if (product.stock !== null && product.stock <= 0) {
        throw loyaltyError('OUT_OF_STOCK', 'This product is sold out');
      }
      if (product.perPlayerLimit !== null) {
        const bought = (await store.boughtCounts(user.id, tx)).get(product.id) ?? 0;
        if (bought >= product.perPlayerLimit) {
          throw loyaltyError('PURCHASE_LIMIT_REACHED', 'You bought this product as many times as you may');
        }
      }
      // Checked on the locked account so the answer is a clear refusal, not the ledger's check.
      const balance = await pointsBalance(tx, user.id, true);
      if (balance < product.priceMinor) {
        throw loyaltyError('NOT_ENOUGH_POINTS', 'You do not have enough points for this product', {
          data: { points: pointsOfMinor(balance), price: pointsOfMinor(product.priceMinor) },
        });
      }
      const transfer = await spendPoints(tx, {
        userId: user.id,
        requestKey,
        productId: product.id,
        priceMinor: product.priceMinor,
      });
      const now = clock.now();
      const pack = await freeSpins.grant(
        {
          userId: user.id,
          gameSysname: product.grant.game,
          count: product.grant.count,
          stakeMinor: BigInt(product.grant.stake_minor),
          currency: user.currency,
          expiresAt: new Date(now.getTime() + product.grant.valid_days * DAY_MS),
          source: 'loyalty',
        },
        tx,
      );
      await store.takeFromStock(tx, product.id);
      const purchaseId = await store.insertPurchase(tx, {
        userId: user.id,
        productId: product.id,
        requestKey,
        priceMinor: product.priceMinor,
        ledgerTransactionId: transfer.transactionId,
        freeSpinPackId: pack.id,
        now,
      });
      await store.addNotice(
        tx,
        user.id,
        'product',
        { product_id: product.id, name: product.texts[locale].name, spins: product.grant.count },
        now,
      );
      return {
        purchase_id: purchaseId,
        product_id: product.id,
        points: pointsOfMinor(balance - product.priceMinor),
        free_spin_pack_id: pack.id,
      };
    });
  }

  private async answerOf(
    tx: Executor,
    userId: number,
    done: { id: number; productId: number; freeSpinPackId: number },
  ): Promise<PurchaseAnswer> {
    return {
      purchase_id: done.id,
      product_id: done.productId,
      points: pointsOfMinor(await pointsBalance(tx, userId)),
      free_spin_pack_id: done.freeSpinPackId,
    };
  }

  /** Every product, inactive ones too, as operators see them. */
  async adminProducts(locale: LocaleCode) {
    return (await this.deps.store.products(locale, true)).map(presentAdmin);
  }

  async adminProduct(tx: Executor, id: number, locale: LocaleCode) {
    const row = await this.deps.store.product(id, locale, tx);
    return row ? presentAdmin(row) : null;
  }

  /** Creates (no id) or changes a product; answers it before (null when new) and after. */
  async saveProduct(tx: Executor, id: number | null, fields: ProductFields, locale: LocaleCode) {
    const { store, houseCatalogue, clock } = this.deps;
    const game = houseCatalogue.find(fields.grant.game);
    if (game?.kind !== 'slot') {
      throw loyaltyError('INVALID_PRODUCT', 'Free spins are granted on a house slot', {
        data: { fields: { game: 'Choose a house slot' } },
      });
    }
    if (await store.sysnameTaken(tx, fields.sysname, id)) {
      throw loyaltyError('INVALID_PRODUCT', 'Another product has this sysname', {
        data: { fields: { sysname: 'Already in use' } },
      });
    }
    const now = clock.now();
    if (id === null) {
      const created = await store.insertProduct(tx, fields, now);
      return { before: null, after: (await this.adminProduct(tx, created, locale))! };
    }
    const before = await store.lockProduct(tx, id, locale);
    if (!before) throw loyaltyError('PRODUCT_NOT_FOUND', 'There is no such product');
    await store.updateProduct(tx, id, fields, now);
    return { before: presentAdmin(before), after: (await this.adminProduct(tx, id, locale))! };
  }
}

export function presentProduct(
  row: LoyaltyProductRow,
  locale: LocaleCode,
  currency: string,
  bought: number,
): LoyaltyProduct {
  const texts = row.texts[locale] ?? row.texts.en;
  return {
    id: row.id,
    sysname: row.sysname,
    kind: row.kind,
    name: texts.name,
    description: texts.description,
    price: pointsOfMinor(row.priceMinor),
    game: { sysname: row.grant.game, name: row.gameName, image_url: row.gameImage },
    spins: row.grant.count,
    stake: toMoneyAmount(BigInt(row.grant.stake_minor), currency),
    valid_days: row.grant.valid_days,
    per_player_limit: row.perPlayerLimit,
    bought,
    stock_left: row.stock,
  };
}

function presentAdmin(row: LoyaltyProductRow) {
  return {
    id: row.id,
    sysname: row.sysname,
    kind: row.kind,
    texts: row.texts,
    grant: row.grant,
    price: pointsOfMinor(row.priceMinor),
    perPlayerLimit: row.perPlayerLimit,
    stock: row.stock,
    isActive: row.isActive,
    position: row.position,
    gameName: row.gameName,
    updatedAt: row.updatedAt.toISOString(),
  };
}
