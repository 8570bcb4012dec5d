import type { JackpotAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { useRowAction } from '../../ui/use-row-action.js';
import { JackpotCycles } from './jackpot-cycles.js';
import { JackpotEditDialog } from './jackpot-edit-dialog.js';

// The must-drop jackpots (decision 0061): pools from the ledger, rounds and wins; create, change
// the terms (a new version), pause and resume. Every change is audited by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, async () => (await boCall('jackpots/list', {})).items);
}

export default function JackpotsRoute() {
  const { t, format, locale } = useI18n();
  const texts = t.jackpots;
  const jackpots = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  // undefined: closed; null: a new jackpot.
  const [editing, setEditing] = useState<JackpotAdminRow | null | undefined>(undefined);
  const [shownId, setShownId] = useState<number | null>(jackpots[0]?.id ?? null);
  const shown = jackpots.find((jackpot) => jackpot.id === shownId) ?? null;

  const runAction = useRowAction();

  function toggle(jackpot: JackpotAdminRow) {
    const status = jackpot.status === 'active' ? 'paused' : 'active';
    return runAction(
      () => boCall('jackpots/setStatus', { id: jackpot.id, status }),
      format(status === 'paused' ? texts.paused_done : texts.resumed_done, { name: jackpot.nameEn }),
    );
  }

  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const money = (jackpot: JackpotAdminRow, minor: number) => formatMinor(minor, jackpot.currency, locale);
  const columns: Column<JackpotAdminRow>[] = [
    {
      key: 'name',
      header: texts.columns.name,
      render: (j) => (
        <>
          {j.nameEn}
          <br />
          <code>{j.sysname}</code> <small>v{j.version}</small>
        </>
      ),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (j) => (j.status === 'active' ? texts.active : texts.paused),
    },
    { key: 'pool', header: texts.columns.pool, align: 'end', render: (j) => money(j, j.poolMinor) },
    {
      key: 'rate',
      header: texts.columns.rate,
      align: 'end',
      render: (j) => percent.format(j.rateBp / 10_000),
    },
    {
      key: 'range',
      header: texts.columns.range,
      render: (j) => `${money(j, j.dropMinMinor)} – ${money(j, j.dropMaxMinor)}`,
    },
    { key: 'round', header: texts.columns.round, align: 'end', render: (j) => j.cycles[0]?.number ?? '—' },
    { key: 'wins', header: texts.columns.wins, align: 'end', render: (j) => j.wins },
    { key: 'paid', header: texts.columns.paid, align: 'end', render: (j) => money(j, j.paidMinor) },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (j) => (
        <div className="row-actions jackpot-actions">
          <button
            type="button"
            className="button"
            aria-label={format(texts.editLabel, { name: j.nameEn })}
            onClick={() => setEditing(j)}
          >
            {texts.edit}
          </button>
          <button
            type="button"
            className="button"
            aria-label={format(j.status === 'active' ? texts.pauseLabel : texts.resumeLabel, {
              name: j.nameEn,
            })}
            onClick={() => void toggle(j)}
          >
            {j.status === 'active' ? texts.pause : texts.resume}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={shownId === j.id}
            aria-label={format(texts.cyclesLabel, { name: j.nameEn })}
            onClick={() => setShownId(j.id)}
          >
            {texts.cycles}
          </button>
        </div>
      ),
    },
  ];

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
