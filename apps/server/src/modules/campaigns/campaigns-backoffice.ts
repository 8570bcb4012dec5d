import type { Database } from '@jeton/db';
import type { AuditAction, BackofficeMethodName, OfferStatus } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { Clock } from '../../clock.js';
import { auditedChange } from '../../wiring/audited-change.js';
import type { BackofficeContribution } from '../../wiring/backoffice-methods.js';
import { COUNT_UP_TO, cappedTotal, pageWindow } from '../../wiring/list-window.js';
import { CAMPAIGNS_ERRORS } from './campaigns-errors.js';
import type { OffersAdmin } from './offers-admin.js';

type CampaignsMethodName = Extract<BackofficeMethodName, `offers/${string}` | `promoCodes/${string}`>;

const STATUS_ACTIONS: Record<OfferStatus, AuditAction> = {
  active: 'offer.resume',
  paused: 'offer.pause',
  ended: 'offer.end',
};

/**
 * The methods of an operator with `bonuses.manage` (decisions 0068, 0093), given by the campaigns'
 * module.ts: offers (create, new terms as a version, pause, resume, end) and promo codes (create,
 * disable, enable), each in one transaction with its audit entry; their lists paged as the back
 * office pages every list.
 */
export function campaignsBackoffice(deps: {
  db: Database;
  clock: Clock;
  offersAdmin: OffersAdmin;
}): BackofficeContribution<CampaignsMethodName> {
  return ({ audit }) => {
    const { db, clock, offersAdmin: admin } = deps;
    const audited = { db, clock, audit };
    const offer = 'campaign_offer';
    const code = 'promo_code';
    const offerRefusals = declared(CAMPAIGNS_ERRORS, 'OFFER_NOT_FOUND', 'OFFER_ENDED');
    const codeRefusals = declared(CAMPAIGNS_ERRORS, 'PROMO_CODE_NOT_FOUND');
    return {
      'offers/list': {
        errors: [],
        handle: async ({ input }) => {
          const page = await admin.list(input, pageWindow(input.page, input.perPage), COUNT_UP_TO);
          return { items: page.items, ...cappedTotal(page.counted) };
        },
      },
      'offers/create': {
        errors: [],
        handle: ({ input, actor }) =>
          auditedChange(audited, { actor, action: 'offer.create', targetType: offer }, (tx, now) =>
            admin.create(tx, input, actor.operatorId, now),
          ),
      },
      'offers/update': {
        errors: offerRefusals,
        handle: ({ input, actor }) =>
          auditedChange(audited, { actor, action: 'offer.update', targetType: offer }, (tx, now) =>
            admin.update(tx, input, actor.operatorId, now),
          ),
      },
      'offers/setStatus': {
        errors: offerRefusals,
        handle: ({ input, actor }) =>
          auditedChange(
            audited,
            { actor, action: STATUS_ACTIONS[input.status], targetType: offer },
            (tx, now) => admin.setStatus(tx, input.id, input.status, now),
          ),
      },
      'promoCodes/list': {
        errors: [],
        handle: async ({ input }) => {
          const page = await admin.listCodes(input, pageWindow(input.page, input.perPage), COUNT_UP_TO);
          return { items: page.items, ...cappedTotal(page.counted) };
        },
      },
      'promoCodes/create': {
        errors: [],
        handle: ({ input, actor }) =>
          auditedChange(audited, { actor, action: 'promo_code.create', targetType: code }, (tx, now) =>
            admin.createCode(tx, input, actor.operatorId, now),
          ),
      },
      'promoCodes/disable': {
        errors: codeRefusals,
        handle: ({ input, actor }) =>
          auditedChange(audited, { actor, action: 'promo_code.disable', targetType: code }, (tx, now) =>
            admin.setCodeDisabled(tx, input.id, true, now),
          ),
      },
      'promoCodes/enable': {
        errors: codeRefusals,
        handle: ({ input, actor }) =>
          auditedChange(audited, { actor, action: 'promo_code.enable', targetType: code }, (tx, now) =>
            admin.setCodeDisabled(tx, input.id, false, now),
          ),
      },
    };
  };
}
