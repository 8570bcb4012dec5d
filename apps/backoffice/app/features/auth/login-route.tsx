import { operatorLoginInput } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { safeNextPath } from '../../api/errors.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextField } from '../../ui/field.js';
import { zodFormResolver } from '../../ui/form-resolver.js';

// Log-in: email, password and the authenticator's code, all three at once; one refusal whichever
// was wrong (the server does not say which).

interface LoginValues {
  email: string;
  password: string;
  totp: string;
}

export default function LoginRoute() {
  const { t, locale, chooseLocale } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodFormResolver(operatorLoginInput, locale),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', totp: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await boCall('auth/login', values);
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch (error) {
      form.resetField('totp');
      setFailure(describeFailure(error, t));
    }
  });

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <div className="login-head">
          <h1 id="login-title">{t.login.title}</h1>
          <button
            type="button"
            className="button button-small"
            lang={locale === 'en' ? 'fr' : 'en'}
            onClick={() => chooseLocale(locale === 'en' ? 'fr' : 'en')}
          >
            {locale === 'en' ? t.locales.fr : t.locales.en}
          </button>
        </div>
        <p className="muted">{t.login.intro}</p>
        <TextField
          label={t.login.email}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t.login.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t.login.totp}
          hint={t.login.totpHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.totp?.message}
          {...form.register('totp')}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button-primary button-wide"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t.login.submitting : t.login.submit}
        </button>
      </form>
    </main>
  );
}
