import { type ApiAnswer, AppError, SUPPORT_ATTACHMENT_TYPES } from '@jeton/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { sendFeedback } from '../../api/support.js';
import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../../ui/icons.js';

type Settings = ApiAnswer<'support', 'getsettings'>;
type Field = 'topic' | 'email' | 'message' | 'attachment';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "2 MB", in the page's locale. */
export function fileSize(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );
}

/**
 * The feedback form of /support (spec section 7 sendFeedback): topic, email for guests, message
 * and an optional attachment, checked here for the player's sake and by the server for real; the
 * answer's reference is shown once sent.
 */
export function FeedbackForm({ settings }: { settings: Settings }) {
  const { t, format, locale } = useI18n();
  const texts = t.support.form;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const size = fileSize(settings.attachment.max_bytes, locale);

  function check(form: FormData): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!form.get('topic')) found.topic = texts.errors.required;
    const email = String(form.get('email') ?? '').trim();
    if (settings.email_required && !email) found.email = texts.errors.required;
    else if (email && !EMAIL_PATTERN.test(email)) found.email = texts.errors.email;
    if (!String(form.get('message') ?? '').trim()) found.message = texts.errors.required;
    const file = form.get('attachment');
    if (file instanceof File && file.size > 0) {
      if (file.size > settings.attachment.max_bytes)
        found.attachment = format(texts.errors.tooLarge, { size });
      else if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
        found.attachment = texts.errors.wrongType;
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('attachment');
    if (file instanceof File && file.size === 0) form.delete('attachment');
    const found = check(form);
    setErrors(found);
    setAlert(null);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      setReference((await sendFeedback(form, locale)).reference);
    } catch (error) {
      setAlert(messageOf(error));
    } finally {
      setSending(false);
    }
  }

  function messageOf(error: unknown): string {
    if (!(error instanceof AppError)) return texts.errors.failed;
    if (error.type === 'TooManyRequestsException') return texts.errors.rateLimited;
    if (error.code === 'FILE_TOO_LARGE') return format(texts.errors.tooLarge, { size });
    if (error.code === 'FILE_TYPE_REFUSED') return texts.errors.wrongType;
    if (error.code === 'EMAIL_REQUIRED') return texts.errors.email;
    return error.type === 'InvalidParameterException' ? error.message : texts.errors.failed;
  }

  if (reference) {
    return (
      <section className="support-card" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} className="support-card-title">
          <Icon name="check" size={22} /> {texts.sentTitle}
        </h2>
        <p className="support-reference" role="status">
          {format(texts.sentText, { reference })}
        </p>
        <button type="button" className="button button-secondary" onClick={() => setReference(null)}>
          {texts.another}
        </button>
      </section>
    );
  }

  const describedBy = (field: Field, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="support-error">
        <Icon name="warning" size={16} /> {errors[field]}
      </p>
    ) : null;

  return (
    <section className="support-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="support-card-title">
        {texts.title}
      </h2>
      <p className="support-muted">{texts.intro}</p>
      <form ref={formRef} className="support-form" noValidate onSubmit={submit}>
        <div className={`support-field${errors.topic ? ' is-invalid' : ''}`}>
          <label htmlFor={`${id}-topic`}>{texts.topic}</label>
          <select
            id={`${id}-topic`}
            name="topic"
            className="support-input"
            defaultValue=""
            aria-invalid={Boolean(errors.topic)}
            aria-describedby={describedBy('topic')}
          >
            <option value="" disabled>
              {texts.topicPlaceholder}
            </option>
            {settings.topics.map((topic) => (
              <option key={topic} value={topic}>
                {texts.topics[topic]}
              </option>
            ))}
          </select>
          {fieldError('topic')}
        </div>
        {settings.email_required ? (
          <div className={`support-field${errors.email ? ' is-invalid' : ''}`}>
            <label htmlFor={`${id}-email`}>{texts.email}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              className="support-input"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy('email', true)}
            />
            <p id={`${id}-email-hint`} className="support-hint">
              {texts.emailHint}
            </p>
            {fieldError('email')}
          </div>
        ) : null}
        <div className={`support-field${errors.message ? ' is-invalid' : ''}`}>
          <label htmlFor={`${id}-message`}>{texts.message}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            maxLength={settings.message_max_length}
            className="support-input"
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describedBy('message', true)}
          />
          <p id={`${id}-message-hint`} className="support-hint">
            {format(texts.messageHint, { max: settings.message_max_length })}
          </p>
          {fieldError('message')}
        </div>
        <div className={`support-field${errors.attachment ? ' is-invalid' : ''}`}>
          <label htmlFor={`${id}-attachment`}>{texts.attachment}</label>
          <input
            id={`${id}-attachment`}
            name="attachment"
            type="file"
            accept={settings.attachment.types.join(',')}
            className="support-input support-file"
            aria-invalid={Boolean(errors.attachment)}
            aria-describedby={describedBy('attachment', true)}
          />
          <p id={`${id}-attachment-hint`} className="support-hint">
            {format(texts.attachmentHint, { size })}
          </p>
          {fieldError('attachment')}
        </div>
        {alert ? (
          <p className="support-alert" role="alert">
            <Icon name="warning" size={18} /> {alert}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
          {sending ? texts.submitting : texts.submit}
        </button>
      </form>
    </section>
  );
}
