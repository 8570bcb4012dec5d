import { randomInt } from 'node:crypto';
import { AppError, type LocaleCode, type SupportTopic } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { MessagingProvider } from '../../ports/messaging-provider.js';
import { checkAttachment } from './attachment.js';
import { feedbackEmail } from './feedback-email.js';
import type { FeedbackStore } from './feedback-store.js';

/** Letters and digits a player can read out without confusion (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export interface FeedbackDeps {
  store: FeedbackStore;
  messaging: MessagingProvider;
  clock: Clock;
  /** The operators' mailbox. */
  mailbox: string;
  /** A player's email, for a player who sends without one. */
  emailOf: (userId: number) => Promise<string | null>;
}

export interface FeedbackInput {
  topic: SupportTopic;
  email?: string | undefined;
  message: string;
  attachment?: { name: string; bytes: Buffer } | undefined;
}

/**
 * The feedback form (spec section 7 sendFeedback): stores the message, sends it to the operators'
 * mailbox through the messaging provider, and answers the reference the player quotes.
 */
export class FeedbackService {
  constructor(private readonly deps: FeedbackDeps) {}

  async send(
    userId: number | null,
    locale: LocaleCode,
    input: FeedbackInput,
  ): Promise<{ reference: string }> {
    const email = input.email ?? (userId === null ? null : await this.deps.emailOf(userId));
    if (!email) {
      throw new AppError('InvalidParameterException', 'Enter your email so that we can answer', {
        code: 'EMAIL_REQUIRED',
        data: { fields: { email: 'required' } },
      });
    }
    const attachment = input.attachment ? await checkAttachment(input.attachment) : null;
    const reference = newReference();
    const feedback = {
      reference,
      userId,
      email,
      topic: input.topic,
      message: input.message,
      locale,
      attachment,
    };
    await this.deps.store.insert({ ...feedback, createdAt: this.deps.clock.now() });
    const rendered = feedbackEmail(feedback);
    await this.deps.messaging.send({
      channel: 'email',
      recipient: this.deps.mailbox,
      template: 'support_feedback',
      locale: 'en',
      ...rendered,
    });
    return { reference };
  }
}

/** `FB-` and 8 characters: 31^8 ≈ 8.5e11, so a clash (refused by the unique index) is negligible. */
export function newReference(): string {
  let text = '';
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `FB-${text}`;
}
