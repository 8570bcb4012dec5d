import type { BackofficeMethodName, CatalogueGameRow } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { BackofficeContribution, CsvColumn } from '../../wiring/backoffice-methods.js';
import { CatalogueAdmin, type CatalogueAdminDeps } from './catalogue-admin.js';
import { GAMES_ERRORS } from './games-errors.js';

type CatalogueMethodName = Extract<BackofficeMethodName, `catalogue/${string}`>;

/**
 * The catalogue screen of the back office (decision 0093), given by the games module's module.ts;
 * each change is audit-logged in the back office's log, in the change's transaction.
 */
export function catalogueBackoffice(
  deps: Omit<CatalogueAdminDeps, 'audit'>,
): BackofficeContribution<CatalogueMethodName> {
  return ({ audit, csv }) => {
    const catalogue = new CatalogueAdmin({ ...deps, audit });
    return {
      'catalogue/list': { errors: [], handle: ({ input }) => catalogue.list(input) },
      'catalogue/export': {
        errors: [],
        handle: async ({ input, operator }) => ({
          csv: csv(GAME_COLUMNS, operator.locale, (offset, limit) => catalogue.chunk(input, offset, limit)),
          filename: 'games',
        }),
      },
      'catalogue/filters': { errors: [], handle: () => catalogue.filters() },
      'catalogue/updateGame': {
        errors: declared(GAMES_ERRORS, 'GAME_NOT_FOUND', 'CATEGORY_NOT_FOUND'),
        handle: ({ input, actor }) => catalogue.updateGame(actor, input),
      },
      'catalogue/updateCategory': {
        errors: declared(GAMES_ERRORS, 'CATEGORY_NOT_FOUND'),
        handle: ({ input, actor }) => catalogue.updateCategory(actor, input),
      },
    };
  };
}

/** An item config value: the game's own, or `site` when it follows the site's games-config. */
const ownOrSite = (value: boolean | string | null) => (value === null ? 'site' : String(value));

export const GAME_COLUMNS: readonly CsvColumn<CatalogueGameRow>[] = [
  { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id },
  { header: { en: 'Sysname', fr: 'Identifiant' }, value: (r) => r.sysname },
  { header: { en: 'Name', fr: 'Nom' }, value: (r) => r.name },
  { header: { en: 'Provider', fr: 'Fournisseur' }, value: (r) => r.providerName },
  { header: { en: 'Type', fr: 'Type' }, value: (r) => r.type },
  { header: { en: 'Categories', fr: 'Catégories' }, value: (r) => r.categories.join(' ') },
  { header: { en: 'Enabled', fr: 'Activé' }, value: (r) => (r.enabled ? 'yes' : 'no') },
  { header: { en: 'Popularity', fr: 'Popularité' }, value: (r) => r.popularity },
  { header: { en: 'Released', fr: 'Sortie' }, value: (r) => r.releasedAt },
  { header: { en: 'Demo', fr: 'Démo' }, value: (r) => (r.hasDemo ? 'yes' : 'no') },
  {
    header: { en: 'Play with zero balance', fr: 'Jeu sans solde' },
    value: (r) => ownOrSite(r.config.canAccessSlotWithZeroBalance),
  },
  {
    header: { en: 'Favourite icon', fr: 'Icône favori' },
    value: (r) => ownOrSite(r.config.canVisibleFavoriteIcon),
  },
  { header: { en: 'Full screen', fr: 'Plein écran' }, value: (r) => ownOrSite(r.config.visibleFullScreen) },
  { header: { en: 'View type', fr: "Type d'affichage" }, value: (r) => ownOrSite(r.config.contentViewType) },
];
