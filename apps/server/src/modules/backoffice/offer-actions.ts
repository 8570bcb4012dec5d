import type { Database } from '@jeton/db';
import type {
  AuditAction,
  OfferCreate,
  OfferStatus,
  OfferUpdate,
  PromoCodeCreate,
} from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { OffersAdmin } from '../campaigns/offers-admin.js';
import type { AuditLog } from './audit-log.js';
import { auditedChange } from './audited-change.js';
import type { Actor } from './player-actions.js';

const STATUS_ACTIONS: Record<OfferStatus, AuditAction> = {
  active: 'offer.resume',
  paused: 'offer.pause',
  ended: 'offer.end',
};

/**
 * What an operator with `bonuses.manage` changes (decision 0068): offers (create, new terms as a
 * version, pause, resume, end) and promo codes (create, disable); each through the campaigns module
 * in one transaction with its audit entry.
 */
export class OfferActions {
  constructor(private readonly deps: { db: Database; clock: Clock; admin: OffersAdmin; audit: AuditLog }) {}

  list() {
    return this.deps.admin.list().then((items) => ({ items }));
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

  listCodes() {
    return this.deps.admin.listCodes().then((items) => ({ items }));
  }

  createCode(actor: Actor, input: PromoCodeCreate) {
    return auditedChange(
      this.deps,
      { actor, action: 'promo_code.create', targetType: 'promo_code' },
      (tx, now) => this.deps.admin.createCode(tx, input, actor.operatorId, now),
    );
  }

  disableCode(actor: Actor, id: number) {
    return auditedChange(
      this.deps,
      { actor, action: 'promo_code.disable', targetType: 'promo_code' },
      (tx, now) => this.deps.admin.disableCode(tx, id, now),
    );
  }
}
