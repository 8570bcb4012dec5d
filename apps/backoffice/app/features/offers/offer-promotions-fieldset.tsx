import { OFFER_LIMITS } from '@jeton/domain/backoffice';
import type { Dispatch, SetStateAction } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import { SelectField, TextField } from '../../ui/field.js';
import type { useFieldError } from './field-errors.js';
import {
  newPromotion,
  type OfferValues,
  PROMOTION_FIELDS,
  type PromotionType,
  type PromotionValues,
  promotionTypesOf,
} from './offer-form.js';

// What an offer grants, one row per promotion, in its edit dialog.

interface PromotionsProps {
  promotions: PromotionValues[];
  setPromotions: Dispatch<SetStateAction<PromotionValues[]>>;
  triggerAction: OfferValues['triggerAction'];
  error: string | undefined;
  bind: ReturnType<typeof useFieldError<OfferValues>>;
}

export function OfferPromotionsFieldset(props: PromotionsProps) {
  const { t } = useI18n();
  const texts = t.offers;
  const { promotions, setPromotions, triggerAction, error } = props;
  return (
    <fieldset className="choices offer-promotions">
      <legend>{texts.promotions.heading}</legend>
      {error ? <p className="field-error">{error}</p> : null}
      {promotions.map((promotion, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their place is their name
        <PromotionFields key={index} index={index} promotion={promotion} {...props} />
      ))}
      {promotions.length < OFFER_LIMITS.promotions ? (
        <button
          type="button"
          className="button"
          onClick={() => setPromotions((rows) => [...rows, newPromotion(triggerAction)])}
        >
          {texts.promotions.add}
        </button>
      ) : null}
    </fieldset>
  );
}

function PromotionFields({
  index,
  promotion,
  promotions,
  setPromotions,
  triggerAction,
  bind,
}: PromotionsProps & { index: number; promotion: PromotionValues }) {
  const { t, format } = useI18n();
  const texts = t.offers;
  const types = promotionTypesOf(triggerAction);
  const n = index + 1;
  const changePromotion = (at: number, change: Partial<PromotionValues>) =>
    setPromotions((rows) => rows.map((row, i) => (i === at ? { ...row, ...change } : row)));
  return (
    <fieldset className="offer-promotion">
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
}
