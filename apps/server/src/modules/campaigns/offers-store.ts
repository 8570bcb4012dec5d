import { type Database, type Executor, schema } from '@jeton/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type OfferRow = typeof schema.campaignOffers.$inferSelect;

const offers = schema.campaignOffers;

/**
 * An offer players see and take: not paused, not ended, inside its window (decision 0068).
 * Written in SQL so that a list and a deposit's check agree.
 */
export const offerOpen = and(
  eq(offers.isActive, true),
  sql`${offers.endedAt} IS NULL`,
  sql`(${offers.startsAt} IS NULL OR ${offers.startsAt} <= now())`,
  sql`(${offers.endsAt} IS NULL OR ${offers.endsAt} > now())`,
);

/** SQL of campaign offers; only the offers service calls it. */
export class OffersStore {
  constructor(private readonly db: Database) {}

  async page(offset: number, count: number): Promise<{ total: number; items: OfferRow[] }> {
    const active = offerOpen;
    const [items, [counted]] = await Promise.all([
      this.db
        .select()
        .from(offers)
        .where(active)
        .orderBy(asc(offers.sort), asc(offers.id))
        .offset(offset)
        .limit(count),
      this.db.select({ n: sql<number>`count(*)::int` }).from(offers).where(active),
    ]);
    return { total: Number(counted?.n ?? 0), items };
  }

  /** The open offers of one trigger, in the page's order. */
  openOfTrigger(trigger: string): Promise<OfferRow[]> {
    return this.db
      .select()
      .from(offers)
      .where(and(eq(offers.triggerAction, trigger), offerOpen))
      .orderBy(asc(offers.sort), asc(offers.id));
  }

  /** The offers of these ids in the page's order, whatever their state. */
  async byIds(ids: readonly number[]): Promise<OfferRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(offers)
      .where(inArray(offers.id, [...ids]))
      .orderBy(asc(offers.sort), asc(offers.id));
  }

  /** The ids of the offers this player took with campaigns/takepromotions or got at registration. */
  async takenBy(userId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ offerId: schema.campaignOfferTakes.offerId })
      .from(schema.campaignOfferTakes)
      .where(eq(schema.campaignOfferTakes.userId, userId));
    return new Set(rows.map((row) => row.offerId));
  }

  async findActive(id: number): Promise<OfferRow | undefined> {
    const [row] = await this.db
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), offerOpen));
    return row;
  }

  /** An offer whatever its state (a deposit keeps the offer it named when made), in `executor`'s transaction. */
  async idOf(sysname: string): Promise<number | null> {
    const [row] = await this.db.select({ id: offers.id }).from(offers).where(eq(offers.sysname, sysname));
    return row?.id ?? null;
  }

  async find(executor: Executor, id: number): Promise<OfferRow | undefined> {
    const [row] = await executor.select().from(offers).where(eq(offers.id, id));
    return row;
  }
}
