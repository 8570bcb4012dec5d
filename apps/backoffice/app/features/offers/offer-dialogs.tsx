import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { useToast } from '../../ui/toast.js';
import { useOfferTitle } from './offer-columns.js';
import { OfferEditDialog } from './offer-edit-dialog.js';
import { PromoCodeDialog } from './promo-code-dialog.js';

/** The offers page's open dialog, if any. undefined: closed; `editing` null: a new offer. */
export interface OfferDialogState {
  editing: OfferAdminRow | null | undefined;
  setEditing: (offer: OfferAdminRow | null | undefined) => void;
  /** The promo-code offer a new code is for. */
  codeFor: OfferAdminRow | undefined;
  setCodeFor: (offer: OfferAdminRow | undefined) => void;
  ending: OfferAdminRow | null;
  setEnding: (offer: OfferAdminRow | null) => void;
}

/** Editing or creating an offer, a new promo code, and the confirmation of an offer's end. */
export function OfferDialogs({
  editing,
  setEditing,
  codeFor,
  setCodeFor,
  ending,
  setEnding,
}: OfferDialogState) {
  const { t, format } = useI18n();
  const texts = t.offers;
  const revalidator = useRevalidator();
  const toast = useToast();
  const titleOf = useOfferTitle();
  return (
    <>
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
    </>
  );
}
