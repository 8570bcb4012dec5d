import { isAppError } from '@jeton/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the server's field errors (`error.data.fields`, already in the page's locale) on the form's
 * fields, focusing the first. Answers whether any applied; the others stay for the form's alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isAppError(error) || !error.fields) return false;
  let applied = false;
  for (const name of fields) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
