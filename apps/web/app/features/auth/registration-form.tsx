import type { registerForm } from '@jeton/domain';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import {
  CheckboxField,
  FormAlert,
  LoginField,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  usePasswordRules,
} from './auth-fields.js';

export interface RegistrationValues {
  login: string;
  password: string;
  currency: string;
  promo_code: string;
  terms: boolean;
  notify: boolean;
}

/** What the shared form hands over once valid: the login normalized, the promo code trimmed. */
export type RegistrationOutput = z.output<typeof registerForm>;

export type RegistrationFormType = UseFormReturn<RegistrationValues, unknown, RegistrationOutput>;

/**
 * The registration's first step: login, password, currency, the promo code (behind a link unless
 * shown by default or given in the address), the terms and the newsletter, as the auth config says.
 */
export function RegistrationForm({
  form,
  submit,
  currencies,
  promoShown,
  onShowPromo,
  alert,
  onToLogin,
}: {
  form: RegistrationFormType;
  submit: FormEventHandler<HTMLFormElement>;
  currencies: readonly string[];
  promoShown: boolean;
  onShowPromo: () => void;
  alert: string | null;
  onToLogin: () => void;
}) {
  const { t, locale } = useI18n();
  const passwordRules = usePasswordRules();
  const options = useContentConfig().auth.registration;
  const { errors, isSubmitting } = form.formState;
  const termsLink = (
    <Link to={localizePath('/terms', locale)} target="_blank" rel="noopener">
      {t.auth.registration.termsLink}
    </Link>
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <LoginField
        hint={t.auth.fields.loginHint}
        registration={form.register('login')}
        error={errors.login?.message}
      />
      <PasswordField
        label={t.auth.fields.password}
        registration={form.register('password')}
        error={errors.password?.message}
        hint={passwordRules}
        autoComplete="new-password"
      />
      <SelectField
        label={t.auth.fields.currency}
        registration={form.register('currency')}
        options={currencies}
        error={errors.currency?.message}
      />
      {options.showPromocode &&
        (promoShown ? (
          <TextField
            label={t.auth.fields.promoCode}
            registration={form.register('promo_code')}
            error={errors.promo_code?.message}
            type="text"
            autoCapitalize="characters"
            spellCheck={false}
          />
        ) : (
          <button type="button" className="link-button promo-toggle" onClick={onShowPromo}>
            <span aria-hidden="true">+</span> {t.auth.registration.havePromoCode}
          </button>
        ))}
      {/* showCharacterSelect: the loyalty characters come with the loyalty programme, which does not
        exist yet, so there is nothing to choose from and nothing is drawn. */}
      {options.terms.isActive ? (
        <CheckboxField registration={form.register('terms')} error={errors.terms?.message}>
          {t.auth.registration.termsBefore}
          {termsLink}
          {t.auth.registration.termsAfter}
        </CheckboxField>
      ) : (
        <p className="auth-fineprint">
          {t.auth.registration.termsImplicit}
          {termsLink}
          {t.auth.registration.termsAfter}
        </p>
      )}
      {options.notify.isActive && (
        <CheckboxField registration={form.register('notify')} error={errors.notify?.message}>
          {t.auth.registration.notify}
        </CheckboxField>
      )}
      <FormAlert message={alert} />
      <SubmitButton pending={isSubmitting}>{t.auth.registration.submit}</SubmitButton>
      <p className="auth-switch">
        {t.auth.registration.haveAccount}{' '}
        <button type="button" className="link-button" onClick={onToLogin}>
          {t.auth.registration.toLogin}
        </button>
      </p>
    </form>
  );
}
