import { type Database, type Executor, schema } from '@jeton/db';
import type { GameSort, GameType, LocaleCode } from '@jeton/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

// The catalogue's SQL: games, categories, providers and likes. Every list filter has an index
// (see packages/db/src/schema/games.ts); every sort ends in the id so that pages are stable.

export interface GameFilter {
  types: GameType[];
  providers: string[];
  tags: string[];
  categories: string[];
  sysnames: string[] | null;
  /** Text the name contains, matched without regard to case. */
  query: string;
  locale: LocaleCode;
}

export interface GamePage {
  offset: number;
  count: number;
  sort: GameSort;
  order: 'asc' | 'desc';
}

export interface GameRow {
  sysname: string;
  name: string;
  provider: string;
  providerName: string;
  type: GameType;
  categories: string[];
  tags: string[];
  imageUrl: string;
  description: Record<string, schema.GameDescription>;
  canAccessSlotWithZeroBalance: boolean | null;
  canVisibleFavoriteIcon: boolean | null;
  visibleFullScreen: string | null;
  contentViewType: string | null;
  hasDemo: boolean;
  popularity: number;
  releasedAt: string;
}

const g = schema.games;
const p = schema.gameProviders;

/** `%`, `_` and the escape character itself match literally in the player's search text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A game as a list of something else shows it (a loyalty product, a big win). */
export interface ShownGame {
  name: string;
  image: string;
}

export class CatalogueStore {
  constructor(private readonly db: Database) {}

