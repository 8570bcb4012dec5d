import type { OfferAdminRow } from '@jeton/domain/backoffice';
import { OFFER_LIMITS, OFFER_TRIGGERS } from '@jeton/domain/backoffice';
import type { Dispatch, SetStateAction } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { BilingualFields } from '../../ui/bilingual-fields.js';
import { SelectField, TextField } from '../../ui/field.js';
import type { useEditForm } from '../../ui/use-edit-form.js';
import type { useFieldError } from './field-errors.js';
import { newPromotion, type OfferValues, type PromotionValues, promotionTypesOf } from './offer-form.js';

// The offer's own fields in its edit dialog: what it is, when it runs and whom it is for.

export interface OfferFieldsProps {
  offer: OfferAdminRow | null;
  form: ReturnType<typeof useEditForm<OfferValues>>;
  bind: ReturnType<typeof useFieldError<OfferValues>>;
  setPromotions: Dispatch<SetStateAction<PromotionValues[]>>;
}

/** Its name, trigger, titles, texts and image. */
export function OfferIdentityFields({ offer, form, bind, setPromotions }: OfferFieldsProps) {
  const { t } = useI18n();
  const texts = t.offers;
  const { values, set } = form;
  return (
    <>
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
    </>
  );
}

/** Its dates, place in the list, and the deposits it is for. */
export function OfferScheduleFields({ form, bind }: Pick<OfferFieldsProps, 'form' | 'bind'>) {
  const { t } = useI18n();
  const texts = t.offers;
  const { values, set } = form;
  const deposit = values.triggerAction === 'deposit';
  return (
    <>
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
    </>
  );
}
