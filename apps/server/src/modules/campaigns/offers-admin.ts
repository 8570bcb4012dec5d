import type { Database, Executor, ListWindow } from '@jeton/db';
import { AppError, type OfferPromotion } from '@jeton/domain';
import type {
  OfferAdminRow,
  OfferCreate,
  OfferListQuery,
  OfferStatus,
  OfferTerms,
  OfferUpdate,
  PromoCodeAdminRow,
  PromoCodeCreate,
  PromoCodeListQuery,
} from '@jeton/domain/backoffice';
import type { SQL } from 'drizzle-orm';
import {
  codeIdFilter,
  codeListFilter,
  codeRows,
  countCodes,
  countOffers,
  insertOffer,
  insertOfferVersion,
  insertPromoCode,
  lockOffer,
  lockPromoCode,
  type OfferTakers,
  offerIdFilter,
  offerListFilter,
  offerNameTaken,
  offerRows,
  type StoredTerms,
  setOfferStatus,
  setPromoCodeDisabled,
  sharedOffer,
  updateOfferTerms,
} from './offers-admin-store.js';
import { offerText } from './offers-service.js';

/** A page of a list and the count of all its matching rows, up to the caller's bound. */
export interface ListPage<T> {
  items: T[];
  counted: number;
}

/** The modules that keep what players took of an offer, and the house games free spins may name. */
export interface OfferOwners extends OfferTakers {
  /** Which of these sysnames are house games that are on (the catalogue), in the caller's transaction. */
  houseGamesOn(executor: Executor, sysnames: readonly string[]): Promise<string[]>;
}

/**
 * The operators' side of campaign offers and promo codes (decision 0068). Every write runs in the
 * caller's transaction (the audit entry's), locks the row it changes and answers it before and
 * after. Terms are never edited in place: an edit adds a row of campaign_offer_versions and moves
 * the offer's `version`; what players already took was copied into their bonuses and packs.
 */
export class OffersAdmin {
  constructor(
    private readonly db: Database,
    /** What the offer's other owners know (decision 0091): its bonus holders, depositors and games. */
    private readonly owners: OfferOwners,
  ) {}

  /** A page of offers (open ones first, then by sort, newest first), by name, title or trigger. */
  async list(query: OfferListQuery, window: ListWindow, upTo: number): Promise<ListPage<OfferAdminRow>> {
    const where = offerListFilter(query);
    const [items, counted] = await Promise.all([
      this.rows(this.db, where, window),
      countOffers(this.db, where, upTo),
    ]);
    return { items, counted };
  }

  async create(tx: Executor, input: OfferCreate, operatorId: number | null, now: Date) {
    await this.checkGames(tx, input.promotions);
    if (await offerNameTaken(tx, input.sysname)) {
      throw AppError.invalidParameters({ sysname: 'Another offer has this name' });
    }
    const stored = storedTerms(input);
    const id = await insertOffer(tx, input, stored, now);
    if (id === null) throw AppError.invalidParameters({ sysname: 'Another offer has this name' });
    await insertOfferVersion(tx, id, 1, stored, operatorId, now);
    return { before: null, after: await this.one(tx, id) };
  }

  async update(tx: Executor, input: OfferUpdate, operatorId: number | null, now: Date) {
    const before = await this.locked(tx, input.id);
    if (before.status === 'ended') throw offerEnded();
    if (before.triggerAction !== input.triggerAction) {
      // Codes point to promo-code offers, deposits name deposit offers: the trigger stays.
      throw AppError.invalidParameters({ triggerAction: 'The trigger of an offer cannot change' });
    }
    await this.checkGames(tx, input.promotions);
    const stored = storedTerms(input);
    const version = before.version + 1;
    await insertOfferVersion(tx, input.id, version, stored, operatorId, now);
    await updateOfferTerms(tx, input, stored, version, now);
    return { before, after: await this.one(tx, input.id) };
  }

  /** Pause, resume or end; an ended offer stays ended. */
  async setStatus(tx: Executor, id: number, status: OfferStatus, now: Date) {
    const before = await this.locked(tx, id);
    if (before.status === 'ended') throw offerEnded();
    await setOfferStatus(tx, id, status, now);
    return { before, after: await this.one(tx, id) };
  }

  /** A page of codes (enabled first, newest first), by the start of the code or their offer's name or title. */
  async listCodes(
    query: PromoCodeListQuery,
    window: ListWindow,
    upTo: number,
  ): Promise<ListPage<PromoCodeAdminRow>> {
    const where = codeListFilter(query);
    const [items, counted] = await Promise.all([
      this.codeRows(this.db, where, window),
      countCodes(this.db, where, upTo),
    ]);
    return { items, counted };
  }

  async createCode(tx: Executor, input: PromoCodeCreate, operatorId: number | null, now: Date) {
    const offer = await sharedOffer(tx, input.offerId);
    if (offer?.trigger_action !== 'promo_code' || offer.ended_at !== null) {
      throw AppError.invalidParameters({ offerId: 'An offer taken with a promo code that has not ended' });
    }
    // The unique index on the normalised code is what two operators creating it at once meet.
    const codeId = await insertPromoCode(tx, input, operatorId, now);
    if (codeId === null) throw AppError.invalidParameters({ code: 'This code exists already' });
    return { before: null, after: await this.oneCode(tx, codeId) };
  }

