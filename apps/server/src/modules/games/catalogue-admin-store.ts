import type { ListWindow } from '@jeton/db';
import {
  countUpTo,
  type Database,
  type Executor,
  queryRows,
  schema,
  whereAll,
  windowClause,
} from '@jeton/db';
import type { GameType } from '@jeton/domain';
import type {
  CatalogueCategory,
  CatalogueGameRow,
  CatalogueSort,
  CatalogueState,
  GameItemOverrides,
} from '@jeton/domain/backoffice';
import { eq, type SQL, sql } from 'drizzle-orm';
import { likePattern } from './catalogue-store.js';

// The catalogue as operators run it: every game (disabled ones too), filtered, sorted and paged in
// the database, and the changes they make. The hall's own reads stay in catalogue-store.ts.

export interface CatalogueAdminFilter {
  query?: string;
  provider?: string;
  category?: string;
  type?: GameType;
  state?: CatalogueState;
  sort: CatalogueSort;
  order: 'asc' | 'desc';
}

/** A change of a game: each field left out stays. */
export interface GameChange {
  enabled?: boolean;
  popularity?: number;
  categories?: string[];
  hasDemo?: boolean;
  config?: Partial<GameItemOverrides>;
}

export interface CategoryChange {
  enabled?: boolean;
  sortOrder?: number;
}

interface GameSqlRow extends Record<string, unknown> {
  id: number | string;
  sysname: string;
  name: string;
  provider: string;
  provider_name: string;
  type: GameType;
  categories: string[];
  tags: string[];
  is_active: boolean;
  has_demo: boolean;
  popularity: number | string;
  released_at: string | Date;
  can_access_slot_with_zero_balance: boolean | null;
  can_visible_favorite_icon: boolean | null;
  visible_full_screen: string | null;
  content_view_type: string | null;
}

const SORT_COLUMNS: Record<CatalogueSort, SQL> = {
  popularity: sql`g.popularity`,
  name: sql`lower(g.name)`,
  releasedAt: sql`g.released_at`,
  id: sql`g.id`,
};

const g = schema.games;
const c = schema.gameCategories;

export class CatalogueAdminStore {
  constructor(private readonly db: Database) {}

  /** One page of games in the filter's order (ties by id, so pages neither overlap nor skip). */
  async games(filter: CatalogueAdminFilter, window?: ListWindow): Promise<CatalogueGameRow[]> {
    const direction = filter.order === 'asc' ? sql`ASC` : sql`DESC`;
    const rows = await queryRows<GameSqlRow>(
      this.db,
      sql`SELECT g.id, g.sysname, g.name, g.provider, p.name AS provider_name, g.type, g.categories, g.tags,
                 g.is_active, g.has_demo, g.popularity, g.released_at, g.can_access_slot_with_zero_balance,
                 g.can_visible_favorite_icon, g.visible_full_screen, g.content_view_type
          ${this.fromWhere(filter)}
          ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, g.id ${direction}
          ${windowClause(window)}`,
    );
    return rows.map(presentGame);
  }

  count(filter: CatalogueAdminFilter, upTo: number): Promise<number> {
    return countUpTo(this.db, this.fromWhere(filter), upTo);
  }

  /** The game, locked for the rest of the transaction; undefined when there is none. */
  async lockedGame(executor: Executor, id: number): Promise<CatalogueGameRow | undefined> {
    const [row] = await queryRows<GameSqlRow>(
      executor,
      sql`SELECT g.id, g.sysname, g.name, g.provider, p.name AS provider_name, g.type, g.categories, g.tags,
                 g.is_active, g.has_demo, g.popularity, g.released_at, g.can_access_slot_with_zero_balance,
                 g.can_visible_favorite_icon, g.visible_full_screen, g.content_view_type
          FROM games g JOIN game_providers p ON p.sysname = g.provider
          WHERE g.id = ${id}
          FOR UPDATE OF g`,
    );
    return row ? presentGame(row) : undefined;
  }

