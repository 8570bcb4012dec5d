import { type Database, type Executor, schema } from '@jeton/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

export type PopupRecord = typeof schema.campaignPopups.$inferSelect;
export type PopupValues = typeof schema.campaignPopups.$inferInsert;

const table = schema.campaignPopups;

/** The `campaign_popups` table: one row per popup and language. */
export class PopupsStore {
  constructor(private readonly db: Database) {}

  /** The active popup's rows in these languages. */
  active(sysname: string, locales: readonly string[]): Promise<PopupRecord[]> {
    return this.db
      .select()
      .from(table)
      .where(and(eq(table.sysname, sysname), eq(table.isActive, true), inArray(table.locale, [...locales])));
  }

  /** Adds the rows not stored yet (by sysname and locale), leaving an operator's edits alone. */
  async insertMissing(popups: readonly PopupValues[]): Promise<void> {
    await this.db
      .insert(table)
      .values([...popups])
      .onConflictDoNothing();
  }

  all(): Promise<PopupRecord[]> {
    return this.db.select().from(table).orderBy(asc(table.sysname), asc(table.locale));
  }

  /** Writes one language's row in the caller's transaction; answers the row before (locked) and after. */
  async upsert(
    tx: Executor,
    values: PopupValues,
  ): Promise<{ before: PopupRecord | undefined; after: PopupRecord }> {
    const key = and(eq(table.sysname, values.sysname), eq(table.locale, values.locale));
    const [before] = await tx.select().from(table).where(key).for('update');
    const [after] = await tx
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: [table.sysname, table.locale], set: values })
      .returning();
    return { before, after: after! };
  }
}
