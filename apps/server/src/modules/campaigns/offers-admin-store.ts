import { countUpTo, type Executor, type ListWindow, likePrefix, queryRows, windowClause } from '@jeton/db';
import type {
  OfferCreate,
  OfferListQuery,
  OfferStatus,
  OfferUpdate,
  PromoCodeCreate,
  PromoCodeListQuery,
} from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';

// The campaign_offers, campaign_offer_versions and promo_codes tables as the operators' side
// (offers-admin.ts) reads and writes them. Each write runs in the caller's transaction.

type Row = Record<string, unknown>;

/** The players who took an offer, as the modules that keep them answer (offers-admin.ts' owners). */
export interface OfferTakers {
  /** `SELECT user_id …` of the players holding a bonus of the offer (the bonuses module). */
  bonusHolders(offerId: SQL): SQL;
  /** `SELECT user_id …` of the players whose deposit took the offer (the cashier). */
  depositors(offerId: SQL): SQL;
}

/** An offer's terms in the columns they are kept in (JSON as text). */
export interface StoredTerms {
  triggerAction: string;
  triggerParams: string;
  description: string;
  promotions: string;
}

/** Contains `text`, LIKE's wildcards in it taken literally. */
const containing = (text: string) => `%${likePrefix(text)}`;

/** The offers of the list: by name, title or trigger, and not ended when asked. */
export function offerListFilter(query: OfferListQuery): SQL {
  const conditions: SQL[] = [];
  if (query.search) {
    const like = containing(query.search);
    conditions.push(sql`(o.sysname ILIKE ${like} OR o.description->'en'->>'title' ILIKE ${like}
        OR o.description->'fr'->>'title' ILIKE ${like})`);
  }
  if (query.trigger) conditions.push(sql`o.trigger_action = ${query.trigger}`);
  if (query.notEnded) conditions.push(sql`o.ended_at IS NULL`);
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

export const offerIdFilter = (id: number): SQL => sql`o.id = ${id}`;

/** The offers matching `where`, open ones first, then by sort, newest first, with their counts. */
export function offerRows(executor: Executor, takers: OfferTakers, where: SQL, window?: ListWindow) {
  return queryRows<Row>(
    executor,
    sql`SELECT o.id, o.sysname, o.trigger_action, o.trigger_params, o.description, o.promotions, o.is_active,
            o.starts_at, o.ends_at, o.ended_at, o.sort, o.version, o.updated_at,
            (SELECT count(*) FROM promo_codes pc WHERE pc.offer_id = o.id) AS codes,
            (SELECT count(*) FROM (
               ${takers.bonusHolders(sql`o.id`)}
               UNION SELECT user_id FROM promo_code_redemptions WHERE offer_id = o.id
               UNION SELECT user_id FROM campaign_offer_takes WHERE offer_id = o.id
               UNION ${takers.depositors(sql`o.id`)}
             ) taken) AS players
          FROM campaign_offers o WHERE ${where}
          ORDER BY o.ended_at IS NOT NULL, o.sort, o.id DESC ${windowClause(window)}`,
  );
}

export function countOffers(executor: Executor, where: SQL, upTo: number): Promise<number> {
  return countUpTo(executor, sql`FROM campaign_offers o WHERE ${where}`, upTo);
}

export async function offerNameTaken(tx: Executor, sysname: string): Promise<boolean> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM campaign_offers WHERE sysname = ${sysname}`,
  );
  return taken !== undefined;
}

/** The new offer's id at version 1; null when its name was taken meanwhile. */
export async function insertOffer(
  tx: Executor,
  input: OfferCreate,
  stored: StoredTerms,
  now: Date,
): Promise<number | null> {
  // ON CONFLICT: two operators creating the same name at once; the second is told, not a 500.
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO campaign_offers (sysname, trigger_action, trigger_params, description, promotions, is_active,
            starts_at, ends_at, sort, version, created_at, updated_at)
          VALUES (${input.sysname}, ${stored.triggerAction}, ${stored.triggerParams}::jsonb, ${stored.description}::jsonb,
            ${stored.promotions}::jsonb, TRUE, ${input.startsAt}, ${input.endsAt}, ${input.sort}, 1, ${now}, ${now})
          ON CONFLICT (sysname) DO NOTHING RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

export async function insertOfferVersion(
  tx: Executor,
  offerId: number,
  version: number,
  stored: StoredTerms,
  operatorId: number | null,
  now: Date,
): Promise<void> {
  await tx.execute(sql`INSERT INTO campaign_offer_versions (offer_id, version, trigger_action, trigger_params,
      description, promotions, created_by, created_at)
    VALUES (${offerId}, ${version}, ${stored.triggerAction}, ${stored.triggerParams}::jsonb,
      ${stored.description}::jsonb, ${stored.promotions}::jsonb, ${operatorId}, ${now})`);
}

/** The offer's terms now, at this version (its earlier ones stay in campaign_offer_versions). */
export async function updateOfferTerms(
  tx: Executor,
  input: OfferUpdate,
  stored: StoredTerms,
  version: number,
  now: Date,
): Promise<void> {
  await tx.execute(sql`UPDATE campaign_offers SET trigger_params = ${stored.triggerParams}::jsonb,
        description = ${stored.description}::jsonb, promotions = ${stored.promotions}::jsonb,
        starts_at = ${input.startsAt}, ends_at = ${input.endsAt}, sort = ${input.sort}, version = ${version},
        updated_at = ${now}
      WHERE id = ${input.id}`);
}

/** Pauses or resumes the offer, or ends it for good. */
export async function setOfferStatus(
  tx: Executor,
  id: number,
  status: OfferStatus,
  now: Date,
): Promise<void> {
  await tx.execute(
    status === 'ended'
      ? sql`UPDATE campaign_offers SET is_active = FALSE, ended_at = ${now}, updated_at = ${now} WHERE id = ${id}`
      : sql`UPDATE campaign_offers SET is_active = ${status === 'active'}, updated_at = ${now} WHERE id = ${id}`,
  );
}

/** Locks the offer's row for update; false when there is none. */
export async function lockOffer(tx: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM campaign_offers WHERE id = ${id} FOR UPDATE`,
  );
  return row !== undefined;
}

