import { type Database, schema } from '@jeton/db';

/** The SQL of the catalogue's seed: providers, categories and games, each only if missing. */
export class CatalogueSeedStore {
  constructor(private readonly db: Database) {}

  async insertMissing(rows: {
    providers: (typeof schema.gameProviders.$inferInsert)[];
    categories: (typeof schema.gameCategories.$inferInsert)[];
    games: (typeof schema.games.$inferInsert)[];
  }): Promise<void> {
    const { db } = this;
    await db.insert(schema.gameProviders).values(rows.providers).onConflictDoNothing();
    await db.insert(schema.gameCategories).values(rows.categories).onConflictDoNothing();
    // In batches: a large generated hall would pass the driver's limit of parameters.
    for (let start = 0; start < rows.games.length; start += 500) {
      await db
        .insert(schema.games)
        .values(rows.games.slice(start, start + 500))
        .onConflictDoNothing();
    }
  }
}
