import type { OfferAdminRow, PromoCodeAdminRow } from '@jeton/domain/backoffice';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { SelectField, TextField } from '../../ui/field.js';
import { useEditForm } from '../../ui/use-edit-form.js';
import { CodeOfferPicker } from './code-offer-picker.js';
import { useFieldError } from './field-errors.js';
import { type PromoCodeValues, promoCodeInputOf, promoCodeValuesOf } from './offer-form.js';

// A new promo code for an offer taken with a code: the server keeps it in capitals and refuses one
// that exists in any case (the unique index), naming the field.

export function PromoCodeDialog(props: {
  /**
   * The offer chosen already (a code made from an offer's row); without it the dialog searches and
   * pages every promo-code offer that has not ended (decision 0078).
   */
  offers?: readonly OfferAdminRow[];
  offerId: number | null;
  onClose: () => void;
  onSaved: (code: PromoCodeAdminRow) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const texts = t.offers.codes;
  const form = useEditForm<PromoCodeValues>(() =>
    promoCodeValuesOf(props.offerId ?? props.offers?.[0]?.id ?? null),
  );
  const { values, set, failure, busy } = form;
  const bind = useFieldError(form);

  const save = form.submit(async (current) => {
    const saved = await boCall('promoCodes/create', promoCodeInputOf(current) as never);
    await props.onSaved(saved);
  });

  return (
    <Dialog title={texts.newTitle} onClose={props.onClose}>
      <form className="dialog-body" onSubmit={save} noValidate>
        <TextField
          label={texts.fields.code}
          hint={texts.fields.codeHint}
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={32}
          data-initial-focus
          {...bind('code')}
        />
        {props.offers ? (
          <>
            <SelectField
              label={texts.fields.offer}
              name="offerId"
              value={values.offerId}
              options={props.offers.map((offer) => ({
                value: String(offer.id),
                label: locale === 'fr' ? offer.titleFr : offer.titleEn,
              }))}
              onChange={(event) => set('offerId', event.target.value)}
            />
            {bind('offerId').error ? <p className="field-error">{bind('offerId').error}</p> : null}
          </>
        ) : (
          <CodeOfferPicker
            value={values.offerId}
            onChange={(offerId) => set('offerId', offerId)}
            error={bind('offerId').error}
          />
        )}
        <TextField
          label={texts.fields.maxUses}
          hint={texts.fields.maxUsesHint}
          inputMode="numeric"
          {...bind('maxUses')}
        />
        <TextField label={texts.fields.startsAt} type="datetime-local" {...bind('startsAt')} />
        <TextField
          label={texts.fields.endsAt}
          hint={texts.fields.datesHint}
          type="datetime-local"
          {...bind('endsAt')}
        />
        <label className="choice">
          <input
            type="checkbox"
            name="newPlayersOnly"
            checked={values.newPlayersOnly === 'true'}
            onChange={(event) => set('newPlayersOnly', event.target.checked ? 'true' : 'false')}
          />
          {texts.fields.newPlayersOnly}
        </label>
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={busy ? t.offers.saving : texts.save}
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
