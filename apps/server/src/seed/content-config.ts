import { type Database, schema } from '@jeton/db';
import { type CmsConfigDocument, cmsConfigDocumentSchema, type LocaleCode } from '@jeton/domain';
import { contentConfigKey } from '../modules/content/content-config-service.js';
import en from './content/cms-config.en.json' with { type: 'json' };
import fr from './content/cms-config.fr.json' with { type: 'json' };

/** The content configuration a fresh installation starts from, one document per locale (checked at start). */
export const SEED_CONTENT_CONFIG: Record<LocaleCode, CmsConfigDocument> = {
  en: cmsConfigDocumentSchema.parse(en),
  fr: cmsConfigDocumentSchema.parse(fr),
};

/** Writes each locale's document unless the operator already has one: safe at every start. */
export async function seedContentConfig(db: Database): Promise<void> {
  await db
    .insert(schema.siteSettings)
    .values(
      Object.entries(SEED_CONTENT_CONFIG).map(([locale, document]) => ({
        key: contentConfigKey(locale as LocaleCode),
        value: document,
      })),
    )
    .onConflictDoNothing();
}
