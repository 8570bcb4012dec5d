import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { useEditForm } from '../../ui/use-edit-form.js';
import { useFieldError } from './field-errors.js';
import { OfferIdentityFields, OfferScheduleFields } from './offer-basics-fields.js';
import {
  newPromotion,
  type OfferValues,
  offerTermsOf,
  offerValuesOf,
  type PromotionValues,
  promotionValuesOf,
} from './offer-form.js';
import { OfferPromotionsFieldset } from './offer-promotions-fieldset.js';

// A new offer, or new terms for one (a new version, decision 0068): the server checks the
// contract's rules (offerCreateInput, offerUpdateInput) and names the refused fields, which the
// form says in the operator's language under each.

export function OfferEditDialog(props: {
  offer: OfferAdminRow | null;
  onClose: () => void;
  onSaved: (offer: OfferAdminRow) => Promise<void>;
}) {
  const { t, format, locale } = useI18n();
  const texts = t.offers;
  const { offer } = props;
  const form = useEditForm<OfferValues>(() => offerValuesOf(offer));
  const { values, failure, busy } = form;
  const bind = useFieldError(form);
  const [promotions, setPromotions] = useState<PromotionValues[]>(() =>
    offer ? offer.promotions.map(promotionValuesOf) : [newPromotion(values.triggerAction)],
  );

  const save = form.submit(async (current) => {
    const terms = offerTermsOf(current, promotions);
    // Numbers the form could not read go as typed: the contract names the field.
    const saved = offer
      ? await boCall('offers/update', { id: offer.id, ...terms } as never)
      : await boCall('offers/create', { sysname: current.sysname, ...terms } as never);
    await props.onSaved(saved);
  });

  return (
    <Dialog
      title={
        offer
          ? format(texts.editTitle, { name: locale === 'fr' ? offer.titleFr : offer.titleEn })
          : texts.newTitle
      }
      onClose={props.onClose}
    >
      <form className="dialog-body" onSubmit={save} noValidate>
        <OfferIdentityFields offer={offer} form={form} bind={bind} setPromotions={setPromotions} />
        <OfferScheduleFields form={form} bind={bind} />
        <OfferPromotionsFieldset
          promotions={promotions}
          setPromotions={setPromotions}
          triggerAction={values.triggerAction}
          error={form.errors.promotions}
          bind={bind}
        />
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={busy ? texts.saving : texts.save}
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
