import type { LocaleCode } from '@jeton/domain';
import type { OfferAdminRow, PromoCodeAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { useRowAction } from '../../ui/use-row-action.js';
import { OfferEditDialog } from './offer-edit-dialog.js';
import { offerActions, STATUS_OF, usesLabel } from './offer-form.js';
import { PromoCodeDialog } from './promo-code-dialog.js';

// Offers and promo codes (decision 0068): the offers with their status, trigger, dates and the
// players who took them; create, new terms (a version), pause, resume, end; the codes with their
// uses and limits; create and disable. Every change is audited by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, async () => {
    const [offers, codes] = await Promise.all([boCall('offers/list', {}), boCall('promoCodes/list', {})]);
    return { offers: offers.items, codes: codes.items };
  });
}

type Confirming = { kind: 'end'; offer: OfferAdminRow } | { kind: 'disable'; code: PromoCodeAdminRow } | null;

export default function OffersRoute() {
  const { t, format, locale } = useI18n();
  const texts = t.offers;
  const { offers, codes } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  const runAction = useRowAction();
  // undefined: closed; null: a new offer.
  const [editing, setEditing] = useState<OfferAdminRow | null | undefined>(undefined);
  // undefined: closed; null: a new code for the first offer.
  const [codeFor, setCodeFor] = useState<number | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const codeOffers = offers.filter(
    (offer) => offer.triggerAction === 'promo_code' && offer.status !== 'ended',
  );
  // The offer's title in the operator's language.
  const titleOf = (offer: OfferAdminRow) => (locale === 'fr' ? offer.titleFr : offer.titleEn);
  const when = (iso: string | null) => formatDateTime(iso, locale as LocaleCode);

  const dates = (row: { startsAt: string | null; endsAt: string | null }) => {
    if (!row.startsAt && !row.endsAt) return texts.always;
    return [
      row.startsAt ? format(texts.from, { date: when(row.startsAt) }) : null,
      row.endsAt ? format(texts.until, { date: when(row.endsAt) }) : null,
    ]
      .filter(Boolean)
      .join(' ');
  };

  const grants = (offer: OfferAdminRow) =>
    offer.promotions
      .map((promotion) => {
        const type = (promotion as { type?: string }).type;
        return type && type in texts.promotions.types
          ? texts.promotions.types[type as keyof typeof texts.promotions.types]
          : '—';
      })
      .join(', ');

  const offerColumns: Column<OfferAdminRow>[] = [
    {
      key: 'offer',
      header: texts.columns.offer,
      render: (o) => (
        <>
          {titleOf(o)}
          <br />
          <code>{o.sysname}</code> <small>v{o.version}</small>
        </>
      ),
    },
    {
      key: 'status',
      header: texts.columns.status,
      render: (o) => <span className={`badge badge-${o.status}`}>{texts.statuses[o.status]}</span>,
    },
    {
      key: 'trigger',
      header: texts.columns.trigger,
      render: (o) => texts.triggers[o.triggerAction as keyof typeof texts.triggers] ?? o.triggerAction,
    },
    { key: 'grants', header: texts.columns.grants, render: grants },
    { key: 'dates', header: texts.columns.dates, render: dates },
    { key: 'players', header: texts.columns.players, align: 'end', render: (o) => o.players },
    {
      key: 'actions',
      header: texts.columns.actions,
      render: (o) => (
        <div className="row-actions offer-actions">
          {offerActions(o).map((action) => {
            const name = { name: titleOf(o) };
            if (action === 'edit')
              return (
                <button
                  key={action}
                  type="button"
                  className="button"
                  aria-label={format(texts.editLabel, name)}
                  onClick={() => setEditing(o)}
                >
                  {texts.edit}
                </button>
              );
            if (action === 'code')
              return (
                <button
                  key={action}
                  type="button"
                  className="button"
                  aria-label={format(texts.addCodeLabel, name)}
                  onClick={() => setCodeFor(o.id)}
                >
                  {texts.addCode}
                </button>
              );
            if (action === 'end')
              return (
                <button
                  key={action}
                  type="button"
                  className="button button-danger"
                  aria-label={format(texts.endLabel, name)}
                  onClick={() => setConfirming({ kind: 'end', offer: o })}
                >
                  {texts.end}
                </button>
              );
            return (
              <button
                key={action}
                type="button"
                className="button"
                aria-label={format(action === 'pause' ? texts.pauseLabel : texts.resumeLabel, name)}
                onClick={() =>
                  void runAction(
                    () => boCall('offers/setStatus', { id: o.id, status: STATUS_OF[action] }),
                    format(action === 'pause' ? texts.paused_done : texts.resumed_done, name),
                  )
                }
              >
                {action === 'pause' ? texts.pause : texts.resume}
              </button>
            );
          })}
        </div>
      ),
    },
  ];

  const codeTexts = texts.codes;
  const codeColumns: Column<PromoCodeAdminRow>[] = [
    { key: 'code', header: codeTexts.columns.code, render: (c) => <code>{c.code}</code> },
    { key: 'offer', header: codeTexts.columns.offer, render: (c) => c.offerTitle },
    { key: 'uses', header: codeTexts.columns.uses, align: 'end', render: (c) => usesLabel(c, locale) },
    { key: 'dates', header: codeTexts.columns.dates, render: dates },
    {
      key: 'who',
      header: codeTexts.columns.who,
      render: (c) => (c.newPlayersOnly ? codeTexts.newPlayers : codeTexts.everyone),
    },
    {
      key: 'status',
      header: codeTexts.columns.status,
      render: (c) => (
        <span className={`badge badge-${c.isDisabled ? 'ended' : 'active'}`}>
          {c.isDisabled ? codeTexts.disabled : codeTexts.active}
        </span>
      ),
    },
    {
      key: 'actions',
      header: codeTexts.columns.actions,
      render: (c) =>
        c.isDisabled ? null : (
          <button
            type="button"
            className="button button-danger"
            aria-label={format(codeTexts.disableLabel, { code: c.code })}
            onClick={() => setConfirming({ kind: 'disable', code: c })}
          >
            {codeTexts.disable}
          </button>
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
      <h2>{texts.offersHeading}</h2>
      <DataTable
        caption={texts.offersHeading}
        columns={offerColumns}
        rows={offers}
        rowKey={(o) => o.id}
        testId="offers-table"
        emptyText={texts.empty}
      />
      <div className="page-head">
        <h2>{codeTexts.heading}</h2>
        <button
          type="button"
          className="button button-primary"
          disabled={codeOffers.length === 0}
          onClick={() => setCodeFor(null)}
        >
          {codeTexts.create}
        </button>
      </div>
      {codeOffers.length === 0 ? <p className="field-hint">{codeTexts.noOffer}</p> : null}
      <DataTable
        caption={codeTexts.heading}
        columns={codeColumns}
        rows={codes}
        rowKey={(c) => c.id}
        testId="promo-codes-table"
        emptyText={codeTexts.empty}
      />
      {editing !== undefined ? (
        <OfferEditDialog
          offer={editing}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            toast(format(texts.saved, { name: titleOf(saved), version: saved.version }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {codeFor !== undefined ? (
        <PromoCodeDialog
          offers={codeOffers}
          offerId={codeFor}
          onClose={() => setCodeFor(undefined)}
          onSaved={async (saved) => {
            setCodeFor(undefined);
            toast(format(codeTexts.saved, { code: saved.code }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {confirming?.kind === 'end' ? (
        <ActionDialog
          title={format(texts.endLabel, { name: titleOf(confirming.offer) })}
          text={texts.endText}
          confirmLabel={texts.endConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await boCall('offers/setStatus', { id: confirming.offer.id, status: 'ended' });
            setConfirming(null);
            toast(format(texts.ended_done, { name: titleOf(confirming.offer) }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {confirming?.kind === 'disable' ? (
        <ActionDialog
          title={format(codeTexts.disableLabel, { code: confirming.code.code })}
          text={codeTexts.disableText}
          confirmLabel={codeTexts.disableConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await boCall('promoCodes/disable', { id: confirming.code.id });
            setConfirming(null);
            toast(format(codeTexts.disabled_done, { code: confirming.code.code }));
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
