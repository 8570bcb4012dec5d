import { restoreRequestForm } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordRestore } from '../../api/auth.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { formatAuthError } from './auth-error-text.js';
import { AuthNotice, FormAlert, LoginField, SubmitButton } from './auth-fields.js';
import { carriedOptions } from './carried-options.js';
import { zodFormResolver } from './form-resolver.js';
import { applyServerFieldErrors } from './server-field-errors.js';
import './auth-dialogs.css';

/**
 * Password restore, first half: the player gives their login and the server sends a link if the
 * account exists. The answer is the same either way, so the dialog never tells who is registered.
 */
export default function RestoreDialog({ entry, requestClose, replaceWith }: DialogComponentProps) {
  useSections('auth');
  const { t, locale, format } = useI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<{ login: string }>({
    resolver: zodFormResolver(restoreRequestForm, locale),
    mode: 'onTouched',
    defaultValues: { login: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const backToLogin = () => replaceWith('authorization', carriedOptions(entry.options));

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await requestPasswordRestore(values.login, { locale });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['login'], form.setError))
        setAlert(formatAuthError(error, t, locale));
      return;
    }
    setSentTo(form.getValues('login').trim());
  });

  return (
    <Modal
      title={sentTo === null ? t.auth.restore.title : t.auth.restore.sentTitle}
      subtitle={sentTo === null ? t.auth.restore.subtitle : undefined}
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
      size="small"
    >
      {sentTo === null ? (
        <form className="auth-form" onSubmit={submit} noValidate>
          <LoginField registration={form.register('login')} error={errors.login?.message} />
          <FormAlert message={alert} />
          <SubmitButton pending={isSubmitting}>{t.auth.restore.submit}</SubmitButton>
          <p className="auth-switch">
            <button type="button" className="link-button" onClick={backToLogin}>
              {t.auth.restore.backToLogin}
            </button>
          </p>
        </form>
      ) : (
        <LinkSent
          text={format(t.auth.restore.sentText, { login: sentTo })}
          onBackToLogin={backToLogin}
          onClose={entry.options.preventClose ? undefined : requestClose}
        />
      )}
    </Modal>
  );
}

interface LinkSentProps {
  text: string;
  onBackToLogin: () => void;
  onClose: (() => void) | undefined;
}

function LinkSent({ text, onBackToLogin, onClose }: LinkSentProps) {
  const { t } = useI18n();
  const first = useRef<HTMLButtonElement>(null);
  // The form the focus was in is gone: put it on the next thing to do.
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="auth-form">
      <AuthNotice icon="mail" text={text} />
      <button
        ref={first}
        type="button"
        className="button button-primary button-large auth-submit"
        onClick={onBackToLogin}
      >
        {t.auth.restore.backToLogin}
      </button>
      {onClose && (
        <button type="button" className="button button-secondary auth-submit" onClick={onClose}>
          {t.auth.restore.done}
        </button>
      )}
    </div>
  );
}
