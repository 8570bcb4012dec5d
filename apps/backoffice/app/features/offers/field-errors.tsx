import { useI18n } from '../../i18n/i18n-context.js';
import type { useEditForm } from '../../ui/use-edit-form.js';

// The words under a refused field: the server names the field (its cross-field rules in English),
// and the screen says the rule in the operator's language where it has its own text.

type Form<V extends Record<string, string>> = ReturnType<typeof useEditForm<V>>;

export function useFieldError<V extends Record<string, string>>(form: Form<V>) {
  const { t } = useI18n();
  const own = t.offers.errors as Readonly<Record<string, string>>;
  const messageOf = (key: string) => {
    const server = form.errors[key];
    return server === undefined ? undefined : (own[key] ?? server);
  };
  const bind = (name: keyof V & string) => ({ ...form.bind(name), error: messageOf(name) });
  /** A promotion's field: the server names the field, not the row. */
  bind.promotionMessage = (field: string) => messageOf(`promotions.${field}`);
  bind.promotionError = (field: string) => {
    const message = messageOf(`promotions.${field}`);
    return message ? <p className="field-error">{message}</p> : null;
  };
  return bind;
}
