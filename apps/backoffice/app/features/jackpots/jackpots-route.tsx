import type { JackpotAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { useJackpotColumns } from './jackpot-columns.js';
import { JackpotCycles } from './jackpot-cycles.js';
import { JackpotEditDialog } from './jackpot-edit-dialog.js';

// The must-drop jackpots (decision 0061): pools from the ledger, rounds and wins; create, change
// the terms (a new version), pause and resume. Every change is audited by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, async () => (await boCall('jackpots/list', {})).items);
}

export default function JackpotsRoute() {
  const { t, format } = useI18n();
  const texts = t.jackpots;
  const jackpots = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  // undefined: closed; null: a new jackpot.
  const [editing, setEditing] = useState<JackpotAdminRow | null | undefined>(undefined);
  const [shownId, setShownId] = useState<number | null>(jackpots[0]?.id ?? null);
  const shown = jackpots.find((jackpot) => jackpot.id === shownId) ?? null;

  const columns = useJackpotColumns({ shownId, onEdit: setEditing, onShow: setShownId });

  return (
    <section className="page">
      <div className="page-head">
        <h1>{texts.title}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
          {texts.create}
        </button>
      </div>
      <p>{texts.intro}</p>
      <DataTable
        caption={texts.title}
        columns={columns}
        rows={jackpots}
        rowKey={(j) => j.id}
        testId="jackpots-table"
      />
      {shown ? (
        <>
          <h2>{format(texts.cyclesLabel, { name: shown.nameEn })}</h2>
          <JackpotCycles jackpot={shown} />
        </>
      ) : null}
      {editing !== undefined ? (
        <JackpotEditDialog
          jackpot={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            toast(format(texts.saved, { name: saved.nameEn, version: saved.version }));
            setShownId(saved.id);
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
