import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { Column } from '../../ui/data-table.js';
import type { useRowAction } from '../../ui/use-row-action.js';
import { offerActions, STATUS_OF } from './offer-form.js';
import { useDates } from './use-dates.js';

// The offers table's columns; the last one holds an offer's buttons.

interface OfferRowHandlers {
  onEdit: (offer: OfferAdminRow) => void;
  onCode: (offer: OfferAdminRow) => void;
  onEnd: (offer: OfferAdminRow) => void;
  runAction: ReturnType<typeof useRowAction>;
}

/** The offer's title in the operator's language. */
export function useOfferTitle() {
  const { locale } = useI18n();
  return (offer: OfferAdminRow) => (locale === 'fr' ? offer.titleFr : offer.titleEn);
}

export function useOfferColumns(handlers: OfferRowHandlers): Column<OfferAdminRow>[] {
  const { t } = useI18n();
  const texts = t.offers;
  const titleOf = useOfferTitle();
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

  return [
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
      render: (o) => <OfferRowActions offer={o} {...handlers} />,
    },
  ];
}

function OfferRowActions({
  offer: o,
  onEdit,
  onCode,
  onEnd,
  runAction,
}: OfferRowHandlers & { offer: OfferAdminRow }) {
  const { t, format } = useI18n();
  const texts = t.offers;
  const titleOf = useOfferTitle();
  return (
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
              onClick={() => onEdit(o)}
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
              onClick={() => onCode(o)}
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
              onClick={() => onEnd(o)}
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
  );
}
