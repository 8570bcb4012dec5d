import type { Database } from '@jeton/db';
import type {
  AuditAction,
  OfferCreate,
  OfferListQuery,
  OfferStatus,
  OfferUpdate,
  PromoCodeCreate,
  PromoCodeListQuery,
} from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import { auditedChange } from '../../wiring/audited-change.js';
import type { OffersAdmin } from '../campaigns/offers-admin.js';
import type { AuditLog } from './audit-log.js';
import { COUNT_UP_TO, cappedTotal, pageWindow } from './list-window.js';
import type { Actor } from './player-actions.js';

const STATUS_ACTIONS: Record<OfferStatus, AuditAction> = {
  active: 'offer.resume',
  paused: 'offer.pause',
  ended: 'offer.end',
};

/**
 * What an operator with `bonuses.manage` changes (decision 0068): offers (create, new terms as a
 * version, pause, resume, end) and promo codes (create, disable, enable); each through the campaigns module
 * in one transaction with its audit entry.
 */
export class OfferActions {
  constructor(private readonly deps: { db: Database; clock: Clock; admin: OffersAdmin; audit: AuditLog }) {}

  async list(query: OfferListQuery) {
    const page = await this.deps.admin.list(query, pageWindow(query.page, query.perPage), COUNT_UP_TO);
    return { items: page.items, ...cappedTotal(page.counted) };
  }

  create(actor: Actor, input: OfferCreate) {
    return auditedChange(
      this.deps,
      { actor, action: 'offer.create', targetType: 'campaign_offer' },
      (tx, now) => this.deps.admin.create(tx, input, actor.operatorId, now),
    );
  }

  update(actor: Actor, input: OfferUpdate) {
    return auditedChange(
      this.deps,
      { actor, action: 'offer.update', targetType: 'campaign_offer' },
      (tx, now) => this.deps.admin.update(tx, input, actor.operatorId, now),
    );
  }

  setStatus(actor: Actor, id: number, status: OfferStatus) {
    return auditedChange(
      this.deps,
      { actor, action: STATUS_ACTIONS[status], targetType: 'campaign_offer' },
      (tx, now) => this.deps.admin.setStatus(tx, id, status, now),
    );
  }

  async listCodes(query: PromoCodeListQuery) {
    const window = pageWindow(query.page, query.perPage);
    const page = await this.deps.admin.listCodes(query, window, COUNT_UP_TO);
    return { items: page.items, ...cappedTotal(page.counted) };
  }

  createCode(actor: Actor, input: PromoCodeCreate) {
    return auditedChange(
      this.deps,
      { actor, action: 'promo_code.create', targetType: 'promo_code' },
      (tx, now) => this.deps.admin.createCode(tx, input, actor.operatorId, now),
    );
  }

  /** Disables a code, or enables a disabled one again (`promo_code.enable`). */
  setCodeDisabled(actor: Actor, id: number, disabled: boolean) {
    return auditedChange(
      this.deps,
      { actor, action: disabled ? 'promo_code.disable' : 'promo_code.enable', targetType: 'promo_code' },
      (tx, now) => this.deps.admin.setCodeDisabled(tx, id, disabled, now),
    );
  }
}