  async listGames(filter: GameFilter, page: GamePage): Promise<{ rows: GameRow[]; total: number }> {
    const where = this.whereOf(filter);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          sysname: g.sysname,
          name: g.name,
          provider: g.provider,
          providerName: p.name,
          type: g.type,
          categories: g.categories,
          tags: g.tags,
          imageUrl: g.imageUrl,
          description: g.description,
          canAccessSlotWithZeroBalance: g.canAccessSlotWithZeroBalance,
          canVisibleFavoriteIcon: g.canVisibleFavoriteIcon,
          visibleFullScreen: g.visibleFullScreen,
          contentViewType: g.contentViewType,
          hasDemo: g.hasDemo,
          popularity: g.popularity,
          releasedAt: g.releasedAt,
        })
        .from(g)
        .innerJoin(p, eq(p.sysname, g.provider))
        .where(where)
        .orderBy(...orderOf(page, filter.locale))
        .limit(page.count)
        .offset(page.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(g)
        .innerJoin(p, eq(p.sysname, g.provider))
        .where(where),
    ]);
    return { rows: rows as GameRow[], total: counted?.total ?? 0 };
  }

  private whereOf(filter: GameFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(g.isActive, true), eq(p.isActive, true)];
    if (filter.types.length > 0) conditions.push(inArray(g.type, filter.types));
    if (filter.providers.length > 0) conditions.push(inArray(g.provider, filter.providers));
    if (filter.tags.length > 0) conditions.push(sql`${g.tags} && ${textArray(filter.tags)}`);
    if (filter.categories.length > 0)
      conditions.push(sql`${g.categories} @> ${textArray(filter.categories)}`);
    if (filter.sysnames) conditions.push(inArray(g.sysname, filter.sysnames));
    if (filter.query) {
      const pattern = likePattern(filter.query);
      conditions.push(
        sql`(${g.name} ILIKE ${pattern} ESCAPE '\\' OR ${g.description}->${filter.locale}->>'name' ILIKE ${pattern} ESCAPE '\\')`,
      );
    }
    return and(...conditions);
  }

  /** The sysnames of the games players can open, by id (the sitemap's game pages), at most `limit`. */
  async activeSysnames(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ sysname: g.sysname })
      .from(g)
      .innerJoin(p, eq(p.sysname, g.provider))
      .where(and(eq(g.isActive, true), eq(p.isActive, true)))
      .orderBy(g.id)
      .limit(limit);
    return rows.map((row) => row.sysname);
  }

  /** Active categories with the number of active games in each. */
  async categories(): Promise<{ id: string; names: Record<string, string>; gamesCount: number }[]> {
    const counts = this.db
      .select({
        category: sql<string>`unnest(${g.categories})`.as('category'),
      })
      .from(g)
      .innerJoin(p, eq(p.sysname, g.provider))
      .where(and(eq(g.isActive, true), eq(p.isActive, true)))
      .as('counts');
    const c = schema.gameCategories;
    const rows = await this.db
      .select({
        id: c.id,
        names: c.names,
        gamesCount: sql<number>`(SELECT count(*)::int FROM ${counts} WHERE ${counts.category} = ${c.id})`,
      })
      .from(c)
      .where(eq(c.isActive, true))
      .orderBy(c.sortOrder, c.id);
    return rows;
  }

  /** Active providers with their active games of these types (all types when empty), by count. */
  async providers(
    types: GameType[],
  ): Promise<{ sysname: string; name: string; imageUrl: string; gamesCount: number; types: GameType[] }[]> {
    const rows = await this.db
      .select({
        sysname: p.sysname,
        name: p.name,
        imageUrl: p.imageUrl,
        gamesCount: sql<number>`count(${g.id})::int`,
        types: sql<GameType[]>`array_agg(DISTINCT ${g.type} ORDER BY ${g.type})`,
      })
      .from(p)
      .innerJoin(g, and(eq(g.provider, p.sysname), eq(g.isActive, true)))
      .where(and(eq(p.isActive, true), types.length > 0 ? inArray(g.type, types) : undefined))
      .groupBy(p.sysname)
      .orderBy(p.sortOrder, p.name);
    return rows;
  }

  /** The names the player reads in a locale (the locale's description over the top-level name), by sysname. */
  async shownNames(
    sysnames: string[],
    locale: LocaleCode,
    executor: Executor = this.db,
  ): Promise<Map<string, string>> {
    if (sysnames.length === 0) return new Map();
    const rows = await executor
      .select({
        sysname: g.sysname,
        name: sql<string>`coalesce(nullif(${g.description}->${locale}->>'name', ''), ${g.name})`,
      })
      .from(g)
      .where(inArray(g.sysname, sysnames));
    return new Map(rows.map((row) => [row.sysname, row.name]));
  }

  /** Which of these sysnames are active games of the provider, read in the caller's transaction. */
  async activeOf(
    provider: string,
    sysnames: readonly string[],
    executor: Executor = this.db,
  ): Promise<string[]> {
    if (sysnames.length === 0) return [];
    const rows = await executor
      .select({ sysname: g.sysname })
      .from(g)
      .where(and(eq(g.provider, provider), eq(g.isActive, true), inArray(g.sysname, [...sysnames])));
    return rows.map((row) => row.sysname);
  }

  /** Each game's name and 288×192 image as a locale shows them (the locale's description first), by sysname. */
  async shownGames(
    sysnames: readonly string[],
    locale: LocaleCode,
    executor: Executor = this.db,
  ): Promise<Map<string, ShownGame>> {
    if (sysnames.length === 0) return new Map();
    const rows = await executor
      .select({
        sysname: g.sysname,
        name: sql<string>`coalesce(nullif(${g.description}->${locale}->>'name', ''), ${g.name})`,
        image: sql<string>`coalesce(nullif(${g.description}->${locale}->>'img_288_192', ''), ${g.imageUrl})`,
      })
      .from(g)
      .where(inArray(g.sysname, [...new Set(sysnames)]));
    return new Map(rows.map(({ sysname, ...shown }) => [sysname, shown]));
  }

  /** The active game's id by sysname, or null. */
  async gameId(sysname: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: g.id })
      .from(g)
      .where(and(eq(g.sysname, sysname), eq(g.isActive, true)));
    return row?.id ?? null;
  }

  /** The player's favourites, most recent first. */
  async likes(userId: number): Promise<string[]> {
    const l = schema.gameLikes;
    const rows = await this.db
      .select({ sysname: g.sysname })
      .from(l)
      .innerJoin(g, eq(g.id, l.gameId))
      .where(and(eq(l.userId, userId), eq(g.isActive, true)))
      .orderBy(sql`${l.createdAt} DESC`, g.sysname);
    return rows.map((r) => r.sysname);
  }

  /** Adds a favourite; adding it again (or at the same time) changes nothing. */
  async addLike(userId: number, gameId: number): Promise<void> {
    await this.db.insert(schema.gameLikes).values({ userId, gameId }).onConflictDoNothing();
  }

  async removeLike(userId: number, gameId: number): Promise<void> {
    const l = schema.gameLikes;
    await this.db.delete(l).where(and(eq(l.userId, userId), eq(l.gameId, gameId)));
  }
}

function textArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

function orderOf(page: GamePage, locale: LocaleCode): SQL[] {
  const direction = page.order === 'asc' ? sql`ASC` : sql`DESC`;
  // By the name the player reads: the locale's description overrides the top-level one.
  const shownName = sql`coalesce(nullif(${g.description}->${locale}->>'name', ''), ${g.name})`;
  // NULLS LAST matches the indexes; the columns are NOT NULL, so it changes no order.
  switch (page.sort) {
    case 'name':
      return [sql`${shownName} ${direction}`, sql`${g.id} ${direction}`];
    case 'release_date':
      return [sql`${g.releasedAt} ${direction} NULLS LAST`, sql`${g.id}`];
    default:
      return [sql`${g.popularity} ${direction} NULLS LAST`, sql`${g.id}`];
  }
}
