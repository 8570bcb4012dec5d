import type { LocaleCode } from '@jeton/domain';
import type { CheckedAttachment } from './attachment.js';

/** The email the operators' mailbox receives for one feedback message (always in English: one team reads it). */
export function feedbackEmail(feedback: {
  reference: string;
  topic: string;
  email: string;
  userId: number | null;
  locale: LocaleCode;
  message: string;
  attachment: CheckedAttachment | null;
}): { subject: string; body: string } {
  const who =
    feedback.userId === null ? `guest <${feedback.email}>` : `player #${feedback.userId} <${feedback.email}>`;
  const attachment = feedback.attachment
    ? `${feedback.attachment.name} (${feedback.attachment.type}, ${feedback.attachment.bytes.length} bytes), kept with the feedback`
    : 'none';
  return {
    subject: `[${feedback.reference}] Feedback: ${feedback.topic}`,
    body:
      `Reference: ${feedback.reference}\nFrom: ${who}\nTopic: ${feedback.topic}\nLocale: ${feedback.locale}\n` +
      `Attachment: ${attachment}\n\n${feedback.message}\n`,
  };
}
