import { type Database, type Executor, schema } from '@jeton/db';
import { AppError, DEFAULT_LOCALE, type LocaleCode } from '@jeton/domain';
import type { PopupRow, PopupSave } from '@jeton/domain/backoffice';
import { and, asc, eq, inArray } from 'drizzle-orm';

export interface CampaignPopup {
  sysname: string;
  locale: LocaleCode;
  title: string;
  text: string;
  image_url: string;
  button: { label: string; url: string } | null;
}

/** Campaign popups by sysname, in the caller's locale (or the default locale's when not translated). */
export class PopupsService {
  constructor(private readonly db: Database) {}

  /** Adds the popups not stored yet (by sysname and locale): the seed's, leaving an operator's edits. */
  async insertMissing(popups: readonly (typeof schema.campaignPopups.$inferInsert)[]): Promise<void> {
    await this.db
      .insert(schema.campaignPopups)
      .values([...popups])
      .onConflictDoNothing();
  }

  async get(sysname: string, locale: LocaleCode): Promise<CampaignPopup> {
    const table = schema.campaignPopups;
    const rows = await this.db
      .select()
      .from(table)
      .where(
        and(
          eq(table.sysname, sysname),
          eq(table.isActive, true),
          inArray(table.locale, [...new Set([locale, DEFAULT_LOCALE])]),
        ),
      );
    const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
    if (!row) {
      throw new AppError('InvalidRequestException', 'There is no such popup', { code: 'POPUP_NOT_FOUND' });
    }
    return {
      sysname: row.sysname,
      locale: row.locale as LocaleCode,
      title: row.title,
      text: row.text,
      image_url: row.imageUrl,
      button: row.buttonLabel && row.buttonUrl ? { label: row.buttonLabel, url: row.buttonUrl } : null,
    };
  }

  /** Every popup in every language, for the back office. */
  async list(): Promise<PopupRow[]> {
    const table = schema.campaignPopups;
    const rows = await this.db.select().from(table).orderBy(asc(table.sysname), asc(table.locale));
    return rows.map(presentRow);
  }

  /**
   * Creates or replaces one popup's text in one language, in the caller's transaction (the audit
   * entry's); answers what it was before (null when new) and what it is now.
   */
  async save(
    tx: Executor,
    input: PopupSave,
    now: Date,
  ): Promise<{ before: PopupRow | null; after: PopupRow }> {
    const table = schema.campaignPopups;
    const key = and(eq(table.sysname, input.sysname), eq(table.locale, input.locale));
    const [previous] = await tx.select().from(table).where(key).for('update');
    const values = {
      sysname: input.sysname,
      locale: input.locale,
      title: input.title,
      text: input.text,
      imageUrl: input.imageUrl,
      buttonLabel: input.buttonLabel,
      buttonUrl: input.buttonUrl,
      isActive: input.isActive,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: [table.sysname, table.locale], set: values })
      .returning();
    return { before: previous ? presentRow(previous) : null, after: presentRow(row!) };
  }
}

function presentRow(row: typeof schema.campaignPopups.$inferSelect): PopupRow {
  return {
    sysname: row.sysname,
    locale: row.locale as LocaleCode,
    title: row.title,
    text: row.text,
    imageUrl: row.imageUrl,
    buttonLabel: row.buttonLabel,
    buttonUrl: row.buttonUrl,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}
