import type { Database } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import { EN_PAGES } from './en.js';
import { FR_PAGES } from './fr.js';
import type { SeedPages } from './seed-page-text.js';

export const SEED_CONTENT_PAGES: Record<LocaleCode, SeedPages> = { en: EN_PAGES, fr: FR_PAGES };

/**
 * Publishes version 1 of every content page that has none: safe at every start, and an operator's
 * later versions are never touched.
 */
export async function seedContentPages(db: Database): Promise<void> {
  for (const [locale, pages] of Object.entries(SEED_CONTENT_PAGES)) {
    for (const [slug, page] of Object.entries(pages)) {
      await db.execute(sql`INSERT INTO content_pages (slug, locale, version, title, description, body)
          VALUES (${slug}, ${locale}, 1, ${page.title}, ${page.description}, ${page.body})
          ON CONFLICT (slug, locale, version) DO NOTHING`);
    }
  }
}
