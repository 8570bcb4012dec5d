import type { LocaleCode } from '@jeton/domain';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { ContentPagesService } from './content-pages-service.js';
import { EN_PAGES } from './seed/en.js';
import { FR_PAGES } from './seed/fr.js';
import type { SeedPages } from './seed/seed-page-text.js';

export const SEED_CONTENT_PAGES: Record<LocaleCode, SeedPages> = { en: EN_PAGES, fr: FR_PAGES };

/**
 * Publishes version 1 of every content page that has none, demo or not (the footer links them):
 * safe at every start, and an operator's later versions are never touched.
 */
export const contentPagesSeed = (contentPages: ContentPagesService): ModuleSeed => ({
  always: async () => {
    for (const [locale, pages] of Object.entries(SEED_CONTENT_PAGES)) {
      for (const [slug, page] of Object.entries(pages)) {
        await contentPages.publishFirstVersion(slug as keyof SeedPages, locale as LocaleCode, page);
      }
    }
  },
});
