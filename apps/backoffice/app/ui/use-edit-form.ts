import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../api/errors.js';
import { describeFailure } from '../api/use-failure-handler.js';
import { useI18n } from '../i18n/i18n-context.js';

// The state every back-office edit dialog keeps (jackpots, tournaments, offers, promo codes): the
// typed values, busy while saving, the refusal in words and the server's message per field, which
// `bind` hands to the field it names.

export function useEditForm<Values extends Record<string, string>>(initial: () => Values) {
  const { t } = useI18n();
  const [values, setValues] = useState<Values>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof Values, value: string) => setValues((current) => ({ ...current, [name]: value }));

  /** A field's name, value, change handler and error (the server's field of the same name). */
  const bind = (name: keyof Values & string, errorKey: string = name) => ({
    name,
    value: values[name],
    error: errors[errorKey],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  /** Submits: `save` runs with the values; a refusal keeps the dialog open with its words. */
  const submit = (save: (values: Values) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    setBusy(true);
    try {
      await save(values);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(describeFailure(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { values, set, bind, errors, failure, busy, submit };
}
