import { CURRENCY_CODES, registerForm, rules } from '@jeton/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { type Registered, type RegistrationRequest, register } from '../../api/auth.js';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import { useRootData } from '../../session/root-data.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { deviceSession } from '../marketing/device-session.js';
import { readMarketingParams } from '../marketing/marketing-params.js';
import { formatAuthError } from './auth-error-text.js';
import { carriedOptions } from './carried-options.js';
import { zodFormResolver } from './form-resolver.js';
import { promoCodeErrorOf } from './promo-code-error.js';
import { isRegistrationCodeAsk, RegistrationCodeStep, resendAtOf } from './registration-code-step.js';
import {
  RegistrationForm,
  type RegistrationFormType,
  type RegistrationOutput,
  type RegistrationValues,
} from './registration-form.js';
import { registrationPromoCode } from './registration-promo-code.js';
import { applyServerFieldErrors } from './server-field-errors.js';
import { useSignedIn } from './use-signed-in.js';
import './auth-dialogs.css';
import { showRegistrationOffers } from '../campaign/registration-offer-popup.js';
import { showPromoCodeActivated } from '../promo-codes/show-activated.js';
import { SocialSignInButtons } from '../social-sign-in/social-sign-in-buttons.js';

const FIELDS = ['login', 'password', 'currency', 'promo_code', 'terms', 'notify'] as const;

/**
 * The registration dialog: the fields and options of the auth config (spec sections 3 and 5), then
 * the code sent to the login, which finishes the registration and confirms the login (issue 13).
 */
export default function RegistrationDialog({
  entry,
  requestClose,
  finish,
  replaceWith,
}: DialogComponentProps) {
  useSections('auth');
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const options = useContentConfig().auth.registration;
  const general = useRootData()?.general;
  const location = useLocation();
  const signedIn = useSignedIn();
  const [alert, setAlert] = useState<string | null>(null);
  // The second step, once the server has sent a code: the form as sent, and when to offer a new code.
  const [codeStep, setCodeStep] = useState<{ form: RegistrationRequest; resendAt: number } | null>(null);

  const currencies = general?.available_currencies.length ? general.available_currencies : CURRENCY_CODES;
  const defaultCurrency =
    general && currencies.includes(general.default_currency) ? general.default_currency : currencies[0];
  const initialPromoCode = registrationPromoCode(location.search);
  const [promoShown, setPromoShown] = useState(options.showPromoFieldByDefault || initialPromoCode !== '');

  const form: RegistrationFormType = useForm<RegistrationValues, unknown, RegistrationOutput>({
    // When the operator hides the terms box, registering is the acceptance the server asks for.
    resolver: zodFormResolver(registerForm, locale, options.terms.isActive ? {} : { terms: true }),
    mode: 'onTouched',
    defaultValues: {
      login: '',
      password: '',
      currency: defaultCurrency ?? '',
      promo_code: initialPromoCode,
      terms: options.terms.isActive ? options.terms.defaultValue : true,
      notify: options.notify.isActive ? options.notify.defaultValue : false,
    },
  });

  const registered = (answer: Registered) => {
    signedIn(finish);
    showToast({ text: t.auth.registration.success, type: 'success' });
    // The promo code it was registered with granted something: the popup says what (spec section 2).
    if (answer.promo_code_activated) showPromoCodeActivated(answer.promo_code_activated);
    // A registration offer the account got (decision 0078): the campaign popup says so, once.
    showRegistrationOffers(answer, locale, t.auth.registration.welcomeOffer, (to) => void navigate(to));
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const promoCode = options.showPromocode && values.promo_code ? values.promo_code : undefined;
    const request: RegistrationRequest = {
      login: values.login,
      password: values.password,
      currency: values.currency,
      promo_code: promoCode,
      terms: values.terms,
      notify: values.notify ?? false,
      // Attribution and the fraud check: where the visit came from, and this browser's device session.
      ...readMarketingParams(),
      seon_session: deviceSession() ?? undefined,
    };
    let answer: Registered;
    try {
      answer = await register(request, { locale });
    } catch (error) {
      const promoError = promoCodeErrorOf(error);
      if (isRegistrationCodeAsk(error)) {
        setCodeStep({ form: request, resendAt: resendAtOf(error, Date.now()) });
      } else if (promoError) {
        setPromoShown(true);
        const message = t.auth.promoCodeErrors[promoError];
        form.setError('promo_code', { type: 'server', message }, { shouldFocus: true });
      } else if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        setAlert(formatAuthError(error, t, locale));
      }
      return;
    }
    registered(answer);
  });

  return (
    <Modal
      title={codeStep ? t.auth.registration.codeTitle : t.auth.registration.title}
      subtitle={codeStep ? undefined : t.auth.registration.subtitle}
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
    >
      {codeStep ? (
        <RegistrationCodeStep
          form={codeStep.form}
          shownLogin={shownLogin(codeStep.form.login)}
          resendAt={codeStep.resendAt}
          onResent={(resendAt) => setCodeStep({ ...codeStep, resendAt })}
          onBack={() => setCodeStep(null)}
          onRegistered={registered}
        />
      ) : (
        <RegistrationForm
          form={form}
          submit={submit}
          currencies={currencies}
          promoShown={promoShown}
          onShowPromo={() => setPromoShown(true)}
          alert={alert}
          onToLogin={() => replaceWith('authorization', carriedOptions(entry.options))}
        />
      )}
      {!codeStep && <SocialSignInButtons typeAuth="registration" onSignedIn={() => signedIn(finish)} />}
    </Modal>
  );
}

/** The login as the player reads it: an email as typed, a phone number with its plus. */
function shownLogin(login: string): string {
  const normalised = rules.normalizeLogin(login);
  return rules.isEmailLogin(normalised) ? normalised : `+${normalised}`;
}
