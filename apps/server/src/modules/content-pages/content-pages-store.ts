import { type Executor, queryRows } from '@jeton/db';
import type { ContentPageSlug, ContentRobots, LocaleCode } from '@jeton/domain';
import { sql } from 'drizzle-orm';

interface PageRow extends Record<string, unknown> {
  slug: ContentPageSlug;
  locale: LocaleCode;
  version: number;
  title: string;
  description: string;
  body: string;
  robots: ContentRobots;
  og_image: string | null;
  created_at: string | Date;
  operator_id: number | string | null;
}

/** One version of a page in one locale. */
export interface ContentPageVersion {
  slug: ContentPageSlug;
  locale: LocaleCode;
  version: number;
  title: string;
  description: string;
  body: string;
  robots: ContentRobots;
  ogImage: string | null;
  createdAt: Date;
  /** Who published it; null for the seed's versions. */
  operatorId: number | null;
}

/** Only the newest version of each slug and locale. */
const LATEST = sql`SELECT DISTINCT ON (c.slug, c.locale) c.slug, c.locale, c.version, c.title, c.description,
    c.body, c.robots, c.og_image, c.created_at, c.operator_id
  FROM content_pages c`;

function versionOf(row: PageRow): ContentPageVersion {
  return {
    slug: row.slug,
    locale: row.locale,
    version: Number(row.version),
    title: row.title,
    description: row.description,
    body: row.body,
    robots: row.robots,
    ogImage: row.og_image,
    createdAt: new Date(row.created_at),
    operatorId: row.operator_id === null ? null : Number(row.operator_id),
  };
}

/** The `content_pages` table: every version of every page, the newest being the one served. */
export const contentPagesStore = {
  async latest(
    db: Executor,
    slug: ContentPageSlug,
    locale: LocaleCode,
  ): Promise<ContentPageVersion | undefined> {
    const [row] = await queryRows<PageRow>(
      db,
      sql`${LATEST} WHERE c.slug = ${slug} AND c.locale = ${locale} ORDER BY c.slug, c.locale, c.version DESC`,
    );
    return row ? versionOf(row) : undefined;
  },

  /** The newest version of every page in every locale, by slug and locale. */
  async latestOfEach(db: Executor): Promise<ContentPageVersion[]> {
    const rows = await queryRows<PageRow>(db, sql`${LATEST} ORDER BY c.slug, c.locale, c.version DESC`);
    return rows.map(versionOf);
  },

  /** Locks the page in a locale until the transaction ends, whether it has versions or not. */
  async lockPage(tx: Executor, slug: ContentPageSlug, locale: LocaleCode): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`content:${slug}:${locale}`}))`);
  },

  async insert(tx: Executor, page: ContentPageVersion): Promise<void> {
    await tx.execute(sql`INSERT INTO content_pages
        (slug, locale, version, title, description, body, robots, og_image, operator_id, created_at)
      VALUES (${page.slug}, ${page.locale}, ${page.version}, ${page.title}, ${page.description}, ${page.body},
        ${page.robots}, ${page.ogImage}, ${page.operatorId}, ${page.createdAt})`);
  },

  /** Writes a page's version 1 unless it has one, with the table's defaults for the rest. */
  async insertFirstVersion(
    db: Executor,
    slug: ContentPageSlug,
    locale: LocaleCode,
    page: { title: string; description: string; body: string },
  ): Promise<void> {
    await db.execute(sql`INSERT INTO content_pages (slug, locale, version, title, description, body)
        VALUES (${slug}, ${locale}, 1, ${page.title}, ${page.description}, ${page.body})
        ON CONFLICT (slug, locale, version) DO NOTHING`);
  },
};
