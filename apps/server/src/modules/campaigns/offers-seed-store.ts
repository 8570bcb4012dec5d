import { type Database, schema } from '@jeton/db';

type NewOffer = typeof schema.campaignOffers.$inferInsert;

/** The SQL of the campaigns' seed: offers, their first versions and promo codes, each only if missing. */
export class OffersSeedStore {
  constructor(private readonly db: Database) {}

  async insertMissing(
    offers: readonly NewOffer[],
    codes: readonly { code: string; offer: string; newPlayersOnly: boolean }[],
  ): Promise<void> {
    const { db } = this;
    const created = await db
      .insert(schema.campaignOffers)
      .values([...offers])
      .onConflictDoNothing()
      .returning();
    // Each new offer's first version: the terms it starts with.
    if (created.length > 0) {
      await db
        .insert(schema.campaignOfferVersions)
        .values(
          created.map(({ id, triggerAction, triggerParams, description, promotions }) => ({
            offerId: id,
            version: 1,
            triggerAction,
            triggerParams,
            description,
            promotions,
          })),
        )
        .onConflictDoNothing();
    }
    const ids = await db
      .select({ id: schema.campaignOffers.id, sysname: schema.campaignOffers.sysname })
      .from(schema.campaignOffers);
    const idOf = new Map(ids.map((row) => [row.sysname, row.id]));
    await db
      .insert(schema.promoCodes)
      .values(
        codes.map(({ code, offer, newPlayersOnly }) => ({ code, offerId: idOf.get(offer)!, newPlayersOnly })),
      )
      .onConflictDoNothing();
  }
}
