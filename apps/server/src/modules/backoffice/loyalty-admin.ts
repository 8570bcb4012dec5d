import type { Database } from '@jeton/db';
import { LOYALTY_LEVELS, type LocaleCode, minorOfPoints } from '@jeton/domain';
import type { loyaltyProductSaveInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import { HOUSE_GAMES_BY_SYSNAME } from '../house-studio/house-games.js';
import type { LoyaltyService } from '../loyalty/loyalty-service.js';
import type { ShopService } from '../loyalty/shop-service.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

export interface LoyaltyAdminDeps {
  db: Database;
  loyalty: LoyaltyService;
  shop: ShopService;
  audit: AuditLog;
}

/**
 * The operators' side of the loyalty programme: the shop's products, changed through the loyalty
 * module in one transaction with their audit entry; the levels; one player's points.
 */
export class LoyaltyAdmin {
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
