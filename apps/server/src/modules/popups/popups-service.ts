import type { Database, Executor } from '@jeton/db';
import { AppError, DEFAULT_LOCALE, type LocaleCode } from '@jeton/domain';
import type { PopupRow, PopupSave } from '@jeton/domain/backoffice';
import { type PopupRecord, PopupsStore, type PopupValues } from './popups-store.js';

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
  private readonly store: PopupsStore;

  constructor(db: Database) {
    this.store = new PopupsStore(db);
  }

  /** Adds the popups not stored yet (by sysname and locale): the seed's, leaving an operator's edits. */
  insertMissing(popups: readonly PopupValues[]): Promise<void> {
    return this.store.insertMissing(popups);
  }

  async get(sysname: string, locale: LocaleCode): Promise<CampaignPopup> {
    const rows = await this.store.active(sysname, [...new Set([locale, DEFAULT_LOCALE])]);
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
    return (await this.store.all()).map(presentRow);
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
    const { before, after } = await this.store.upsert(tx, {
      sysname: input.sysname,
      locale: input.locale,
      title: input.title,
      text: input.text,
      imageUrl: input.imageUrl,
      buttonLabel: input.buttonLabel,
      buttonUrl: input.buttonUrl,
      isActive: input.isActive,
      updatedAt: now,
    });
    return { before: before ? presentRow(before) : null, after: presentRow(after) };
  }
}

function presentRow(row: PopupRecord): PopupRow {
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
