import { useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { FormAlert, SubmitButton } from '../auth/auth-fields.js';
import { CodeField, useCodeForm } from '../auth/code-field.js';
import { twoFactorCodeError } from '../auth/two-factor.js';
import { securityErrorText } from './security-error.js';

interface CodeFormProps {
  submitLabel: string;
  /** Sends the code; a thrown error shows on the field (a wrong code) or above the button. */
  onCode: (code: string) => Promise<void>;
  children?: React.ReactNode;
  testId?: string;
}

/** A 6-digit authenticator code and a button: to confirm, turn off, or make new recovery codes. */
export function CodeForm({ submitLabel, onCode, children, testId }: CodeFormProps) {
  const { t } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useCodeForm();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setAlert(null);
    try {
      await onCode(code);
      form.reset();
    } catch (error) {
      const codeError = twoFactorCodeError(error);
      if (codeError && codeError !== 'recoveryInvalid') {
        const message = t.security.twoFactor.codeErrors[codeError];
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
      } else {
        setAlert(securityErrorText(error, t));
      }
    }
  });

  return (
    <form className="auth-form security-form" onSubmit={submit} noValidate data-testid={testId}>
      {children}
      <CodeField
        label={t.security.twoFactor.code}
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
