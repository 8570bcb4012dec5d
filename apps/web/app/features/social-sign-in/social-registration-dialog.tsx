import { CURRENCY_CODES, completeRegistrationForm } from '@jeton/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { completeRegistration } from '../../api/profile.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { useSections } from '../../i18n/sections.js';
import { useRootData } from '../../session/root-data.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { formatAuthError } from '../auth/auth-error-text.js';
import { CheckboxField, FormAlert, SelectField, SubmitButton } from '../auth/auth-fields.js';
import { zodFormResolver } from '../auth/form-resolver.js';
import { applyServerFieldErrors } from '../auth/server-field-errors.js';
import { useSignedIn } from '../auth/use-signed-in.js';
import { showRegistrationOffers } from '../campaign/registration-offer-popup.js';
import '../auth/auth-dialogs.css';

interface Values {
  currency: string;
  terms: boolean;
}

const FIELDS = ['currency', 'terms'] as const;

/**
 * The social registration popup (spec section 4): a player made by a social sign-in or the mini app
 * gives what the registration form asks and the provider did not, the currency and the terms (with
 * being of legal age). It cannot be closed: it goes once the registration is complete.
 */
export default function SocialRegistrationDialog({ entry, requestClose, finish }: DialogComponentProps) {
  useSections('auth');
  const { t, locale } = useI18n();
  const root = useRootData();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const general = root?.general;
  const currencies = general?.available_currencies.length ? general.available_currencies : CURRENCY_CODES;
  // The account already has a currency (the default one): it is the one offered first.
  const current = root?.account?.currency;
  const defaultCurrency = current && currencies.includes(current) ? current : currencies[0];

  const form = useForm<Values, unknown, z.output<typeof completeRegistrationForm>>({
    resolver: zodFormResolver(completeRegistrationForm, locale),
    mode: 'onTouched',
    defaultValues: { currency: defaultCurrency ?? '', terms: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    let answer: Awaited<ReturnType<typeof completeRegistration>>;
    try {
      answer = await completeRegistration({ currency: values.currency, terms: values.terms }, { locale });
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setAlert(formatAuthError(error, t, locale));
      return;
    }
    signedIn(finish);
    showToast({ text: t.auth.socialRegistration.success, type: 'success' });
    // The registration offers the account got (decision 0081): the same popup as after the form, once.
    showRegistrationOffers(answer, locale, t.auth.registration.welcomeOffer, (to) => void navigate(to));
  });

  return (
    <Modal
      title={t.auth.socialRegistration.title}
      subtitle={t.auth.socialRegistration.subtitle}
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
      size="small"
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <SelectField
          label={t.auth.fields.currency}
          registration={form.register('currency')}
          options={currencies}
          error={errors.currency?.message}
        />
        <CheckboxField registration={form.register('terms')} error={errors.terms?.message}>
          {t.auth.registration.termsBefore}
          <Link to={localizePath('/terms', locale)} target="_blank" rel="noopener">
            {t.auth.registration.termsLink}
          </Link>
          {t.auth.registration.termsAfter}
        </CheckboxField>
        <FormAlert message={alert} />
        <SubmitButton pending={isSubmitting}>{t.auth.socialRegistration.submit}</SubmitButton>
      </form>
    </Modal>
  );
}
