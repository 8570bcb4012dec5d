import { isAppError, PROMO_CODE_MAX_LENGTH } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { activatePromoCode } from '../../api/promo-codes.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { SubmitButton, TextField } from '../auth/auth-fields.js';
import { promoCodeErrorOf } from '../auth/promo-code-error.js';
import { refreshBalance } from '../cashier/refresh-balance.js';
import { promoCodeToUse } from '../marketing/promo-code.js';
import { showPromoCodeActivated } from './show-activated.js';
import './promo-codes.css';

/**
 * The promo-code field of the profile's bonuses page and the deposit page: prefilled with the code from the address or
 * kept from an earlier visit (spec section 2); a good code opens the "promo-code activated" popup and
 * the page re-reads its bonuses and free spins, and the header its balances; a wrong one says why on the field (spec section 5).
 */
export function PromoCodeForm() {
  // The reasons' texts are the registration dialog's (t.auth), a section this page does not load.
  useSections('auth');
  const { t, locale } = useI18n();
  const texts = t.pages.bonuses.promoCode;
  const revalidator = useRevalidator();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const [pending, setPending] = useState(false);
  const form = useForm<{ promo_code: string }>({ defaultValues: { promo_code: '' } });

  // Read after hydration: the server cannot see the browser's storage.
  useEffect(() => {
    const kept = promoCodeToUse();
    if (kept) form.setValue('promo_code', kept);
  }, [form]);

  const submit = form.handleSubmit(async ({ promo_code }) => {
    const code = promo_code.trim();
    if (code === '') {
      form.setError('promo_code', { message: t.auth.promoCodeErrors.INVALID }, { shouldFocus: true });
      return;
    }
    setPending(true);
    try {
      const activated = await activatePromoCode(code, { locale });
      form.reset({ promo_code: '' });
      showPromoCodeActivated(activated);
      await Promise.all([revalidator.revalidate(), refreshBalance(account, locale)]);
    } catch (error) {
      const reason = promoCodeErrorOf(error);
      const throttled = isAppError(error) && error.type === 'TooManyRequestsException';
      const message = reason ? t.auth.promoCodeErrors[reason] : throttled ? texts.throttled : texts.failed;
      form.setError('promo_code', { type: 'server', message }, { shouldFocus: true });
    } finally {
      setPending(false);
    }
  });

  return (
    <form className="promo-code-form" onSubmit={submit} noValidate aria-labelledby="promo-code-title">
      <h3 id="promo-code-title" className="section-heading">
        {texts.title}
      </h3>
      <TextField
        label={texts.label}
        hint={texts.hint}
        registration={form.register('promo_code')}
        error={form.formState.errors.promo_code?.message}
        type="text"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={PROMO_CODE_MAX_LENGTH}
      />
      <SubmitButton pending={pending}>{texts.submit}</SubmitButton>
    </form>
  );
}
