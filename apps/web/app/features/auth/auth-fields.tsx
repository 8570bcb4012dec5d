import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@jeton/domain';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/hooks.js';
import { Icon, type IconName } from '../../ui/icons.js';
// The fields' styles travel with them: a page that shows a field outside the dialogs (the promo-code
// form on the bonuses and deposit pages) would otherwise get a bare browser input.
import './auth-dialogs.css';

// The fields of the auth dialogs: a visible label tied to its input, the error tied by
// aria-describedby and announced as it appears, and `data-autofocus` for the field the modal focuses.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>;

interface FieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  /** The modal puts the keyboard focus here when it opens. */
  initialFocus?: boolean;
  /** Something drawn inside the input's box, at its end (the show-password toggle). */
  trailing?: ReactNode;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  initialFocus,
  trailing,
  className,
  ...input
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box">
        <input
          id={id}
          className={trailing ? 'field-input field-input-with-toggle' : 'field-input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-autofocus={initialFocus ? '' : undefined}
          {...input}
          {...registration}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password with a show/hide toggle, so players can check what they typed on a phone. */
/** The login: an email or a phone number, the dialogs' first field. */
export function LoginField(props: Pick<FieldProps, 'registration' | 'error' | 'hint'>) {
  const { t } = useI18n();
  return (
    <TextField
      label={t.auth.fields.login}
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      initialFocus
      {...props}
    />
  );
}

/** The rules of a new password, shown under its field before any mistake (decision 0035). */
export function usePasswordRules(): string {
  const { t, format } = useI18n();
  return format(t.auth.fields.passwordRules, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          className="field-toggle"
          aria-label={visible ? t.auth.fields.hidePassword : t.auth.fields.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

interface CheckboxProps {
  registration: UseFormRegisterReturn;
  children: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ registration, children, error }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field field-checkbox${error ? ' field-invalid' : ''}`}>
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id} className="checkbox-label">
          {children}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface SelectProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly string[];
  error?: string | undefined;
}

export function SelectField({ label, registration, options, error }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-box field-box-select">
        <select
          id={id}
          className="field-input field-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Rendered only when there is a message: `role="alert"` makes screen readers say it as it appears. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      <Icon name="warning" size={16} />
      <span>{message}</span>
    </p>
  );
}

/** A failure of the whole form (wrong password, too many attempts), above its button. */
/** A dialog's outcome in a line, with its icon: a link sent (status) or a link gone stale (warning). */
export function AuthNotice({
  icon,
  text,
  warning = false,
}: {
  icon: IconName;
  text: string;
  warning?: boolean;
}) {
  return (
    <div
      className={warning ? 'auth-notice auth-notice-warning' : 'auth-notice'}
      role={warning ? 'alert' : 'status'}
    >
      <span className="auth-notice-icon">
        <Icon name={icon} size={24} />
      </span>
      <p>{text}</p>
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      <Icon name="warning" size={20} />
      <span>{message}</span>
    </div>
  );
}

/** The form's button: it says the request is under way and refuses a second submit meanwhile. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      className="button button-primary button-large auth-submit"
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? (
        <>
          <span className="button-spinner" aria-hidden="true" />
          <span>{t.auth.fields.pending}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="m4 4 16 16" />}
    </svg>
  );
}
