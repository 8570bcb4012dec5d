import { isAppError, restorePasswordForm } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { restorePassword } from '../../api/auth.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { formatAuthError } from './auth-error-text.js';
import { AuthNotice, FormAlert, PasswordField, SubmitButton, usePasswordRules } from './auth-fields.js';
import { carriedOptions } from './carried-options.js';
import { zodFormResolver } from './form-resolver.js';
import { applyServerFieldErrors } from './server-field-errors.js';
import './auth-dialogs.css';

interface NewPasswordValues {
  password: string;
  password_repeat: string;
}

/** A restore link the server refuses: used, expired, or not one of ours. */
function isDeadLink(error: unknown): boolean {
  if (!isAppError(error)) return false;
  return error.code === 'RESTORE_TOKEN_INVALID' || Boolean(error.fields?.token);
}

/**
 * Password restore, second half: opened by the link's `?restore_token=…` (see use-restore-link.ts),
 * it sets the new password, then hands over to the authorization dialog.
 */
export default function NewPasswordDialog({ entry, requestClose, replaceWith }: DialogComponentProps) {
  useSections('auth');
  const { t, locale } = useI18n();
  const passwordRules = usePasswordRules();
  const token = String(entry.options.props?.token ?? '');
  const [deadLink, setDeadLink] = useState(token === '');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodFormResolver(restorePasswordForm, locale, { token }),
    mode: 'onTouched',
    defaultValues: { password: '', password_repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await restorePassword({ token, ...values }, { locale });
    } catch (error) {
      if (isDeadLink(error)) setDeadLink(true);
      else if (!applyServerFieldErrors(error, ['password', 'password_repeat'], form.setError))
        setAlert(formatAuthError(error, t, locale));
      return;
    }
    showToast({ text: t.auth.newPassword.success, type: 'success' });
    replaceWith('authorization', carriedOptions(entry.options));
  });

  return (
    <Modal
      title={deadLink ? t.auth.newPassword.invalidLinkTitle : t.auth.newPassword.title}
      subtitle={deadLink ? undefined : t.auth.newPassword.subtitle}
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
      size="small"
    >
      {deadLink ? (
        <DeadLink onAskAgain={() => replaceWith('restore', carriedOptions(entry.options))} />
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <PasswordField
            label={t.auth.fields.newPassword}
            registration={form.register('password')}
            error={errors.password?.message}
            hint={passwordRules}
            autoComplete="new-password"
            initialFocus
          />
          <PasswordField
            label={t.auth.fields.passwordRepeat}
            registration={form.register('password_repeat')}
            error={errors.password_repeat?.message}
            autoComplete="new-password"
          />
          <FormAlert message={alert} />
          <SubmitButton pending={isSubmitting}>{t.auth.newPassword.submit}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}

function DeadLink({ onAskAgain }: { onAskAgain: () => void }) {
  const { t } = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="auth-form">
      <AuthNotice icon="clock" text={t.auth.newPassword.invalidLink} warning />
      <button
        ref={button}
        type="button"
        className="button button-primary button-large auth-submit"
        onClick={onAskAgain}
      >
        {t.auth.newPassword.askNewLink}
      </button>
    </div>
  );
}
