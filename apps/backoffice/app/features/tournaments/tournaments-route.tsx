import type { TournamentAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { useTournamentColumns } from './tournament-columns.js';
import { TournamentEditDialog } from './tournament-edit-dialog.js';
import { TournamentLeaderboard } from './tournament-leaderboard.js';

// Tournaments (decision 0063): create, edit before the start, cancel (no prizes; there is no buy-in
// to refund), and each one's leaderboard. Every change is audited by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, async () => (await boCall('tournaments/list', {})).items);
}

export default function TournamentsRoute() {
  const { t, format } = useI18n();
  const texts = t.tournaments;
  const tournaments = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  // undefined: closed; null: a new tournament.
  const [editing, setEditing] = useState<TournamentAdminRow | null | undefined>(undefined);
  const [cancelling, setCancelling] = useState<TournamentAdminRow | null>(null);
  const [shownId, setShownId] = useState<number | null>(tournaments[0]?.id ?? null);
  const shown = tournaments.find((tournament) => tournament.id === shownId) ?? null;

  const columns = useTournamentColumns({
    shownId,
    onEdit: setEditing,
    onCancel: setCancelling,
    onShow: setShownId,
  });

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
        rows={tournaments}
        rowKey={(row) => row.id}
        testId="tournaments-table"
        emptyText={texts.empty}
      />
      {shown ? (
        <>
          <h2>{format(texts.leaderboardLabel, { name: shown.titleEn })}</h2>
          <TournamentLeaderboard tournament={shown} />
        </>
      ) : null}
      {editing !== undefined ? (
        <TournamentEditDialog
          tournament={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            toast(format(texts.saved, { name: saved.titleEn }));
            setShownId(saved.id);
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {cancelling ? (
        <ActionDialog
          title={format(texts.cancelLabel, { name: cancelling.titleEn })}
          text={texts.cancelText}
          confirmLabel={texts.cancelConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            await boCall('tournaments/cancel', { id: cancelling.id });
            setCancelling(null);
            toast(format(texts.cancelled, { name: cancelling.titleEn }));
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