  async updateGame(executor: Executor, id: number, change: GameChange): Promise<void> {
    const set: Partial<typeof g.$inferInsert> = {};
    if (change.enabled !== undefined) set.isActive = change.enabled;
    if (change.popularity !== undefined) set.popularity = change.popularity;
    if (change.categories !== undefined) set.categories = change.categories;
    if (change.hasDemo !== undefined) set.hasDemo = change.hasDemo;
    const config = change.config ?? {};
    if (config.canAccessSlotWithZeroBalance !== undefined)
      set.canAccessSlotWithZeroBalance = config.canAccessSlotWithZeroBalance;
    if (config.canVisibleFavoriteIcon !== undefined)
      set.canVisibleFavoriteIcon = config.canVisibleFavoriteIcon;
    if (config.visibleFullScreen !== undefined) set.visibleFullScreen = config.visibleFullScreen;
    if (config.contentViewType !== undefined) set.contentViewType = config.contentViewType;
    if (Object.keys(set).length === 0) return;
    await executor.update(g).set(set).where(eq(g.id, id));
  }

  /** Every category, enabled or not, in the hall's order, with the games in each. */
  async categories(executor: Executor = this.db): Promise<CatalogueCategory[]> {
    const rows = await queryRows<{
      id: string;
      names: Record<string, string> | string;
      sort_order: number;
      is_active: boolean;
      games_count: number | string;
    }>(
      executor,
      sql`SELECT c.id, c.names, c.sort_order, c.is_active,
                 (SELECT count(*) FROM games g WHERE g.categories @> ARRAY[c.id]::text[]) AS games_count
          FROM game_categories c ORDER BY c.sort_order, c.id`,
    );
    return rows.map((r) => ({
      id: r.id,
      names: typeof r.names === 'string' ? (JSON.parse(r.names) as Record<string, string>) : r.names,
      sortOrder: Number(r.sort_order),
      enabled: r.is_active,
      gamesCount: Number(r.games_count),
    }));
  }

  /** Category ids among these that do not exist. */
  async unknownCategories(executor: Executor, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const known = await executor.select({ id: c.id }).from(c);
    const set = new Set(known.map((row) => row.id));
    return ids.filter((id) => !set.has(id));
  }

  async lockedCategory(executor: Executor, id: string): Promise<CatalogueCategory | undefined> {
    await executor.select({ id: c.id }).from(c).where(eq(c.id, id)).for('update');
    return (await this.categories(executor)).find((category) => category.id === id);
  }

  async updateCategory(executor: Executor, id: string, change: CategoryChange): Promise<void> {
    const set: Partial<typeof c.$inferInsert> = {};
    if (change.enabled !== undefined) set.isActive = change.enabled;
    if (change.sortOrder !== undefined) set.sortOrder = change.sortOrder;
    if (Object.keys(set).length === 0) return;
    await executor.update(c).set(set).where(eq(c.id, id));
  }

  async providers(): Promise<{ sysname: string; name: string }[]> {
    const p = schema.gameProviders;
    return this.db.select({ sysname: p.sysname, name: p.name }).from(p).orderBy(p.sortOrder, p.name);
  }

  private fromWhere(filter: CatalogueAdminFilter): SQL {
    const conditions: SQL[] = [];
    if (filter.query) {
      const pattern = likePattern(filter.query);
      conditions.push(sql`(g.name ILIKE ${pattern} ESCAPE '\\' OR g.sysname ILIKE ${pattern} ESCAPE '\\')`);
    }
    if (filter.provider) conditions.push(sql`g.provider = ${filter.provider}`);
    if (filter.category) conditions.push(sql`g.categories @> ARRAY[${filter.category}]::text[]`);
    if (filter.type) conditions.push(sql`g.type = ${filter.type}`);
    if (filter.state) conditions.push(sql`g.is_active = ${filter.state === 'enabled'}`);
    return sql`FROM games g JOIN game_providers p ON p.sysname = g.provider ${whereAll(conditions)}`;
  }
}

function presentGame(row: GameSqlRow): CatalogueGameRow {
  return {
    id: Number(row.id),
    sysname: row.sysname,
    name: row.name,
    provider: row.provider,
    providerName: row.provider_name,
    type: row.type,
    categories: [...row.categories],
    tags: [...row.tags],
    enabled: row.is_active,
    hasDemo: row.has_demo,
    popularity: Number(row.popularity),
    releasedAt: typeof row.released_at === 'string' ? row.released_at.slice(0, 10) : isoDay(row.released_at),
    config: {
      canAccessSlotWithZeroBalance: row.can_access_slot_with_zero_balance,
      canVisibleFavoriteIcon: row.can_visible_favorite_icon,
      visibleFullScreen: row.visible_full_screen as GameItemOverrides['visibleFullScreen'],
      contentViewType: row.content_view_type,
    },
  };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