  /**
   * Disables or enables a code (enabling undoes a disable: the code works again within its own
   * terms and its offer's); setting what is already set changes nothing.
   */
  async setCodeDisabled(tx: Executor, id: number, disabled: boolean, now: Date) {
    if (!(await lockPromoCode(tx, id))) throw notFound('There is no such promo code', 'PROMO_CODE_NOT_FOUND');
    const before = await this.oneCode(tx, id);
    if (before.isDisabled !== disabled) {
      await setPromoCodeDisabled(tx, id, disabled, now);
    }
    return { before, after: await this.oneCode(tx, id) };
  }

  /** Free spins name a house game that exists and is on. */
  private async checkGames(tx: Executor, promotions: readonly OfferPromotion[]): Promise<void> {
    const wanted = promotions.flatMap((promotion, index) =>
      promotion.type === 'free_spins' ? [{ index, game: promotion.game }] : [],
    );
    if (wanted.length === 0) return;
    const names = new Set(
      await this.owners.houseGamesOn(
        tx,
        wanted.map((entry) => entry.game),
      ),
    );
    const unknown = wanted.find((entry) => !names.has(entry.game));
    if (unknown) {
      throw AppError.invalidParameters({ 'promotions.game': 'A house game that is on' });
    }
  }

  private async locked(tx: Executor, id: number): Promise<OfferAdminRow> {
    if (!(await lockOffer(tx, id))) throw notFound('There is no such offer', 'OFFER_NOT_FOUND');
    return this.one(tx, id);
  }

  private async one(executor: Executor, id: number): Promise<OfferAdminRow> {
    const [row] = await this.rows(executor, offerIdFilter(id));
    if (!row) throw new Error(`Offer ${id} vanished in its own transaction`);
    return row;
  }

  private async rows(executor: Executor, where: SQL, window?: ListWindow): Promise<OfferAdminRow[]> {
    const rows = await offerRows(executor, this.owners, where, window);
    return rows.map(presentOffer);
  }

  private async oneCode(executor: Executor, id: number): Promise<PromoCodeAdminRow> {
    const [row] = await this.codeRows(executor, codeIdFilter(id));
    if (!row) throw new Error(`Promo code ${id} vanished in its own transaction`);
    return row;
  }

  private async codeRows(executor: Executor, where: SQL, window?: ListWindow): Promise<PromoCodeAdminRow[]> {
    const rows = await codeRows(executor, where, window);
    return rows.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      offerId: Number(r.offer_id),
      offerSysname: String(r.sysname),
      offerTitleEn: offerText(r.description, 'en').title,
      offerTitleFr: offerText(r.description, 'fr').title,
      maxUses: r.max_uses === null ? null : Number(r.max_uses),
      uses: Number(r.uses),
      startsAt: isoOrNull(r.starts_at),
      endsAt: isoOrNull(r.ends_at),
      newPlayersOnly: Boolean(r.new_players_only),
      isDisabled: Boolean(r.is_disabled),
      createdAt: new Date(r.created_at as string).toISOString(),
    }));
  }
}

/** The columns an offer's terms are kept in, as the player site and the bonus engine read them. */
function storedTerms(terms: OfferTerms): StoredTerms {
  const locale = (title: string, text: string) => ({ title, text, image_url: terms.imageUrl });
  return {
    triggerAction: terms.triggerAction,
    triggerParams: JSON.stringify(
      terms.triggerAction === 'deposit'
        ? { first_deposit: terms.firstDeposit, exclude_methods: [...new Set(terms.excludeMethods)] }
        : terms.triggerAction === 'take'
          ? { first_deposit: terms.firstDeposit }
          : {},
    ),
    description: JSON.stringify({
      en: locale(terms.titleEn, terms.textEn),
      fr: locale(terms.titleFr, terms.textFr),
    }),
    promotions: JSON.stringify(terms.promotions),
  };
}

function presentOffer(r: Record<string, unknown>): OfferAdminRow {
  const params = (r.trigger_params ?? {}) as { first_deposit?: unknown; exclude_methods?: unknown };
  const en = offerText(r.description, 'en');
  const fr = offerText(r.description, 'fr');
  const status: OfferStatus = r.ended_at !== null ? 'ended' : r.is_active ? 'active' : 'paused';
  return {
    id: Number(r.id),
    sysname: String(r.sysname),
    status,
    version: Number(r.version),
    triggerAction: String(r.trigger_action),
    firstDeposit: params.first_deposit === true,
    excludeMethods: Array.isArray(params.exclude_methods) ? params.exclude_methods.map(String) : [],
    titleEn: en.title,
    titleFr: fr.title,
    textEn: en.text,
    textFr: fr.text,
    imageUrl: en.image_url,
    promotions: Array.isArray(r.promotions) ? r.promotions : [],
    startsAt: isoOrNull(r.starts_at),
    endsAt: isoOrNull(r.ends_at),
    sort: Number(r.sort),
    players: Number(r.players),
    codes: Number(r.codes),
    updatedAt: new Date(r.updated_at as string).toISOString(),
  };
}

const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function offerEnded() {
  return new AppError('InvalidRequestException', 'This offer has ended', { code: 'OFFER_ENDED' });
}

function notFound(message: string, code: string) {
  return new AppError('InvalidRequestException', message, { code });
}
