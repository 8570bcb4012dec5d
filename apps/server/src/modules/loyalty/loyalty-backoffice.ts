import type { Database } from '@jeton/db';
import { LOYALTY_LEVELS, type LocaleCode, minorOfPoints } from '@jeton/domain';
import type { BackofficeMethodName, loyaltyProductSaveInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import type {
  BackofficeActor as Actor,
  BackofficeContribution,
  BackofficeKit,
} from '../../wiring/backoffice-methods.js';
import { HOUSE_GAMES_BY_SYSNAME } from '../house-studio/house-games.js';
import { LOYALTY_ERRORS } from './loyalty-errors.js';
import type { LoyaltyService } from './loyalty-service.js';
import type { ShopService } from './shop-service.js';

type LoyaltyMethodName = Extract<BackofficeMethodName, `loyalty/${string}`>;

interface LoyaltyAdminDeps {
  db: Database;
  loyalty: LoyaltyService;
  shop: ShopService;
  audit: BackofficeKit['audit'];
}

/** The loyalty methods of the back office (decision 0093), given by the loyalty module.ts. */
export function loyaltyBackoffice(
  deps: Omit<LoyaltyAdminDeps, 'audit'>,
): BackofficeContribution<LoyaltyMethodName> {
  return ({ audit }) => {
    const admin = new LoyaltyAdmin({ ...deps, audit });
    return {
      'loyalty/products': { errors: [], handle: ({ locale }) => admin.products(locale) },
      'loyalty/saveProduct': {
        errors: declared(LOYALTY_ERRORS, 'INVALID_PRODUCT'),
        handle: ({ input, actor, locale }) => admin.saveProduct(actor, input, locale),
      },
      'loyalty/player': { errors: [], handle: ({ input }) => admin.player(input.playerId) },
    };
  };
}

/**
 * The operators' side of the loyalty programme: the shop's products, changed through the loyalty
 * module in one transaction with their audit entry; the levels; one player's points.
 */
class LoyaltyAdmin {
  constructor(private readonly deps: LoyaltyAdminDeps) {}

  async products(locale: LocaleCode) {
    const slots = [...HOUSE_GAMES_BY_SYSNAME.values()].filter((game) => game.kind === 'slot');
    return {
      items: await this.deps.shop.adminProducts(locale),
      games: slots.map((game) => ({ sysname: game.sysname, name: game.names[locale] })),
      levels: LOYALTY_LEVELS.map((level) => ({
        sysname: level.sysname,
        minPoints: level.minPoints,
        multiplier: level.multiplierPercent / 100,
      })),
    };
  }

  async saveProduct(actor: Actor, input: z.output<typeof loyaltyProductSaveInput>, locale: LocaleCode) {
    const { db, shop, audit } = this.deps;
    const { id, price, ...rest } = input;
    return db.transaction(async (tx) => {
      const { before, after } = await shop.saveProduct(
        tx,
        id,
        { ...rest, priceMinor: minorOfPoints(price) },
        locale,
      );
      await audit.record(tx, {
        ...actor,
        action: before ? 'loyalty.product_update' : 'loyalty.product_create',
        targetType: 'loyalty_product',
        targetId: after.id,
        before,
        after,
      });
      return after;
    });
  }

  async player(playerId: number) {
    const { loyalty } = this.deps;
    const [info, history] = await Promise.all([
      loyalty.infoOfPlayer(playerId),
      loyalty.history(playerId, { offset: 0, count: 50 }),
    ]);
    return {
      playerId,
      points: info.points,
      lifetimePoints: info.lifetime_points,
      level: info.level.sysname,
      character: info.character.sysname,
      history: history.items.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        points: entry.points,
        balanceAfter: entry.balance_after,
        reference: entry.reference,
        createdAt: entry.created_at,
      })),
    };
  }
}
