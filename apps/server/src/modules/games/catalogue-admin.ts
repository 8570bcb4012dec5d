import type { Database } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type {
  CatalogueGameRow,
  catalogueCategoryUpdateInput,
  catalogueExportInput,
  catalogueGameUpdateInput,
  catalogueListInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { BackofficeActor as Actor, BackofficeKit } from '../../wiring/backoffice-methods.js';
import { auditChangedFields } from '../../wiring/changed-fields.js';
import { COUNT_UP_TO, cappedTotal, pageWindow } from '../../wiring/list-window.js';
import type { CatalogueAdminStore } from './catalogue-admin-store.js';
import type { CatalogueService } from './catalogue-service.js';

export interface CatalogueAdminDeps {
  db: Database;
  /** The games module's tables, read and changed through its store. */
  store: CatalogueAdminStore;
  /** The hall's cached lists, forgotten after a change so that players see it at once. */
  hall: Pick<CatalogueService, 'clearCache'>;
  audit: BackofficeKit['audit'];
}

/**
 * The catalogue screen's methods: the games list (paged, sorted and filtered in the database) and
 * the changes a content operator makes, each in one transaction with its audit entry (the changed
 * fields before and after).
 */
export class CatalogueAdmin {
  constructor(private readonly deps: CatalogueAdminDeps) {}

  async list(input: z.output<typeof catalogueListInput>) {
    const items = await this.deps.store.games(input, pageWindow(input.page, input.perPage));
    return { items, ...cappedTotal(await this.deps.store.count(input, COUNT_UP_TO)) };
  }

  chunk(filter: z.output<typeof catalogueExportInput>, offset: number, limit: number) {
    return this.deps.store.games(filter, { offset, limit });
  }

  async filters() {
    const { store } = this.deps;
    const [categories, providers] = await Promise.all([store.categories(), store.providers()]);
    return { categories, providers };
  }

  async updateGame(
    actor: Actor,
    input: z.output<typeof catalogueGameUpdateInput>,
  ): Promise<CatalogueGameRow> {
    const { db, store, audit } = this.deps;
    const { id, ...change } = input;
    const updated = await db.transaction(async (tx) => {
      const before = await store.lockedGame(tx, id);
      if (!before) throw notFound('GAME_NOT_FOUND', 'id', 'No game has this id');
      if (change.categories) {
        const unknown = await store.unknownCategories(tx, change.categories);
        if (unknown.length > 0)
          throw notFound('CATEGORY_NOT_FOUND', 'categories', `Unknown categories: ${unknown.join(', ')}`);
      }
      await store.updateGame(tx, id, change);
      const after = (await store.lockedGame(tx, id)) as CatalogueGameRow;
      // A change that changes nothing writes nothing (no audit entry either).
      await auditChangedFields(
        audit,
        tx,
        { actor, action: 'game.update', targetType: 'game', targetId: id },
        before,
        after,
      );
      return after;
    });
    this.deps.hall.clearCache();
    return updated;
  }

  async updateCategory(actor: Actor, input: z.output<typeof catalogueCategoryUpdateInput>) {
    const { db, store, audit } = this.deps;
    const { id, ...change } = input;
    const updated = await db.transaction(async (tx) => {
      const before = await store.lockedCategory(tx, id);
      if (!before) throw notFound('CATEGORY_NOT_FOUND', 'id', 'No category has this id');
      await store.updateCategory(tx, id, change);
      const after = (await store.lockedCategory(tx, id))!;
      const entry = {
        actor,
        action: 'game_category.update',
        targetType: 'game_category',
        targetId: id,
      } as const;
      await auditChangedFields(audit, tx, entry, before, after);
      return after;
    });
    this.deps.hall.clearCache();
    return updated;
  }
}

/** An unknown id is bad input (400), as the other methods answer it. */
function notFound(code: string, field: string, message: string): AppError {
  return new AppError('InvalidParameterException', message, { code, data: { fields: { [field]: message } } });
}
