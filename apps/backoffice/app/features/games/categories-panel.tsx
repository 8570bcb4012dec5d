import type { CatalogueCategory } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { useToast } from '../../ui/toast.js';

// The hall's categories: enable or disable one, and set its position (the hall lists them by it).

export function CategoriesPanel({ categories }: { categories: readonly CatalogueCategory[] }) {
  const { t, format, locale } = useI18n();
  const revalidator = useRevalidator();
  const toast = useToast();
  const onFailure = useFailureHandler();
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = (c: CatalogueCategory) => c.names[locale] ?? c.id;

  async function update(
    category: CatalogueCategory,
    change: { enabled?: boolean; sortOrder?: number },
    done: string,
  ) {
    setBusy(category.id);
    try {
      await boCall('catalogue/updateCategory', { id: category.id, ...change });
      toast(done);
      await revalidator.revalidate();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<CatalogueCategory>[] = [
    { key: 'id', header: t.games.categoryColumns.id, render: (c) => c.id },
    { key: 'name', header: t.games.categoryColumns.name, render: nameOf },
    { key: 'games', header: t.games.categoryColumns.games, align: 'end', render: (c) => c.gamesCount },
    {
      key: 'position',
      header: t.games.categoryColumns.position,
      render: (c) => (
        <input
          className="position-input"
          type="number"
          min={0}
          max={10000}
          key={`${c.id}-${c.sortOrder}`}
          defaultValue={c.sortOrder}
          aria-label={format(t.games.position, { name: nameOf(c) })}
          disabled={busy === c.id}
          onBlur={(event) => {
            const position = Number(event.currentTarget.value);
            if (!Number.isInteger(position) || position < 0 || position > 10000 || position === c.sortOrder)
              return;
            update(c, { sortOrder: position }, format(t.games.categoryMoved, { name: nameOf(c), position }));
          }}
        />
      ),
    },
    {
      key: 'state',
      header: t.games.categoryColumns.state,
      render: (c) => (
        <button
          type="button"
          className="button button-small"
          disabled={busy === c.id}
          aria-label={format(c.enabled ? t.games.disableLabel : t.games.enableLabel, { name: nameOf(c) })}
          onClick={() =>
            update(
              c,
              { enabled: !c.enabled },
              format(c.enabled ? t.games.categoryDisabled : t.games.categoryEnabled, { name: nameOf(c) }),
            )
          }
        >
          {c.enabled ? t.games.disable : t.games.enable}
        </button>
      ),
    },
  ];

  return (
    <section className="section" aria-labelledby="categories-title">
      <h2 id="categories-title">{t.games.categoriesTitle}</h2>
      <p className="muted">{t.games.categoriesIntro}</p>
      <DataTable
        caption={t.games.categoriesTitle}
        columns={columns}
        rows={categories}
        rowKey={(c) => c.id}
        testId="categories-table"
      />
    </section>
  );
}
