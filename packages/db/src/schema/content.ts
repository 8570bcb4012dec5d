import { bigint, bigserial, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { operators } from './backoffice.js';
import { ownedBy, tableOwners } from './owners.js';

/**
 * The site's content pages (about, terms, ...), one row per published version of a page in one
 * locale: an edit inserts the next version and never changes an older one, so the history stays
 * readable. The page served is the highest version of its slug and locale.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Markdown, as the operator wrote it; rendered and sanitised when served. */
    body: text('body').notNull(),
    /** `index` or `noindex`: the page's own robots directive (links are always followed). */
    robots: text('robots').notNull().default('index'),
    /** The Open Graph image, an absolute https URL or a path on the site; null for the site's default. */
    ogImage: text('og_image'),
    /** Who published it; null for the seeded texts. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_pages_version_key').on(t.slug, t.locale, t.version),
    index('content_pages_latest_idx').on(t.slug, t.locale, t.version.desc()),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const contentOwners = tableOwners(ownedBy('modules/content-pages', [contentPages]));
