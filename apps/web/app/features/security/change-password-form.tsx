import { changePasswordForm } from '@jeton/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { changePassword } from '../../api/security.js';
import { useI18n } from '../../i18n/hooks.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { FormAlert, PasswordField, SubmitButton } from '../auth/auth-fields.js';
import { zodFormResolver } from '../auth/form-resolver.js';
import { applyServerFieldErrors } from '../auth/server-field-errors.js';
import { securityErrorText } from './security-error.js';

type PasswordValues = { old_password: string; new_password: string; repeat_password: string };
const FIELDS = ['old_password', 'new_password', 'repeat_password'] as const;

/**
 * The current password, the new one twice, with the shared rules of spec section 5. The server
 * ends every other session of the player; the list below is reloaded to show it.
 */
export function ChangePasswordForm() {
  const { t, locale } = useI18n();
  const texts = t.security.password;
  const revalidator = useRevalidator();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<
    PasswordValues,
    unknown,
    Partial<PasswordValues> & Omit<PasswordValues, 'repeat_password'>
  >({
    resolver: zodFormResolver(changePasswordForm, locale),
    mode: 'onTouched',
    defaultValues: { old_password: '', new_password: '', repeat_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await changePassword({ ...values, repeat_password: values.repeat_password ?? '' }, { locale });
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) setAlert(securityErrorText(error, t));
      return;
    }
    form.reset();
    showToast({ text: texts.success, type: 'success' });
    revalidator.revalidate();
  });

  return (
    <section className="panel security-card" aria-labelledby="security-password-title">
      <h3 id="security-password-title" className="security-heading">
        {texts.title}
      </h3>
      <p className="security-lead">{texts.lead}</p>
      <form className="auth-form security-form" onSubmit={submit} noValidate>
        <PasswordField
          label={texts.current}
          registration={form.register('old_password')}
          error={errors.old_password?.message}
          autoComplete="current-password"
        />
        <PasswordField
          label={texts.new}
          registration={form.register('new_password')}
          error={errors.new_password?.message}
          hint={texts.newHint}
          autoComplete="new-password"
        />
        <PasswordField
          label={texts.repeat}
          registration={form.register('repeat_password')}
          error={errors.repeat_password?.message}
          autoComplete="new-password"
        />
        <FormAlert message={alert} />
        <SubmitButton pending={isSubmitting}>{texts.submit}</SubmitButton>
      </form>
    </section>
  );
}
