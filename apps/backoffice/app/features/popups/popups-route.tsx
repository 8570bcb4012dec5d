import type { PopupRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { PopupEditDialog } from './popup-edit-dialog.js';

// The campaign popups players are shown (spec section 4), per language: create, edit, switch off.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, async () => (await boCall('popups/list', {})).items);
}

export default function PopupsRoute() {
  const { t, format, locale } = useI18n();
  const popups = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  // undefined: closed; null: a new popup.
  const [editing, setEditing] = useState<PopupRow | null | undefined>(undefined);

  const columns: Column<PopupRow>[] = [
    { key: 'sysname', header: t.popups.columns.sysname, render: (p) => <code>{p.sysname}</code> },
    { key: 'locale', header: t.popups.columns.locale, render: (p) => t.locales[p.locale] },
    { key: 'title', header: t.popups.columns.title, render: (p) => p.title },
    {
      key: 'state',
      header: t.popups.columns.state,
      render: (p) => (p.isActive ? t.popups.active : t.popups.inactive),
    },
    {
      key: 'updatedAt',
      header: t.popups.columns.updatedAt,
      render: (p) => formatDateTime(p.updatedAt, locale),
    },
    {
      key: 'actions',
      header: t.popups.columns.actions,
      render: (p) => (
        <button
          type="button"
          className="button"
          aria-label={format(t.popups.editLabel, { name: p.sysname, locale: t.locales[p.locale] })}
          onClick={() => setEditing(p)}
        >
          {t.popups.edit}
        </button>
      ),
    },
  ];

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.popups.title}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
          {t.popups.create}
        </button>
      </div>
      <p>{t.popups.intro}</p>
      <DataTable
        caption={t.popups.title}
        columns={columns}
        rows={popups}
        rowKey={(p) => `${p.locale}/${p.sysname}`}
        testId="popups-table"
      />
      {editing !== undefined ? (
        <PopupEditDialog
          popup={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            toast(format(t.popups.saved, { name: saved.sysname, locale: t.locales[saved.locale] }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
