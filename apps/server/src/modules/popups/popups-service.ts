import { type Database, schema } from '@jeton/db';
import { AppError, DEFAULT_LOCALE, type LocaleCode } from '@jeton/domain';
import { and, eq, inArray } from 'drizzle-orm';

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
}
