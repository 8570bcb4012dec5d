import { type ApiAnswer, AppError, SUPPORT_ATTACHMENT_TYPES } from '@jeton/domain';
import type { useI18n } from '../../i18n/hooks.js';

// The feedback form's checks, made here for the player's sake (the server checks again), and the
// words for a refusal.

export type FeedbackSettings = ApiAnswer<'support', 'getsettings'>;
export type FeedbackField = 'topic' | 'email' | 'message' | 'attachment';
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;
type I18n = Pick<ReturnType<typeof useI18n>, 't' | 'format' | 'locale'>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "2 MB", in the page's locale. */
export function fileSize(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );
}

/** The form's fields in error, each with its message. */
export function checkFeedback(
  form: FormData,
  settings: FeedbackSettings,
  { t, format, locale }: I18n,
): FeedbackErrors {
  const texts = t.support.form;
  const size = fileSize(settings.attachment.max_bytes, locale);
  const found: FeedbackErrors = {};
  if (!form.get('topic')) found.topic = texts.errors.required;
  const email = String(form.get('email') ?? '').trim();
  if (settings.email_required && !email) found.email = texts.errors.required;
  else if (email && !EMAIL_PATTERN.test(email)) found.email = texts.errors.email;
  if (!String(form.get('message') ?? '').trim()) found.message = texts.errors.required;
  const file = form.get('attachment');
  if (file instanceof File && file.size > 0) {
    if (file.size > settings.attachment.max_bytes) found.attachment = format(texts.errors.tooLarge, { size });
    else if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
      found.attachment = texts.errors.wrongType;
  }
  return found;
}

/** What the player reads when the server refused the message. */
export function failureMessage(
  error: unknown,
  settings: FeedbackSettings,
  { t, format, locale }: I18n,
): string {
  const texts = t.support.form;
  const size = fileSize(settings.attachment.max_bytes, locale);
  if (!(error instanceof AppError)) return texts.errors.failed;
  if (error.type === 'TooManyRequestsException') return texts.errors.rateLimited;
  if (error.code === 'FILE_TOO_LARGE') return format(texts.errors.tooLarge, { size });
  if (error.code === 'FILE_TYPE_REFUSED') return texts.errors.wrongType;
  if (error.code === 'EMAIL_REQUIRED') return texts.errors.email;
  return error.type === 'InvalidParameterException' ? error.message : texts.errors.failed;
}
