import {
  emailField,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_FEEDBACK_PER_MINUTE,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_TOPICS,
  supportAnswers,
} from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { freeText } from '../../api/free-text.js';
import { defineApiModule } from '../../api/method.js';
import type { ChatService } from '../chat/chat-service.js';
import type { ContentConfigService } from '../content/content-config-service.js';
import type { FeedbackService } from './feedback-service.js';
import { SUPPORT_ERRORS } from './support-errors.js';

// support: the feedback form's settings and its sending (spec section 7, issue 16 item 1).

const uploadedFile = z.object({ name: z.string(), bytes: z.instanceof(Buffer) });

/** The services this module's handlers use, handed in by its module.ts. */
export interface SupportApiDeps {
  feedback: FeedbackService;
  chat: ChatService;
  contentConfig: ContentConfigService;
}

export const supportApi = defineApiModule<SupportApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'support',
      method: 'getsettings',
      http: 'GET',
      access: 'public',
      errors: [],
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary:
        "The feedback form's topics and limits, and the chat's provider and whether an operator is on duty",
      input: z.object({}),
      output: supportAnswers.getsettings,
      handler: async ({ deps, session, locale }) => {
        const chat = await deps.contentConfig.chatSettings(locale);
        return {
          topics: [...SUPPORT_TOPICS],
          email_required: session === null,
          attachment: { max_bytes: SUPPORT_ATTACHMENT_MAX_BYTES, types: [...SUPPORT_ATTACHMENT_TYPES] },
          message_max_length: SUPPORT_MESSAGE_MAX_LENGTH,
          chat: { provider: chat.provider, operators_on_duty: await deps.chat.operatorsOnDuty() },
        };
      },
    }),
    defineMethod({
      service: 'support',
      method: 'sendFeedback',
      http: 'POST',
      access: 'public',
      errors: declared(SUPPORT_ERRORS, 'EMAIL_REQUIRED', 'FILE_TYPE_REFUSED'),
      // A blocked player is sent to support (spec section 2 user-blocked page): they may still write.
      allowBanned: true,
      summary:
        'Sends a feedback message (topic, email for guests, message, optional attachment: PNG, JPEG or PDF by its bytes) to the operators; answers its reference',
      input: z.object({
        topic: z.enum(SUPPORT_TOPICS),
        email: z.preprocess((v) => (v === '' ? undefined : v), emailField.optional()),
        message: freeText(SUPPORT_MESSAGE_MAX_LENGTH),
        attachment: uploadedFile.optional(),
      }),
      file: { field: 'attachment', maxBytes: SUPPORT_ATTACHMENT_MAX_BYTES },
      // The attachment's bytes would be the fingerprint's text: the form's button guards doubles.
      idempotent: false,
      rateLimitPerMinute: SUPPORT_FEEDBACK_PER_MINUTE,
      output: supportAnswers.sendFeedback,
      handler: ({ deps, session, locale, input }) =>
        deps.feedback.send(session?.userId ?? null, locale, input),
    }),
  ],
});
