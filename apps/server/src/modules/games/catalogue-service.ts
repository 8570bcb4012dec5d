import type { Executor } from '@jeton/db';
import {
  AppError,
  type CatalogueGame,
  contentConfigFromDocument,
  formatRuleFailure,
  type GameCategory,
  type GameField,
  type GameItemConfig,
  type GameProvider,
  type GamesConfig,
  type GameType,
  type LocaleCode,
  VISIBLE_FULL_SCREEN,
  type VisibleFullScreen,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { contentConfigKey } from '../content/content-config-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { TimedCache } from './catalogue-cache.js';
import type { CatalogueStore, GameFilter, GamePage, GameRow, ShownGame } from './catalogue-store.js';

export interface GameListQuery extends GameFilter, GamePage {
  fields: GameField[];
}

export interface GameList {
  items: CatalogueGame[];
  total: number;
  offset: number;
  count: number;
}

/** How long a catalogue answer is reused; an operator's edit shows after at most this. */
const CACHE_MS = 5_000;

/**
 * The game catalogue (spec sections 3 and 7: games/get, getCategories, getProviders) and the
 * players' favourites (getLikes, addLike, removeLike). Lists are cached briefly: they are the same
 * for everyone; favourites never are.
 */
export class CatalogueService {
  private readonly lists: TimedCache<GameList>;
  private readonly categoryLists: TimedCache<GameCategory[]>;
  private readonly providerLists: TimedCache<GameProvider[]>;

  constructor(
    private readonly store: CatalogueStore,
    private readonly settings: SettingsService,
    clock: Clock,
  ) {
    const now = () => clock.now().getTime();
    this.lists = new TimedCache(CACHE_MS, 1_000, now);
    this.categoryLists = new TimedCache(CACHE_MS, 10, now);
    this.providerLists = new TimedCache(CACHE_MS, 50, now);
  }

  list(query: GameListQuery): Promise<GameList> {
    return this.lists.get(JSON.stringify(query), async () => {
      const [{ rows, total }, config] = await Promise.all([
        this.store.listGames(query, query),
        this.gamesConfig(query.locale),
      ]);
      return {
        items: rows.map((row) => presentGame(row, query.fields, query.locale, config)),
        total,
        offset: query.offset,
        count: query.count,
      };
    });
  }

  categories(locale: LocaleCode): Promise<GameCategory[]> {
    return this.categoryLists.get(locale, async () =>
      (await this.store.categories()).map((c) => ({
        id: c.id,
        name: c.names[locale] ?? c.names.en ?? c.id,
        games_count: c.gamesCount,
      })),
    );
  }

  providers(types: GameType[], withParams: boolean): Promise<GameProvider[]> {
    return this.providerLists.get(`${types.join(',')}|${withParams}`, async () =>
      (await this.store.providers(types)).map((row) => ({
        sysname: row.sysname,
        name: row.name,
        image_url: row.imageUrl,
        ...(withParams ? { game_params: { games_count: row.gamesCount, types: row.types } } : {}),
      })),
    );
  }

  /** A game's item config (spec section 3) as games/get answers it, or null for an unknown game. */
  async itemConfig(sysname: string, locale: LocaleCode): Promise<GameItemConfig | null> {
    const { items } = await this.list({
      types: [],
      providers: [],
      tags: [],
      categories: [],
      sysnames: [sysname],
      query: '',
      locale,
      offset: 0,
      count: 1,
      sort: 'popularity',
      order: 'desc',
      fields: ['config'],
    });
    return items[0]?.config ?? null;
  }

  /** The provider (studio) of an active game, or null for an unknown game. */
  async providerOf(sysname: string, locale: LocaleCode): Promise<string | null> {
    const { items } = await this.list({
      ...{ types: [], providers: [], tags: [], categories: [], sysnames: [sysname], query: '', locale },
      ...{ offset: 0, count: 1, sort: 'popularity', order: 'desc', fields: [] },
    });
    return items[0]?.provider ?? null;
  }

  /**
   * Games' names as a locale shows them, by sysname (histories name games in the player's language).
   * `executor`: the caller's transaction, when it holds one (PGlite has a single connection).
   */
  shownNames(sysnames: string[], locale: LocaleCode, executor?: Executor): Promise<Map<string, string>> {
    return this.store.shownNames([...new Set(sysnames)], locale, executor);
  }

  /** Which of these sysnames are active games of the provider (`executor`: the caller's transaction). */
  activeOf(provider: string, sysnames: readonly string[], executor?: Executor): Promise<string[]> {
    return this.store.activeOf(provider, sysnames, executor);
  }

  /** Games' names and images as a locale shows them, by sysname (`executor`: the caller's transaction). */
  shownGames(
    sysnames: readonly string[],
    locale: LocaleCode,
    executor?: Executor,
  ): Promise<Map<string, ShownGame>> {
    return this.store.shownGames(sysnames, locale, executor);
  }

  likes(userId: number): Promise<string[]> {
    return this.store.likes(userId);
  }

  async addLike(userId: number, sysname: string, locale: LocaleCode): Promise<void> {
    await this.store.addLike(userId, await this.existingGame(sysname, locale));
  }

  async removeLike(userId: number, sysname: string, locale: LocaleCode): Promise<void> {
    await this.store.removeLike(userId, await this.existingGame(sysname, locale));
  }

  /** Forgets the cached lists (after the catalogue was changed in this process). */
  /** The games players can open, for the sitemap (at most `limit`). */
  activeSysnames(limit: number): Promise<string[]> {
    return this.store.activeSysnames(limit);
  }

  clearCache(): void {
    this.lists.clear();
    this.categoryLists.clear();
    this.providerLists.clear();
  }

  private async existingGame(sysname: string, locale: LocaleCode): Promise<number> {
    const id = await this.store.gameId(sysname);
    if (id === null) {
      throw AppError.invalidParameters(
        { sysname: formatRuleFailure({ key: 'custom' }, locale) },
        'No such game',
      );
    }
    return id;
  }

  private async gamesConfig(locale: LocaleCode): Promise<GamesConfig> {
    const document = await this.settings.read<unknown>(contentConfigKey(locale));
    return contentConfigFromDocument(locale, document).config.games;
  }
}

function presentGame(
  row: GameRow,
  fields: readonly GameField[],
  locale: LocaleCode,
  config: GamesConfig,
): CatalogueGame {
  const game: CatalogueGame = {
    sysname: row.sysname,
    name: row.name,
    image_url: row.imageUrl,
    provider: row.provider,
    provider_name: row.providerName,
    type: row.type,
    has_demo: row.hasDemo,
  };
  for (const field of fields) {
    switch (field) {
      case 'description': {
        const own = row.description[locale] ?? {};
        game.description = { name: own.name ?? '', img_288_192: own.img_288_192 ?? '' };
        break;
      }
      case 'categories':
        game.categories = row.categories;
        break;
      case 'tags':
        game.tags = row.tags;
        break;
      case 'config':
        game.config = {
          type: row.type,
          canAccessSlotWithZeroBalance:
            row.canAccessSlotWithZeroBalance ?? config.gameItem.canAccessSlotWithZeroBalance,
          canVisibleFavoriteIcon: row.canVisibleFavoriteIcon ?? config.gameItem.canVisibleFavoriteIcon,
          visibleFullScreen: isVisibleFullScreen(row.visibleFullScreen)
            ? row.visibleFullScreen
            : config.gameItem.visibleFullScreen,
          contentViewType: row.contentViewType ?? config.gameItem.contentViewType,
        };
        break;
      case 'popularity':
        game.popularity = row.popularity;
        break;
      case 'release_date':
        game.release_date = row.releasedAt;
        break;
    }
  }
  return game;
}

function isVisibleFullScreen(value: string | null): value is VisibleFullScreen {
  return (VISIBLE_FULL_SCREEN as readonly (string | null)[]).includes(value);
}
