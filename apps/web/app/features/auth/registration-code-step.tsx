import { type AppError, isAppError } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { type Registered, type RegistrationRequest, register } from '../../api/auth.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSecondsUntil } from '../../ui/use-seconds-until.js';
import { formatAuthError } from './auth-error-text.js';
import { FormAlert, SubmitButton } from './auth-fields.js';
import { CodeField, useCodeForm } from './code-field.js';
import { applyServerFieldErrors } from './server-field-errors.js';

/**
 * True when the registration's first step answers that a code was sent to the login (issue 13: the
 * same answer for a free and a taken login, so the form tells nobody which logins exist).
 */
export function isRegistrationCodeAsk(error: unknown): error is AppError {
  return (
    isAppError(error) &&
    error.type === 'UserNeedConfirmContactException' &&
    error.code === 'REGISTRATION_CODE_SENT'
  );
}

/** When another code may be asked for, from the first step's answer (epoch ms). */
export function resendAtOf(error: AppError, now: number): number {
  const seconds = Number(error.data?.resend_time ?? 60);
  return now + (Number.isFinite(seconds) ? seconds : 60) * 1000;
}

interface RegistrationCodeStepProps {
  form: RegistrationRequest;
  /** The login as the player reads it: an email, or a phone with its plus. */
  shownLogin: string;
  resendAt: number;
  onResent: (resendAt: number) => void;
  onBack: () => void;
  onRegistered: (registered: Registered) => void;
}

/**
 * The registration's second step: the 6-digit code sent to the login finishes it. A new code can be
 * asked for once the wait is over; back returns to the form with what was typed.
 */
export function RegistrationCodeStep(props: RegistrationCodeStepProps) {
  const { t, locale, format } = useI18n();
  const texts = t.auth.registration;
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const resendSeconds = useSecondsUntil(props.resendAt);
  const form = useCodeForm();
  const { errors, isSubmitting } = form.formState;

  // The step replaces the form inside the open modal: the code field takes the focus.
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    setAlert(null);
    setNotice(null);
    let registered: Registered;
    try {
      registered = await register({ ...props.form, code }, { locale });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['code'], form.setError))
        setAlert(formatAuthError(error, t, locale));
      return;
    }
    props.onRegistered(registered);
  });

  async function resend() {
    setAlert(null);
    setNotice(null);
    setResending(true);
    try {
      await register(props.form, { locale });
    } catch (error) {
      if (isRegistrationCodeAsk(error)) {
        props.onResent(resendAtOf(error, Date.now()));
        setNotice(format(texts.codeResent, { login: props.shownLogin }));
      } else {
        setAlert(formatAuthError(error, t, locale));
      }
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead" aria-live="polite">
        {format(texts.codeText, { login: props.shownLogin })}
      </p>
      <CodeField
        label={t.auth.fields.code}
        registration={form.register('code')}
        error={errors.code?.message}
        initialFocus
      />
      {notice && (
        <p className="auth-fineprint" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{texts.codeSubmit}</SubmitButton>
      <p className="auth-switch auth-switch-stack">
        <button
          type="button"
          className="link-button"
          onClick={resend}
          disabled={resendSeconds > 0 || resending}
        >
          {resendSeconds > 0 ? format(texts.resendIn, { seconds: resendSeconds }) : texts.resend}
        </button>
        <button type="button" className="link-button" onClick={props.onBack}>
          {texts.codeBack}
        </button>
      </p>
    </form>
  );
}
