import { AppError, formatRuleFailure, rules } from '@jeton/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import { ConfirmCodeForm } from './confirm-code-form.js';
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
      } else {
        setFormError(sendFailure(error, texts));
      }
    } finally {
      setSending(false);
    }
  }

  useCodeOnOpen(uid, contact, {
    pending: (resendInMs) => {
      setResendAt(Date.now() + resendInMs);
      setSending(false);
    },
    send: () => void send(true),
  });

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
        <ConfirmCodeForm
          code={code}
          onCode={(value) => {
            setCode(value);
            if (fieldError) setFieldError(null);
          }}
          fieldError={fieldError}
          formError={formError}
          notice={notice}
          submitting={submitting}
          resendDisabled={sending || resendSeconds > 0}
          resendSeconds={resendSeconds}
          onSubmit={submit}
          onResend={() => void send(false)}
        />
      </div>
    </Modal>
  );
}

/** On open: a code is sent unless one sent to this contact is still valid (then its resend wait is shown). */
function useCodeOnOpen(
  uid: number,
  contact: string,
  then: { pending: (resendInMs: number) => void; send: () => void },
) {
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per dialog.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = pendingCode(uid > 0 ? readConfirmMarker(uid) : null, contact, Date.now());
    if (pending.pending) then.pending(pending.resendInMs);
    else then.send();
  }, []);
}

/** Why no code could be sent: the day's limit is reached, or something failed (logged). */
function sendFailure(error: unknown, texts: { dailyLimit: string; sendFailed: string }): string {
  if (error instanceof AppError && error.code === 'CONFIRMATION_DAILY_LIMIT') return texts.dailyLimit;
  console.error('account/sendconfirmationtocontact failed', error);
  return texts.sendFailed;
}
