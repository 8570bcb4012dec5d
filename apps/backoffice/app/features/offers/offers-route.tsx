import { OFFER_TRIGGERS, type OfferAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { useRowAction } from '../../ui/use-row-action.js';
import { LIST_TABLE } from '../money/list-params.js';
import { BonusesSearch, BonusesTabs } from './bonuses-tabs.js';
import { readOfferQuery } from './list-query.js';
import { OfferEditDialog } from './offer-edit-dialog.js';
import { offerActions, STATUS_OF } from './offer-form.js';
import { PromoCodeDialog } from './promo-code-dialog.js';
import { useDates } from './use-dates.js';

// Offers (decision 0068): a page of offers, found by name or title and trigger, with their status,
// trigger, dates and the players who took them; create, new terms (a version), pause, resume, end,
// and a new code for a promo-code offer. Every change is audited by the server.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = readOfferQuery(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('offers/list', query));
}

export default function OffersRoute() {
  const { t, format, locale } = useI18n();
  const texts = t.offers;
  const answer = useLoaderData<typeof clientLoader>();
  const offers = answer.items;
  const [params] = useSearchParams();
  const query = readOfferQuery(params);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const runAction = useRowAction();
  // undefined: closed; null: a new offer.
  const [editing, setEditing] = useState<OfferAdminRow | null | undefined>(undefined);
  // The promo-code offer a new code is for.
  const [codeFor, setCodeFor] = useState<OfferAdminRow | undefined>(undefined);
  const [ending, setEnding] = useState<OfferAdminRow | null>(null);
  // The offer's title in the operator's language.
  const titleOf = (offer: OfferAdminRow) => (locale === 'fr' ? offer.titleFr : offer.titleEn);
  const dates = useDates();

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
                  onClick={() => setCodeFor(o)}
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
                  onClick={() => setEnding(o)}
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

  return (
    <section className="page">
      <div className="page-head">
        <h1>{texts.title}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
          {texts.create}
        </button>
      </div>
      <BonusesTabs />
      <p>{texts.intro}</p>
      <BonusesSearch id="offer-search" value={query.search ?? ''} hint={texts.searchHint}>
        <div className="field">
          <label htmlFor="offer-trigger">{texts.columns.trigger}</label>
          <select id="offer-trigger" name="trigger" defaultValue={query.trigger ?? ''}>
            <option value="">{texts.anyTrigger}</option>
            {OFFER_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {texts.triggers[trigger]}
              </option>
            ))}
          </select>
        </div>
      </BonusesSearch>
      <h2>{texts.offersHeading}</h2>
      <DataTable
        caption={texts.offersHeading}
        columns={offerColumns}
        rows={offers}
        rowKey={(o) => o.id}
        busy={navigation.state === 'loading'}
        testId="offers-table"
        emptyText={query.search || query.trigger ? texts.noMatch : texts.empty}
      />
      <UrlPager
        state={{ ...query, sort: LIST_TABLE.sort, order: LIST_TABLE.order }}
        defaults={LIST_TABLE}
        answer={answer}
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
      {codeFor ? (
        <PromoCodeDialog
          offers={[codeFor]}
          offerId={codeFor.id}
          onClose={() => setCodeFor(undefined)}
          onSaved={async (saved) => {
            setCodeFor(undefined);
            toast(format(texts.codes.saved, { code: saved.code }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {ending ? (
        <ActionDialog
          title={format(texts.endLabel, { name: titleOf(ending) })}
          text={texts.endText}
          confirmLabel={texts.endConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setEnding(null)}
          onConfirm={async () => {
            await boCall('offers/setStatus', { id: ending.id, status: 'ended' });
            setEnding(null);
            toast(format(texts.ended_done, { name: titleOf(ending) }));
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
