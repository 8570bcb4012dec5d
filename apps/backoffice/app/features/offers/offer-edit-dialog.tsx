import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { OFFER_LIMITS, OFFER_TRIGGERS } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { BilingualFields } from '../../ui/bilingual-fields.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { SelectField, TextField } from '../../ui/field.js';
import { useEditForm } from '../../ui/use-edit-form.js';
import { useFieldError } from './field-errors.js';
import {
  newPromotion,
  type OfferValues,
  offerTermsOf,
  offerValuesOf,
  PROMOTION_FIELDS,
  type PromotionType,
  type PromotionValues,
  promotionTypesOf,
  promotionValuesOf,
} from './offer-form.js';

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
  const { values, set, failure, busy } = form;
  const bind = useFieldError(form);
  const [promotions, setPromotions] = useState<PromotionValues[]>(() =>
    offer ? offer.promotions.map(promotionValuesOf) : [newPromotion(values.triggerAction)],
  );
  const deposit = values.triggerAction === 'deposit';
  const types = promotionTypesOf(values.triggerAction);

  const save = form.submit(async (current) => {
    const terms = offerTermsOf(current, promotions);
    // Numbers the form could not read go as typed: the contract names the field.
    const saved = offer
      ? await boCall('offers/update', { id: offer.id, ...terms } as never)
      : await boCall('offers/create', { sysname: current.sysname, ...terms } as never);
    await props.onSaved(saved);
  });

  const changePromotion = (index: number, change: Partial<PromotionValues>) =>
    setPromotions((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

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
        <TextField
          label={texts.fields.sysname}
          hint={texts.fields.sysnameHint}
          readOnly={offer !== null}
          spellCheck={false}
          maxLength={64}
          data-initial-focus={offer ? undefined : true}
          {...bind('sysname')}
        />
        <SelectField
          label={texts.fields.trigger}
          name="triggerAction"
          value={values.triggerAction}
          disabled={offer !== null}
          options={OFFER_TRIGGERS.map((value) => ({
            value,
            label: texts.triggers[value],
          }))}
          onChange={(event) => {
            const trigger = event.target.value;
            set('triggerAction', trigger);
            // Rows of a type the new trigger cannot grant take its first type.
            setPromotions((rows) =>
              rows.map((row) =>
                promotionTypesOf(trigger).includes(row.type)
                  ? row
                  : { ...row, type: newPromotion(trigger).type },
              ),
            );
          }}
        />
        <BilingualFields
          fields={{
            titleEn: bind('titleEn'),
            titleFr: bind('titleFr'),
            textEn: bind('textEn'),
            textFr: bind('textFr'),
          }}
          labels={texts.fields}
          limits={OFFER_LIMITS}
          initialFocus={offer !== null}
        />
        <TextField
          label={texts.fields.imageUrl}
          hint={texts.fields.imageHint}
          spellCheck={false}
          maxLength={OFFER_LIMITS.imageUrl}
          {...bind('imageUrl')}
        />
        <TextField label={texts.fields.startsAt} type="datetime-local" {...bind('startsAt')} />
        <TextField
          label={texts.fields.endsAt}
          hint={texts.fields.datesHint}
          type="datetime-local"
          {...bind('endsAt')}
        />
        <TextField
          label={texts.fields.sort}
          hint={texts.fields.sortHint}
          inputMode="numeric"
          {...bind('sort')}
        />
        {deposit || values.triggerAction === 'take' ? (
          <label className="choice">
            <input
              type="checkbox"
              name="firstDeposit"
              checked={values.firstDeposit === 'true'}
              onChange={(event) => set('firstDeposit', event.target.checked ? 'true' : 'false')}
            />
            {deposit ? texts.fields.firstDeposit : texts.fields.beforeDeposit}
          </label>
        ) : null}
        {deposit ? (
          <TextField
            label={texts.fields.excludeMethods}
            hint={texts.fields.excludeHint}
            spellCheck={false}
            {...bind('excludeMethods')}
          />
        ) : null}
        <fieldset className="choices offer-promotions">
          <legend>{texts.promotions.heading}</legend>
          {form.errors.promotions ? <p className="field-error">{form.errors.promotions}</p> : null}
          {promotions.map((promotion, index) => {
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their place is their name
              <fieldset key={index} className="offer-promotion">
                <legend>{format(texts.promotions.label, { n })}</legend>
                <SelectField
                  label={texts.promotions.type}
                  name={`promotions.${index}.type`}
                  value={promotion.type}
                  options={types.map((type) => ({ value: type, label: texts.promotions.types[type] }))}
                  onChange={(event) => changePromotion(index, { type: event.target.value as PromotionType })}
                />
                {bind.promotionError('type')}
                {PROMOTION_FIELDS[promotion.type].map((field) => (
                  <TextField
                    key={field}
                    label={texts.promotions.fields[field]}
                    hint={texts.promotions.hints[field]}
                    name={`promotions.${index}.${field}`}
                    inputMode={field === 'game' ? undefined : 'decimal'}
                    spellCheck={field === 'game' ? false : undefined}
                    value={promotion[field]}
                    error={bind.promotionMessage(field)}
                    onChange={(event) => changePromotion(index, { [field]: event.target.value })}
                  />
                ))}
                {promotions.length > 1 ? (
                  <button
                    type="button"
                    className="button"
                    aria-label={format(texts.promotions.removeLabel, { n })}
                    onClick={() => setPromotions((rows) => rows.filter((_, at) => at !== index))}
                  >
                    {texts.promotions.remove}
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          {promotions.length < OFFER_LIMITS.promotions ? (
            <button
              type="button"
              className="button"
              onClick={() => setPromotions((rows) => [...rows, newPromotion(values.triggerAction)])}
            >
              {texts.promotions.add}
            </button>
          ) : null}
        </fieldset>
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
