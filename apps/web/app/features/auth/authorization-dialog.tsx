import { type LoginForm, loginForm, recoveryCodeForm } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { login } from '../../api/auth.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { useSections } from '../../i18n/sections.js';
import { PATHS } from '../../routing/paths.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { trackLoginError } from '../analytics/track.js';
import { SocialSignInButtons } from '../social-sign-in/social-sign-in-buttons.js';
import { formatAuthError, loginErrorCode } from './auth-error-text.js';
import { FormAlert, LoginField, PasswordField, SubmitButton, TextField } from './auth-fields.js';
import { carriedOptions } from './carried-options.js';
import { CodeField, useCodeForm } from './code-field.js';
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
  useSections('auth');
  const { t, locale } = useI18n();
  const signedIn = useSignedIn();
  const [secondStep, setSecondStep] = useState<Credentials | null>(null);
  const [typedLogin, setTypedLogin] = useState('');
  // A player whose registration is not complete (social sign-in, mini app) gets the non-closable
  // social registration popup once the data reloads (useSocialRegistration, spec section 4).
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
      {!secondStep && <SocialSignInButtons typeAuth="login" onSignedIn={done} />}
      <p className="auth-switch">
        <Link to={localizePath(PATHS.saferGambling, locale)} onClick={requestClose}>
          {t.refusals.infoLink}
        </Link>
      </p>
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

/**
 * The second step: the 6-digit code of the authenticator app, or (the app lost) one of the recovery
 * codes shown when two-factor was turned on. Each is its own small form.
 */
function TwoFactorStep(props: TwoFactorStepProps) {
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  return withRecoveryCode ? (
    <RecoveryCodeForm {...props} onSwitch={() => setWithRecoveryCode(false)} />
  ) : (
    <AppCodeForm {...props} onSwitch={() => setWithRecoveryCode(true)} />
  );
}

type SecondFactorFormProps = TwoFactorStepProps & { onSwitch: () => void };

function AppCodeForm({ credentials, shownLogin, onBack, onSignedIn, onSwitch }: SecondFactorFormProps) {
  const { t, locale, format } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useCodeForm();
  const { errors, isSubmitting } = form.formState;

  // The step replaces the first one inside the open modal: the code field takes the focus.
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    setAlert(null);
    const failure = await secondFactorLogin({ ...credentials, code }, locale);
    if (!failure) return onSignedIn();
    const codeError = twoFactorCodeError(failure);
    if (codeError) {
      form.setError('code', { type: 'server', message: t.auth.twoFactor[codeError] }, { shouldFocus: true });
    } else {
      setAlert(formatAuthError(failure, t, locale));
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">{format(t.auth.twoFactor.text, { login: shownLogin })}</p>
      <CodeField
        label={t.auth.fields.code}
        registration={form.register('code')}
        error={errors.code?.message}
        initialFocus
      />
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{t.auth.twoFactor.submit}</SubmitButton>
      <SecondStepLinks switchLabel={t.auth.twoFactor.useRecovery} onSwitch={onSwitch} onBack={onBack} />
    </form>
  );
}

function RecoveryCodeForm({ credentials, shownLogin, onBack, onSignedIn, onSwitch }: SecondFactorFormProps) {
  const { t, locale, format } = useI18n();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ recovery_code: string }>({
    resolver: zodFormResolver(recoveryCodeForm, locale),
    mode: 'onTouched',
    defaultValues: { recovery_code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => form.setFocus('recovery_code'), [form]);

  const submit = form.handleSubmit(async ({ recovery_code }) => {
    setAlert(null);
    const failure = await secondFactorLogin({ ...credentials, recovery_code }, locale);
    if (!failure) return onSignedIn();
    if (twoFactorCodeError(failure) === 'recoveryInvalid') {
      const message = t.auth.twoFactor.recoveryInvalid;
      form.setError('recovery_code', { type: 'server', message }, { shouldFocus: true });
    } else if (!applyServerFieldErrors(failure, ['recovery_code'], form.setError)) {
      setAlert(formatAuthError(failure, t, locale));
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">{format(t.auth.twoFactor.recoveryText, { login: shownLogin })}</p>
      <TextField
        label={t.auth.twoFactor.recoveryCode}
        registration={form.register('recovery_code')}
        error={errors.recovery_code?.message}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        initialFocus
      />
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{t.auth.twoFactor.submit}</SubmitButton>
      <SecondStepLinks switchLabel={t.auth.twoFactor.useApp} onSwitch={onSwitch} onBack={onBack} />
    </form>
  );
}

/** Logs in with the second factor; answers the failure, or null when the player is in. */
async function secondFactorLogin(form: Parameters<typeof login>[0], locale: 'en' | 'fr'): Promise<unknown> {
  try {
    await login(form, { locale });
    return null;
  } catch (error) {
    trackLoginError(loginErrorCode(error));
    return error;
  }
}

function SecondStepLinks(props: { switchLabel: string; onSwitch: () => void; onBack: () => void }) {
  const { t } = useI18n();
  return (
    <p className="auth-switch auth-switch-stack">
      <button type="button" className="link-button" onClick={props.onSwitch}>
        {props.switchLabel}
      </button>
      <button type="button" className="link-button" onClick={props.onBack}>
        {t.auth.twoFactor.back}
      </button>
    </p>
  );
}
