import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { useToast } from '../../ui/toast.js';
import { namesOf as names, type Pending } from './market-row.js';

/** The confirmation of a settlement or of a voided event. */
export function PendingDialog({
  pending,
  setPending,
}: {
  pending: Pending;
  setPending: (pending: Pending) => void;
}) {
  const { t, format } = useI18n();
  const texts = t.sportsbook;
  const revalidator = useRevalidator();
  const toast = useToast();
  return (
    <>
      {pending?.kind === 'settle' ? (
        <ActionDialog
          title={format(texts.settleLabel, names(pending.row))}
          text={format(texts.settleText, {
            selection: pending.row.market.selections.find((s) => s.id === pending.selectionId)?.name ?? '',
          })}
          confirmLabel={texts.settleConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await boCall('sportsbook/settleMarket', {
              marketId: pending.row.market.id,
              winningSelectionId: pending.selectionId,
            });
            setPending(null);
            toast(format(texts.settled, names(pending.row)));
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {pending?.kind === 'void' ? (
        <ActionDialog
          title={format(texts.voidLabel, { event: pending.event.name })}
          text={texts.voidText}
          confirmLabel={texts.voidConfirm}
          tone="danger"
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await boCall('sportsbook/voidEvent', { eventId: pending.event.id });
            setPending(null);
            toast(format(texts.voided, { event: pending.event.name }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}