/** The offer's trigger and end, its row locked FOR SHARE (a code is added to it). */
export async function sharedOffer(
  tx: Executor,
  id: number,
): Promise<{ trigger_action: string; ended_at: unknown } | undefined> {
  const [offer] = await queryRows<{ trigger_action: string; ended_at: unknown }>(
    tx,
    sql`SELECT trigger_action, ended_at FROM campaign_offers WHERE id = ${id} FOR SHARE`,
  );
  return offer;
}

/** The codes of the list: by the start of the code or their offer's name or title. */
export function codeListFilter(query: PromoCodeListQuery): SQL {
  if (!query.search) return sql`TRUE`;
  const like = containing(query.search);
  return sql`(pc.code LIKE ${likePrefix(query.search.toUpperCase())} OR o.sysname ILIKE ${like}
        OR o.description->'en'->>'title' ILIKE ${like} OR o.description->'fr'->>'title' ILIKE ${like})`;
}

export const codeIdFilter = (id: number): SQL => sql`pc.id = ${id}`;

/** The codes matching `where` with their offer's name and description, enabled first, newest first. */
export function codeRows(executor: Executor, where: SQL, window?: ListWindow) {
  return queryRows<Row>(
    executor,
    sql`SELECT pc.id, pc.code, pc.offer_id, pc.max_uses, pc.uses, pc.starts_at, pc.ends_at, pc.new_players_only,
            pc.is_disabled, pc.created_at, o.sysname, o.description
          FROM promo_codes pc JOIN campaign_offers o ON o.id = pc.offer_id
          WHERE ${where} ORDER BY pc.is_disabled, pc.id DESC ${windowClause(window)}`,
  );
}

export function countCodes(executor: Executor, where: SQL, upTo: number): Promise<number> {
  return countUpTo(
    executor,
    sql`FROM promo_codes pc JOIN campaign_offers o ON o.id = pc.offer_id WHERE ${where}`,
    upTo,
  );
}

/** The new code's id; null when the code exists already (its unique index is what two operators meet). */
export async function insertPromoCode(
  tx: Executor,
  input: PromoCodeCreate,
  operatorId: number | null,
  now: Date,
): Promise<number | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO promo_codes (code, offer_id, starts_at, ends_at, max_uses, new_players_only, created_by,
            created_at, updated_at)
          VALUES (${input.code}, ${input.offerId}, ${input.startsAt}, ${input.endsAt}, ${input.maxUses},
            ${input.newPlayersOnly}, ${operatorId}, ${now}, ${now})
          ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

/** Locks the code's row for update; false when there is none. */
export async function lockPromoCode(tx: Executor, id: number): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM promo_codes WHERE id = ${id} FOR UPDATE`,
  );
  return row !== undefined;
}

export async function setPromoCodeDisabled(
  tx: Executor,
  id: number,
  disabled: boolean,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE promo_codes SET is_disabled = ${disabled}, updated_at = ${now} WHERE id = ${id}`,
  );
}
