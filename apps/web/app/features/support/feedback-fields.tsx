import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../../ui/icons.js';
import type {
  FeedbackErrors,
  FeedbackField as Field,
  FeedbackSettings as Settings,
} from './feedback-checks.js';

// The feedback form's fields, each with its hint and error, and the page once it is sent.

interface FieldsProps {
  id: string;
  errors: FeedbackErrors;
  settings: Settings;
}

/** The ids a field is described by, and its error. */
function fieldParts(id: string, errors: FeedbackErrors) {
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
  return { describedBy, fieldError };
}

export function TopicEmailFields({ id, errors, settings }: FieldsProps) {
  const { t } = useI18n();
  const texts = t.support.form;
  const { describedBy, fieldError } = fieldParts(id, errors);
  return (
    <>
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
    </>
  );
}

export function MessageFileFields({ id, errors, settings, size }: FieldsProps & { size: string }) {
  const { t, format } = useI18n();
  const texts = t.support.form;
  const { describedBy, fieldError } = fieldParts(id, errors);
  return (
    <>
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
    </>
  );
}

export function FeedbackSent({
  id,
  reference,
  onAnother,
}: {
  id: string;
  reference: string;
  onAnother: () => void;
}) {
  const { t, format } = useI18n();
  const texts = t.support.form;
  return (
    <section className="support-card" aria-labelledby={`${id}-sent`}>
      <h2 id={`${id}-sent`} className="support-card-title">
        <Icon name="check" size={22} /> {texts.sentTitle}
      </h2>
      <p className="support-reference" role="status">
        {format(texts.sentText, { reference })}
      </p>
      <button type="button" className="button button-secondary" onClick={onAnother}>
        {texts.another}
      </button>
    </section>
  );
}
