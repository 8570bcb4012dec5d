import type { Executor } from '@jeton/db';
import { AppError, formatRuleFailure, type LocaleCode } from '@jeton/domain';
import { z } from 'zod';
import type { OfferRow, OffersStore } from './offers-store.js';

/** Offers granted once per player through campaign_offer_takes: `taken` marks the player's. */
const TAKEN_AS_ONCE = new Set(['take', 'registration']);

export const OFFER_FIELDS = ['trigger', 'description', 'promotions'] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

/** The params an offer's trigger may carry; anything else in the column is ignored. */
const triggerParamsSchema = z.object({
  exclude_methods: z.array(z.string()).catch([]).default([]),
  first_deposit: z.boolean().catch(false).default(false),
});
type TriggerParams = z.infer<typeof triggerParamsSchema>;

const localizedSchema = z.object({
  title: z.string().catch(''),
  text: z.string().catch(''),
  image_url: z.string().catch(''),
});

/**
 * Campaign offers (spec section 3 "Offer"). The deposit page keeps those whose trigger action is
 * deposit and whose params the player satisfies (guests see them all) and hides those that exclude
 * the chosen method; a deposit may name one by campaign_offer_id. Granting what an offer promises
 * belongs to the bonus engine; promo-code offers are redeemed by the promo-codes service.
 */
export class OffersService {
  constructor(
    private readonly store: OffersStore,
    /** The cashier's answer to the first_deposit param. */
    private readonly deposits: { hasCreditedDeposit(userId: number): Promise<boolean> },
  ) {}

  async list(
    player: { id: number } | null,
    query: { offset: number; count: number; fields: readonly OfferField[] },
    locale: LocaleCode,
  ) {
    const page = await this.store.page(query.offset, query.count);
    const context = await this.playerContext(player);
    return {
      total: page.total,
      items: page.items.map((offer) => this.present(offer, context, query.fields, locale)),
    };
  }

  /** The registration offers open now, as the registration's answer names them (decision 0078). */
  /** An offer's id by its sysname, paused or ended too (the demo seed's bonus player takes the welcome offer). */
  async idOf(sysname: string): Promise<number | null> {
    return this.store.idOf(sysname);
  }

  async registrationOffers(locale: LocaleCode) {
    const rows = await this.store.openOfTrigger('registration');
    return rows.map((offer) => ({ offer_id: offer.id, description: offerText(offer.description, locale) }));
  }

  /**
   * Registration offers an account was granted, named by id whatever their state now (an offer
   * ended since was still granted), worded as `registrationOffers` words them (decision 0081).
   */
  async registrationOffersNamed(ids: readonly number[], locale: LocaleCode) {
    const rows = await this.store.byIds(ids);
    return rows.map((offer) => ({ offer_id: offer.id, description: offerText(offer.description, locale) }));
  }

  /**
   * The offer a deposit names, checked: an active deposit offer the player satisfies that does not
   * exclude the method. Answers null for -1 (no offer); anything else is a field error.
   */
  async depositOffer(
    userId: number,
    id: number,
    method: string,
    locale: LocaleCode,
  ): Promise<OfferRow | null> {
    if (id === -1) return null;
    const offer = await this.store.findActive(id);
    const params = offer ? paramsOf(offer) : null;
    const fits =
      offer &&
      params &&
      offer.triggerAction === 'deposit' &&
      !params.exclude_methods.includes(method) &&
      satisfies(params, await this.playerContext({ id: userId }));
    if (!fits) {
      throw AppError.invalidParameters({ campaign_offer_id: formatRuleFailure({ key: 'choice' }, locale) });
    }
    return offer;
  }

  /**
   * What an offer a deposit named grants, whatever the offer's state now (the player took it when
   * it was open): its promotions and its title per locale. Null for an offer that does not exist.
   */
  async grantsOf(
    executor: Executor,
    id: number,
  ): Promise<{ promotions: unknown; titles: Record<string, string> } | null> {
    const offer = await this.store.find(executor, id);
    if (!offer) return null;
    return { promotions: offer.promotions, titles: offerTitles(offer.description) };
  }

  private async playerContext(player: { id: number } | null): Promise<PlayerContext> {
    if (!player) return { hasDeposit: false, taken: new Set() };
    const [hasDeposit, taken] = await Promise.all([
      this.deposits.hasCreditedDeposit(player.id),
      this.store.takenBy(player.id),
    ]);
    return { hasDeposit, taken };
  }

  private present(
    offer: OfferRow,
    context: PlayerContext,
    fields: readonly OfferField[],
    locale: LocaleCode,
  ) {
    const params = paramsOf(offer);
    const description = offerText(offer.description, locale);
    return {
      id: offer.id,
      ...(fields.includes('trigger')
        ? {
            trigger: {
              action: offer.triggerAction,
              user_satisfies_params: satisfies(params, context),
              params,
            },
          }
        : {}),
      ...(fields.includes('description') ? { description } : {}),
      ...(fields.includes('promotions')
        ? { promotions: Array.isArray(offer.promotions) ? offer.promotions : [] }
        : {}),
      // Once per player: the page shows a taken "take" offer, or a registration offer granted at
      // sign-up, as the player's rather than a button.
      ...(TAKEN_AS_ONCE.has(offer.triggerAction) && context.taken.has(offer.id) ? { taken: true } : {}),
    };
  }
}

/** An offer's title, text and picture in a locale (English when it has none in that locale). */
export function offerText(stored: unknown, locale: LocaleCode) {
  const descriptions = (stored ?? {}) as Record<string, unknown>;
  return localizedSchema.parse(descriptions[locale] ?? descriptions.en ?? {});
}

/** An offer's title per locale, as a grant copies it. */
export function offerTitles(stored: unknown): Record<string, string> {
  const descriptions = (stored ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(descriptions).map(([locale, text]) => [locale, localizedSchema.parse(text ?? {}).title]),
  );
}

interface PlayerContext {
  hasDeposit: boolean;
  /** The "take" offers the player took; empty for a guest. */
  taken: ReadonlySet<number>;
}

function paramsOf(offer: OfferRow): TriggerParams {
  return triggerParamsSchema.parse(offer.triggerParams ?? {});
}

/** Whether a player with (or without) a credited deposit satisfies an offer's trigger params. */
export function userSatisfiesParams(offer: Pick<OfferRow, 'triggerParams'>, hasDeposit: boolean): boolean {
  return satisfies(triggerParamsSchema.parse(offer.triggerParams ?? {}), { hasDeposit });
}

/** A guest satisfies every param: a guest has made no deposit. */
function satisfies(params: TriggerParams, context: Pick<PlayerContext, 'hasDeposit'>): boolean {
  return !(params.first_deposit && context.hasDeposit);
}
