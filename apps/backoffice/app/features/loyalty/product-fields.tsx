import { useI18n } from '../../i18n/i18n-context.js';
import { TextField } from '../../ui/field.js';
import type { Draft } from './product-draft.js';

// The fields of a loyalty product's form.

export interface ProductFieldsProps {
  draft: Draft;
  errors: Record<string, string>;
  set: (key: keyof Draft) => (event: { target: { value: string } }) => void;
}

/** Its name and texts, and the house slot it grants free spins on. */
export function ProductTextFields({
  draft,
  errors,
  set,
  games,
}: ProductFieldsProps & { games: { sysname: string; name: string }[] }) {
  const { t } = useI18n();
  const l = t.loyaltyAdmin;
  return (
    <>
      <TextField
        label={l.fields.sysname}
        hint={l.fields.sysnameHint}
        value={draft.sysname}
        onChange={set('sysname')}
        error={errors.sysname}
      />
      <TextField
        label={l.fields.nameEn}
        value={draft.nameEn}
        onChange={set('nameEn')}
        error={errors['texts.en.name']}
      />
      <TextField
        label={l.fields.descriptionEn}
        value={draft.descriptionEn}
        onChange={set('descriptionEn')}
        error={errors['texts.en.description']}
      />
      <TextField
        label={l.fields.nameFr}
        value={draft.nameFr}
        onChange={set('nameFr')}
        error={errors['texts.fr.name']}
      />
      <TextField
        label={l.fields.descriptionFr}
        value={draft.descriptionFr}
        onChange={set('descriptionFr')}
        error={errors['texts.fr.description']}
      />
      <div className="field">
        <label htmlFor="loyalty-game">{l.fields.game}</label>
        <select id="loyalty-game" value={draft.game} onChange={set('game')}>
          {games.map((game) => (
            <option key={game.sysname} value={game.sysname}>
              {game.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** What it grants, its price and its limits. */
export function ProductGrantFields({ draft, errors, set }: ProductFieldsProps) {
  const { t } = useI18n();
  const l = t.loyaltyAdmin;
  return (
    <>
      <TextField
        label={l.fields.count}
        inputMode="numeric"
        value={draft.count}
        onChange={set('count')}
        error={errors['grant.count']}
      />
      <TextField
        label={l.fields.stake}
        hint={l.fields.stakeHint}
        inputMode="decimal"
        value={draft.stake}
        onChange={set('stake')}
        error={errors['grant.stake_minor']}
      />
      <TextField
        label={l.fields.validDays}
        inputMode="numeric"
        value={draft.validDays}
        onChange={set('validDays')}
        error={errors['grant.valid_days']}
      />
      <TextField
        label={l.fields.price}
        inputMode="decimal"
        value={draft.price}
        onChange={set('price')}
        error={errors.price}
      />
      <TextField
        label={l.fields.perPlayerLimit}
        hint={l.fields.emptyNoLimit}
        inputMode="numeric"
        value={draft.perPlayerLimit}
        onChange={set('perPlayerLimit')}
        error={errors.perPlayerLimit}
      />
      <TextField
        label={l.fields.stock}
        hint={l.fields.emptyNoLimit}
        inputMode="numeric"
        value={draft.stock}
        onChange={set('stock')}
        error={errors.stock}
      />
    </>
  );
}
