import { type Executor, schema } from '@jeton/db';
import { eq } from 'drizzle-orm';

/** The `site_settings` table: one JSON value per key. */
export const settingsStore = {
  /** The stored value, read in `executor`; `lock` holds the row for the rest of its transaction. */
  async value<T>(executor: Executor, key: string, lock = false): Promise<T | undefined> {
    const query = executor.select().from(schema.siteSettings).where(eq(schema.siteSettings.key, key));
    const [row] = lock ? await query.for('update') : await query;
    return row?.value as T | undefined;
  },

  async putUnlessPresent(executor: Executor, key: string, value: unknown): Promise<void> {
    await executor.insert(schema.siteSettings).values({ key, value }).onConflictDoNothing();
  },

  async put(executor: Executor, key: string, value: unknown): Promise<void> {
    await executor
      .insert(schema.siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value, updatedAt: new Date() } });
  },
};
