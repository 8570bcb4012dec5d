import { type FormEvent, useId, useRef, useState } from 'react';
import { sendFeedback } from '../../api/support.js';
import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../../ui/icons.js';
import {
  checkFeedback,
  type FeedbackErrors,
  failureMessage,
  fileSize,
  type FeedbackSettings as Settings,
} from './feedback-checks.js';
import { FeedbackSent, MessageFileFields, TopicEmailFields } from './feedback-fields.js';

/**
 * The feedback form of /support (spec section 7 sendFeedback): topic, email for guests, message
 * and an optional attachment, checked here for the player's sake and by the server for real; the
 * answer's reference is shown once sent.
 */
export function FeedbackForm({ settings }: { settings: Settings }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const texts = t.support.form;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const size = fileSize(settings.attachment.max_bytes, locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('attachment');
    if (file instanceof File && file.size === 0) form.delete('attachment');
    const found = checkFeedback(form, settings, i18n);
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
      setAlert(failureMessage(error, settings, i18n));
    } finally {
      setSending(false);
    }
  }

  if (reference) return <FeedbackSent id={id} reference={reference} onAnother={() => setReference(null)} />;

  return (
    <section className="support-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="support-card-title">
        {texts.title}
      </h2>
      <p className="support-muted">{texts.intro}</p>
      <form ref={formRef} className="support-form" noValidate onSubmit={submit}>
        <TopicEmailFields id={id} errors={errors} settings={settings} />
        <MessageFileFields id={id} errors={errors} settings={settings} size={size} />
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
