import { type LoyaltyProductAdmin, loyaltyProductInput } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextField } from '../../ui/field.js';

// A loyalty product's form: what it grants (free spins on a house slot), its price in points, its
// limits and whether it is on sale. Checked by the contract's schema before it is sent (the server
// checks it again, and that the game is a house slot).

interface Draft {
  sysname: string;
  nameEn: string;
  descriptionEn: string;
  nameFr: string;
  descriptionFr: string;
  game: string;
  count: string;
  stake: string;
  validDays: string;
  price: string;
  perPlayerLimit: string;
  stock: string;
  isActive: boolean;
}

const draftOf = (product: LoyaltyProductAdmin | null, firstGame: string): Draft => ({
  sysname: product?.sysname ?? '',
  nameEn: product?.texts.en.name ?? '',
  descriptionEn: product?.texts.en.description ?? '',
  nameFr: product?.texts.fr.name ?? '',
  descriptionFr: product?.texts.fr.description ?? '',
  game: product?.grant.game ?? firstGame,
  count: String(product?.grant.count ?? 10),
  stake: ((product?.grant.stake_minor ?? 20) / 100).toFixed(2),
  validDays: String(product?.grant.valid_days ?? 7),
  price: String(product?.price ?? ''),
  perPlayerLimit: product?.perPlayerLimit == null ? '' : String(product.perPlayerLimit),
  stock: product?.stock == null ? '' : String(product.stock),
  isActive: product?.isActive ?? true,
});

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
const optional = (text: string) => (text.trim() === '' ? null : num(text));

export function ProductForm({
  product,
  games,
  onSaved,
  onCancel,
}: {
  product: LoyaltyProductAdmin | null;
  games: { sysname: string; name: string }[];
  onSaved: (saved: LoyaltyProductAdmin) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const l = t.loyaltyAdmin;
  const [draft, setDraft] = useState(() => draftOf(product, games[0]?.sysname ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((old) => ({ ...old, [key]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = loyaltyProductInput.safeParse({
      sysname: draft.sysname,
      texts: {
        en: { name: draft.nameEn, description: draft.descriptionEn },
        fr: { name: draft.nameFr, description: draft.descriptionFr },
      },
      grant: {
        game: draft.game,
        count: num(draft.count),
        stake_minor: Math.round(num(draft.stake) * 100),
        valid_days: num(draft.validDays),
      },
      price: num(draft.price),
      perPlayerLimit: optional(draft.perPlayerLimit),
      stock: optional(draft.stock),
      isActive: draft.isActive,
      position: product?.position ?? 0,
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= l.invalid;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await boCall('loyalty/saveProduct', { ...checked.data, id: product?.id ?? null }));
    } catch (error) {
      setFailure(describeFailure(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card" aria-labelledby="loyalty-product-form">
      <h2 id="loyalty-product-form">
        {product ? l.editTitle.replace('{name}', product.texts.en.name) : l.newTitle}
      </h2>
      <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
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
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(event) => setDraft((old) => ({ ...old, isActive: event.target.checked }))}
          />
          {l.fields.active}
        </label>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {l.save}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {l.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
