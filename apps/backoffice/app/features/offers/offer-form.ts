import type { OfferAdminRow, OfferStatus, OfferTrigger, PromoCodeAdminRow } from '@jeton/domain/backoffice';
import { PROMOTIONS_BY_TRIGGER } from '@jeton/domain/backoffice';
import { localInput, optionalInstantOf } from '../../ui/datetime-local.js';

// The pure parts of the offers screen (decision 0068): an offer's form values and the contract's
// input they make, each promotion type's fields, the actions a status allows, a code's use count.

export type PromotionType = 'deposit_bonus' | 'bonus_money' | 'free_spins' | 'betting_bonus';

/** The fields of each promotion type, in the order the form shows them. */
export const PROMOTION_FIELDS = {
  deposit_bonus: ['percent', 'max_amount', 'wager', 'days'],
  bonus_money: ['amount', 'wager', 'days'],
  free_spins: ['count', 'game', 'stake', 'days'],
  betting_bonus: ['bet_amount', 'min_odds', 'days'],
} as const satisfies Record<PromotionType, readonly string[]>;

export type PromotionField = (typeof PROMOTION_FIELDS)[PromotionType][number];
export type PromotionValues = { type: PromotionType } & Record<PromotionField, string>;

export type OfferValues = Record<
  | 'sysname'
  | 'triggerAction'
  | 'titleEn'
  | 'titleFr'
  | 'textEn'
  | 'textFr'
  | 'imageUrl'
  | 'startsAt'
  | 'endsAt'
  | 'sort'
  | 'excludeMethods'
  | 'firstDeposit',
  string
>;

const DEFAULTS: Record<PromotionField, string> = {
  percent: '100',
  max_amount: '100',
  amount: '10',
  wager: '30',
  days: '7',
  count: '20',
  game: 'jeton-fruit-reels',
  stake: '0.2',
  bet_amount: '5',
  min_odds: '1.5',
};

/** The promotion types an offer of this trigger grants. */
export function promotionTypesOf(trigger: string): PromotionType[] {
  return [...(PROMOTIONS_BY_TRIGGER[trigger as OfferTrigger] ?? [])] as PromotionType[];
}

/** A new promotion row, of the first type the trigger grants. */
export function newPromotion(trigger: string): PromotionValues {
  return { type: promotionTypesOf(trigger)[0] ?? 'free_spins', ...DEFAULTS };
}

/** A stored promotion as form values (the fields its type does not have keep their defaults). */
export function promotionValuesOf(promotion: unknown): PromotionValues {
  const stored = (promotion ?? {}) as Record<string, unknown>;
  const type = (Object.keys(PROMOTION_FIELDS) as PromotionType[]).includes(stored.type as PromotionType)
    ? (stored.type as PromotionType)
    : 'free_spins';
  const values = { type, ...DEFAULTS };
  for (const field of PROMOTION_FIELDS[type]) {
    if (stored[field] !== undefined) values[field] = String(stored[field]);
  }
  return values;
}

/** A promotion row as the contract takes it: its type's fields only, numbers as numbers. */
export function promotionOf(values: PromotionValues): Record<string, unknown> {
  const promotion: Record<string, unknown> = { type: values.type };
  for (const field of PROMOTION_FIELDS[values.type]) {
    promotion[field] = field === 'game' ? values.game.trim() : numberOf(values[field]);
  }
  return promotion;
}

/** A number typed with a comma or a dot; anything else goes as typed, for the field's error. */
function numberOf(text: string): number | string {
  const normalised = text.trim().replace(',', '.');
  const value = Number(normalised);
  return normalised === '' || Number.isNaN(value) ? text : value;
}

export function offerValuesOf(offer: OfferAdminRow | null): OfferValues {
  return {
    sysname: offer?.sysname ?? '',
    triggerAction: offer?.triggerAction ?? 'promo_code',
    titleEn: offer?.titleEn ?? '',
    titleFr: offer?.titleFr ?? '',
    textEn: offer?.textEn ?? '',
    textFr: offer?.textFr ?? '',
    imageUrl: offer?.imageUrl ?? '',
    startsAt: localInput(offer?.startsAt ?? null),
    endsAt: localInput(offer?.endsAt ?? null),
    sort: String(offer?.sort ?? 10),
    excludeMethods: offer?.excludeMethods.join(', ') ?? '',
    firstDeposit: offer?.firstDeposit ? 'true' : 'false',
  };
}

/** The terms the form's values make (offers/create without the sysname, offers/update without the id). */
export function offerTermsOf(values: OfferValues, promotions: readonly PromotionValues[]) {
  const deposit = values.triggerAction === 'deposit';
  // A deposit offer's "first deposit only", a taken offer's "before a first deposit".
  const firstDeposit = deposit || values.triggerAction === 'take';
  return {
    triggerAction: values.triggerAction,
    firstDeposit: firstDeposit && values.firstDeposit === 'true',
    excludeMethods: deposit
      ? values.excludeMethods
          .split(',')
          .map((method) => method.trim())
          .filter((method) => method !== '')
      : [],
    titleEn: values.titleEn,
    titleFr: values.titleFr,
    textEn: values.textEn,
    textFr: values.textFr,
    imageUrl: values.imageUrl,
    promotions: promotions.map(promotionOf),
    startsAt: optionalInstantOf(values.startsAt),
    endsAt: optionalInstantOf(values.endsAt),
    sort: numberOf(values.sort),
  };
}

export type OfferAction = 'edit' | 'pause' | 'resume' | 'end' | 'code';

/** What an operator can do with an offer in its status: an ended offer is only read. */
export function offerActions(offer: Pick<OfferAdminRow, 'status' | 'triggerAction'>): OfferAction[] {
  if (offer.status === 'ended') return [];
  const actions: OfferAction[] = ['edit', offer.status === 'active' ? 'pause' : 'resume', 'end'];
  if (offer.triggerAction === 'promo_code') actions.push('code');
  return actions;
}

/** The status a pause, resume or end moves an offer to. */
export const STATUS_OF: Record<'pause' | 'resume' | 'end', OfferStatus> = {
  pause: 'paused',
  resume: 'active',
  end: 'ended',
};

export type PromoCodeValues = Record<
  'code' | 'offerId' | 'maxUses' | 'startsAt' | 'endsAt' | 'newPlayersOnly',
  string
>;

export function promoCodeValuesOf(offerId: number | null): PromoCodeValues {
  return {
    code: '',
    offerId: offerId === null ? '' : String(offerId),
    maxUses: '',
    startsAt: '',
    endsAt: '',
    newPlayersOnly: 'false',
  };
}

/** promoCodes/create's input: an empty limit is no limit. */
export function promoCodeInputOf(values: PromoCodeValues) {
  return {
    code: values.code,
    offerId: numberOf(values.offerId),
    maxUses: values.maxUses.trim() === '' ? null : numberOf(values.maxUses),
    startsAt: optionalInstantOf(values.startsAt),
    endsAt: optionalInstantOf(values.endsAt),
    newPlayersOnly: values.newPlayersOnly === 'true',
  };
}

/** "3 / 100", or "3 / ∞" without a limit. */
export function usesLabel(code: Pick<PromoCodeAdminRow, 'uses' | 'maxUses'>, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  return `${number.format(code.uses)} / ${code.maxUses === null ? '∞' : number.format(code.maxUses)}`;
}
