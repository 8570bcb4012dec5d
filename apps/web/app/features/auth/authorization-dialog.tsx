import { type LoginForm, loginForm, twoFactorCodeForm } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { login } from '../../api/auth.js';
import { useI18n } from '../../i18n/hooks.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-registry.js';
import { Modal } from '../../ui/dialog/modal.js';
import { trackLoginError } from '../analytics/track.js';
import { formatAuthError, loginErrorCode } from './auth-error-text.js';
import { FormAlert, LoginField, PasswordField, SubmitButton, TextField } from './auth-fields.js';
import { carriedOptions } from './carried-options.js';
import { zodFormResolver } from './form-resolver.js';
import { applyServerFieldErrors } from './server-field-errors.js';
import { needsSecondFactor, twoFactorCodeError } from './two-factor.js';
import { useSignedIn } from './use-signed-in.js';
import './auth-dialogs.css';

/** Login and password as sent, kept in memory only for the second step (spec section 4). */
interface Credentials {
  login: string;
  password: string;
}

/**
 * The authorization dialog: login (email or phone) and password, then, when the account has
 * two-factor authentication on, a second step asking for the 6-digit code.
 */
export default function AuthorizationDialog({
  entry,
  requestClose,
  finish,
  replaceWith,
}: DialogComponentProps) {
  const { t } = useI18n();
  const signedIn = useSignedIn();
  const [secondStep, setSecondStep] = useState<Credentials | null>(null);
  const [typedLogin, setTypedLogin] = useState('');
  // Spec section 4 opens a non-closable social-registration popup when is_registration_completed is
  // false; players here only register with the full form (the flag is always true), so there is none.
  const done = () => signedIn(finish);
  const carried = carriedOptions(entry.options);

  return (
    <Modal
      title={secondStep ? t.auth.twoFactor.title : t.auth.login.title}
      subtitle={secondStep ? undefined : t.auth.login.subtitle}
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
      size="small"
    >
      {secondStep ? (
        <TwoFactorStep
          credentials={secondStep}
          shownLogin={typedLogin}
          onBack={() => setSecondStep(null)}
          onSignedIn={done}
        />
      ) : (
        <LoginStep
          defaultLogin={typedLogin}
          onSecondFactor={(credentials, shown) => {
            setTypedLogin(shown);
            setSecondStep(credentials);
          }}
          onSignedIn={done}
          onRegister={() => replaceWith('registration', carried)}
          onRestore={() => replaceWith('restore', carried)}
        />
      )}
    </Modal>
  );
}

interface LoginStepProps {
  defaultLogin: string;
  onSecondFactor: (credentials: Credentials, shownLogin: string) => void;
  onSignedIn: () => void;
  onRegister: () => void;
  onRestore: () => void;
}

type LoginValues = Pick<LoginForm, 'login' | 'password'>;

function LoginStep({ defaultLogin, onSecondFactor, onSignedIn, onRegister, onRestore }: LoginStepProps) {
  const { t, locale } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginValues, unknown, LoginValues>({
    resolver: zodFormResolver(loginForm, locale),
    mode: 'onTouched',
    defaultValues: { login: defaultLogin, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Back from the second step the modal is already open: focus the first field again.
  useEffect(() => form.setFocus('login'), [form]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    // The resolver hands over zod's output: the login with its leading plus stripped (spec section 5).
    const credentials = { login: values.login, password: values.password };
    try {
      await login(credentials, { locale });
    } catch (error) {
      if (needsSecondFactor(error)) {
        onSecondFactor(credentials, form.getValues('login'));
        return;
      }
      trackLoginError(loginErrorCode(error));
      if (!applyServerFieldErrors(error, ['login', 'password'], form.setError))
        setAlert(formatAuthError(error, t, locale));
      return;
    }
    onSignedIn();
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <LoginField registration={form.register('login')} error={errors.login?.message} />
      <PasswordField
        label={t.auth.fields.password}
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <div className="auth-row-end">
        <button type="button" className="link-button" onClick={onRestore}>
          {t.auth.login.forgotPassword}
        </button>
      </div>
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{t.auth.login.submit}</SubmitButton>
      <p className="auth-switch">
        {t.auth.login.noAccount}{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          {t.auth.login.toRegistration}
        </button>
      </p>
    </form>
  );
}

interface TwoFactorStepProps {
  credentials: Credentials;
  shownLogin: string;
  onBack: () => void;
  onSignedIn: () => void;
}

function TwoFactorStep({ credentials, shownLogin, onBack, onSignedIn }: TwoFactorStepProps) {
  const { t, locale, format } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    resolver: zodFormResolver(twoFactorCodeForm, locale),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // The step replaces the first one inside the open modal: the code field takes the focus.
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    setAlert(null);
    try {
      await login({ ...credentials, code }, { locale });
    } catch (error) {
      trackLoginError(loginErrorCode(error));
      const codeError = twoFactorCodeError(error);
      if (codeError) {
        form.setError(
          'code',
          { type: 'server', message: t.auth.twoFactor[codeError] },
          { shouldFocus: true },
        );
      } else {
        setAlert(formatAuthError(error, t, locale));
      }
      return;
    }
    onSignedIn();
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">{format(t.auth.twoFactor.text, { login: shownLogin })}</p>
      <TextField
        label={t.auth.fields.code}
        registration={form.register('code')}
        error={errors.code?.message}
        className="field-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        initialFocus
      />
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{t.auth.twoFactor.submit}</SubmitButton>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onBack}>
          {t.auth.twoFactor.back}
        </button>
      </p>
    </form>
  );
}
