import type { FormEvent } from 'react';
import { useId } from 'react';
import { useI18n } from '../../i18n/hooks.js';

/** The 6-digit code field, what went wrong or was sent again, and the buttons to confirm or get a new code. */
export function ConfirmCodeForm({
  code,
  onCode,
  fieldError,
  formError,
  notice,
  submitting,
  resendDisabled,
  resendSeconds,
  onSubmit,
  onResend,
}: {
  code: string;
  onCode: (value: string) => void;
  fieldError: string | null;
  formError: string | null;
  notice: string | null;
  submitting: boolean;
  resendDisabled: boolean;
  /** Seconds until a new code may be asked for; 0 once it may. */
  resendSeconds: number;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
}) {
  const { t, format } = useI18n();
  const texts = t.emailConfirmation;
  const codeId = useId();
  return (
    <form className="confirm-form" noValidate onSubmit={onSubmit}>
      <label className="confirm-field" htmlFor={codeId}>
        <span className="confirm-field-label">{texts.codeLabel}</span>
        <input
          id={codeId}
          name="code"
          className="confirm-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          placeholder="000000"
          value={code}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${codeId}-hint${fieldError ? ` ${codeId}-error` : ''}`}
          onChange={(event) => onCode(event.target.value)}
        />
        <span id={`${codeId}-hint`} className="confirm-field-hint">
          {texts.codeHint}
        </span>
      </label>
      {fieldError && (
        <p id={`${codeId}-error`} className="confirm-error" role="alert">
          {fieldError}
        </p>
      )}
      {formError && (
        <p className="confirm-error" role="alert">
          {formError}
        </p>
      )}
      {notice && (
        <p className="confirm-notice" role="status">
          {notice}
        </p>
      )}
      <button type="submit" className="button button-primary confirm-submit" disabled={submitting}>
        {submitting ? texts.submitting : texts.submit}
      </button>
      <button
        type="button"
        className="button button-ghost confirm-resend"
        disabled={resendDisabled}
        onClick={onResend}
      >
        {resendSeconds > 0 ? format(texts.resendIn, { count: resendSeconds }) : texts.resend}
      </button>
    </form>
  );
}
