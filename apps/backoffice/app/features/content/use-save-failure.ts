import { AppError } from '@jeton/domain';
import { useState } from 'react';
import { failureKind, fieldErrors } from '../../api/errors.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** A refused preview or save: the fields named by the server, or one message for the form. */
export function useSaveFailure() {
  const { t } = useI18n();
  const onFailure = useFailureHandler();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function failed(error: unknown) {
    if (failureKind(error) === 'unauthenticated') return onFailure(error);
    const fields = fieldErrors(error);
    setErrors(fields);
    const conflict = error instanceof AppError && error.code === 'CONTENT_VERSION_CONFLICT';
    setFailure(conflict ? t.content.conflict : Object.keys(fields).length ? null : describeFailure(error, t));
  }

  return { errors, setErrors, failure, setFailure, failed };
}
