import type { LoyaltyProductAdmin } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { checkDraft, type Draft, draftOf } from './product-draft.js';
import { ProductGrantFields, ProductTextFields } from './product-fields.js';

// A loyalty product's form: what it grants (free spins on a house slot), its price in points, its
// limits and whether it is on sale. Checked by the contract's schema before it is sent (the server
// checks it again, and that the game is a house slot).

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
    const checked = checkDraft(draft, product);
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
        <ProductTextFields draft={draft} errors={errors} set={set} games={games} />
        <ProductGrantFields draft={draft} errors={errors} set={set} />
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
