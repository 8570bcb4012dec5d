import { AppError, formatRuleFailure, rules } from '@jeton/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { confirmContact, sendConfirmationToContact } from '../../api/contacts.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import { invalidateInitialData } from '../../session/client-session.js';
import { useRootData } from '../../session/root-data.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { useSecondsUntil } from '../../ui/use-seconds-until.js';
import {
  noteContactConfirmed,
  pendingCode,
  readConfirmMarker,
  writeConfirmMarker,
} from './confirm-marker.js';
import { confirmFailure, displayContact, resendWaitSeconds } from './confirmation-errors.js';
import './confirmation.css';

/**
 * The email confirmation dialog (props `{contact}`): sends a code when none is on its way, takes
 * the 6-digit code, and offers a new code once the resend wait is over. Works for a phone too.
 */
export default function EmailConfirmationDialog({ entry, requestClose, finish }: DialogComponentProps) {
  useSections('emailConfirmation');
  const { t, format, locale } = useI18n();
  const root = useRootData();
  const revalidator = useRevalidator();
  const uid = root?.account?.uid ?? 0;
  const contact = rules.normalizeLogin(String(entry.options.props?.contact ?? root?.account?.login ?? ''));
  const isEmail = rules.isEmailLogin(contact);
  const shown = displayContact(contact);
  const texts = t.emailConfirmation;

  const [sending, setSending] = useState(true);
  const [resendAt, setResendAt] = useState(0);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const resendSeconds = useSecondsUntil(resendAt);
  const codeId = useId();
  const started = useRef(false);

  const done = () => {
    showToast({ text: isEmail ? texts.confirmed : texts.confirmedPhone, type: 'success' });
    setCode('');
    noteContactConfirmed(uid, contact);
    invalidateInitialData();
    void revalidator.revalidate();
    finish();
  };

  async function send(first: boolean) {
    setSending(true);
    setFormError(null);
    setNotice(null);
    try {
      const sent = await sendConfirmationToContact(contact, { locale });
      const now = Date.now();
      if (uid > 0) writeConfirmMarker(uid, { contact, sentAt: now });
      setResendAt(now + sent.resend_time * 1000);
      if (!first) setNotice(format(texts.resent, { contact: shown }));
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) {
        // A code went out moments ago: it is the one to enter.
        setResendAt(Date.now() + wait * 1000);
      } else if (error instanceof AppError && error.code === 'CONTACT_ALREADY_CONFIRMED') {
        done();
      } else if (error instanceof AppError && error.code === 'CONFIRMATION_DAILY_LIMIT') {
        setFormError(texts.dailyLimit);
      } else {
        console.error('account/sendconfirmationtocontact failed', error);
        setFormError(texts.sendFailed);
      }
    } finally {
      setSending(false);
    }
  }

  // On open: send a code unless one sent to this contact is still valid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per dialog.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = pendingCode(uid > 0 ? readConfirmMarker(uid) : null, contact, Date.now());
    if (pending.pending) {
      setResendAt(Date.now() + pending.resendInMs);
      setSending(false);
    } else {
      void send(true);
    }
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    const value = code.trim();
    const failure = rules.verificationCode(value);
    if (failure) {
      setFieldError(formatRuleFailure(failure, locale));
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      await confirmContact(contact, value, { locale });
      done();
    } catch (error) {
      const outcome = confirmFailure(error, t, locale);
      if (outcome.kind === 'confirmed') done();
      else if (outcome.kind === 'field') setFieldError(outcome.message);
      else setFormError(outcome.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      title={isEmail ? texts.title : texts.titlePhone}
      size="small"
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
    >
      <div className="confirm-dialog">
        <p className="confirm-dialog-lead" aria-live="polite">
          {sending ? format(texts.sending, { contact: shown }) : format(texts.sentTo, { contact: shown })}
        </p>
        {isEmail && <p className="confirm-dialog-note">{texts.linkToo}</p>}
        <form className="confirm-form" noValidate onSubmit={submit}>
          <label className="confirm-field" htmlFor={codeId}>
            <span className="confirm-field-label">{texts.codeLabel}</span>
            <input
              id={codeId}
              name="code"
              className="confirm-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              placeholder="000000"
              value={code}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${codeId}-hint${fieldError ? ` ${codeId}-error` : ''}`}
              onChange={(event) => {
                setCode(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <span id={`${codeId}-hint`} className="confirm-field-hint">
              {texts.codeHint}
            </span>
          </label>
          {fieldError && (
            <p id={`${codeId}-error`} className="confirm-error" role="alert">
              {fieldError}
            </p>
          )}
          {formError && (
            <p className="confirm-error" role="alert">
              {formError}
            </p>
          )}
          {notice && (
            <p className="confirm-notice" role="status">
              {notice}
            </p>
          )}
          <button type="submit" className="button button-primary confirm-submit" disabled={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </button>
          <button
            type="button"
            className="button button-ghost confirm-resend"
            disabled={sending || resendSeconds > 0}
            onClick={() => void send(false)}
          >
            {resendSeconds > 0 ? format(texts.resendIn, { count: resendSeconds }) : texts.resend}
          </button>
        </form>
      </div>
    </Modal>
  );
}
