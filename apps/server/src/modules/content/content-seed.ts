import { type CmsConfigDocument, cmsConfigDocumentSchema, type LocaleCode } from '@jeton/domain';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { SettingsService } from '../settings/settings-service.js';
import { contentConfigKey } from './content-config-service.js';
import en from './seed/cms-config.en.json' with { type: 'json' };
import fr from './seed/cms-config.fr.json' with { type: 'json' };

/** The content configuration a fresh installation starts from, one document per locale (checked at start). */
export const SEED_CONTENT_CONFIG: Record<LocaleCode, CmsConfigDocument> = {
  en: cmsConfigDocumentSchema.parse(en),
  fr: cmsConfigDocumentSchema.parse(fr),
};

/** Writes each locale's document unless the operator already has one: safe at every start. */
export async function seedContentConfig(settings: SettingsService): Promise<void> {
  for (const [locale, document] of Object.entries(SEED_CONTENT_CONFIG)) {
    await settings.writeUnlessPresent(contentConfigKey(locale as LocaleCode), document);
  }
}

/** The site cannot render its chrome without a content configuration: seeded demo or not. */
export const contentSeed = (settings: SettingsService): ModuleSeed => ({
  always: () => seedContentConfig(settings),
});
