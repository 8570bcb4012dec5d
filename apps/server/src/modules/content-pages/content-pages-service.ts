import type { Database, Executor } from '@jeton/db';
import { AppError, type ContentPage, type ContentPageSlug, type LocaleCode } from '@jeton/domain';
import type { contentSaveInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { OperatorNames } from '../../ports/operator-names.js';
import type { SettingsService } from '../settings/settings-service.js';
import { type ContentPageVersion, contentPagesStore as pages } from './content-pages-store.js';
import { renderMarkdown } from './markdown-renderer.js';

// The content pages (issue 16 item 2) and the operator's robots rules. Each save of a page inserts
// its next version; the newest version of a slug and locale is the page served.

/** The site_settings key of the operator's extra Disallow rules of robots.txt. */
export const ROBOTS_SETTING = 'robots_rules';

/** The most game pages the sitemap lists (a sitemap file holds 50,000 URLs; each game has two). */
export const SITEMAP_MAX_GAMES = 20_000;
/**
 * The most sports event pages the sitemap lists (two URLs each): the next thousand matches are
 * more than a crawler revisits before they start, and keep the file under its 50,000 URLs.
 */
export const SITEMAP_MAX_EVENTS = 1_000;

export type ContentSave = z.output<typeof contentSaveInput>;

export class ContentPagesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    /** Who published a version is the back office's operator (decision 0091). */
    private readonly operators: OperatorNames,
  ) {}

  /** The email of each row's publisher (null for the seed's versions). */
  private async publishers(
    rows: readonly ContentPageVersion[],
  ): Promise<(row: ContentPageVersion) => string | null> {
    const ids = rows.flatMap((row) => (row.operatorId === null ? [] : [row.operatorId]));
    const names = await this.operators.namesOf(ids);
    return (row) => (row.operatorId === null ? null : (names.get(row.operatorId)?.email ?? null));
  }

  /** The page as players see it, its Markdown rendered and sanitised; null when never published. */
  async page(slug: ContentPageSlug, locale: LocaleCode): Promise<ContentPage | null> {
    const row = await pages.latest(this.db, slug, locale);
    if (!row) return null;
    return {
      slug: row.slug,
      locale: row.locale,
      title: row.title,
      description: row.description,
      html: renderMarkdown(row.body),
      robots: row.robots,
      ogImage: row.ogImage,
      version: row.version,
      updatedAt: row.createdAt.toISOString(),
    };
  }

  /** The newest version of every page in every locale, for the back office's list and the sitemap. */
  async list() {
    const rows = await pages.latestOfEach(this.db);
    const publisher = await this.publishers(rows);
    return rows.map((row) => ({
      slug: row.slug,
      locale: row.locale,
      title: row.title,
      version: row.version,
      updatedAt: row.createdAt.toISOString(),
      operatorEmail: publisher(row),
    }));
  }

  /** The page as the operator edits it (its Markdown), or a 400 when it has never been published. */
  async detail(slug: ContentPageSlug, locale: LocaleCode) {
    const row = await pages.latest(this.db, slug, locale);
    if (!row) throw pageNotFound();
    const publisher = await this.publishers([row]);
    return {
      slug: row.slug,
      locale: row.locale,
      title: row.title,
      version: row.version,
      updatedAt: row.createdAt.toISOString(),
      operatorEmail: publisher(row),
      description: row.description,
      body: row.body,
      robots: row.robots,
      ogImage: row.ogImage,
    };
  }

  /**
   * Publishes the next version inside the caller's transaction (with its audit entry). The page is
   * locked first, so two operators saving at once get versions n+1 and a refusal, never two n+1.
   * Answers the version before (null for a first one) and the one written.
   */
  async publish(tx: Executor, operatorId: number | null, input: ContentSave) {
    await pages.lockPage(tx, input.slug, input.locale);
    const before = await pages.latest(tx, input.slug, input.locale);
    const current = before?.version ?? 0;
    if (input.baseVersion !== current) {
      throw new AppError('InvalidRequestException', 'This page was changed meanwhile: reload it', {
        code: 'CONTENT_VERSION_CONFLICT',
        status: 409,
        data: { version: current },
      });
    }
    const version = current + 1;
    await pages.insert(tx, {
      slug: input.slug,
      locale: input.locale,
      version,
      title: input.title,
      description: input.description,
      body: input.body,
      robots: input.robots,
      ogImage: input.ogImage,
      operatorId,
      createdAt: this.clock.now(),
    });
    return { before: before ? { version: current, title: before.title } : null, version };
  }

  /** Writes a page's version 1 unless it has one: the seed's, which never touches later versions. */
  async publishFirstVersion(
    slug: ContentPageSlug,
    locale: LocaleCode,
    page: { title: string; description: string; body: string },
  ): Promise<void> {
    await pages.insertFirstVersion(this.db, slug, locale, page);
  }

  /** The operator's Disallow rules, added to the site's own in robots.txt. */
  async robotsRules(): Promise<string[]> {
    return rulesOf(await this.settings.read<{ disallow?: unknown }>(ROBOTS_SETTING));
  }

  /**
   * Replaces the operator's rules inside the caller's transaction; answers the rules before. The
   * row is read in that transaction (locked), so two saves at once cannot both report the same before.
   */
  async saveRobotsRules(tx: Executor, disallow: readonly string[]): Promise<string[]> {
    const before = await this.settings.readLocked<unknown>(tx, ROBOTS_SETTING);
    await this.settings.write(ROBOTS_SETTING, { disallow: [...new Set(disallow)] }, tx);
    return rulesOf(before);
  }
}

/** The rules of a stored value; anything else (a hand-edited row) counts as none. */
function rulesOf(stored: unknown): string[] {
  // A driver may hand jsonb over as its text.
  const value = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const rules = (value as { disallow?: unknown } | null | undefined)?.disallow;
  return Array.isArray(rules) ? rules.filter((rule): rule is string => typeof rule === 'string') : [];
}

function pageNotFound() {
  return new AppError('InvalidParameterException', 'There is no such page', {
    code: 'CONTENT_PAGE_NOT_FOUND',
  });
}
