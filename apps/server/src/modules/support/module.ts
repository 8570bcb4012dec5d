import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { FeedbackInboxStore } from './feedback-inbox-store.js';
import { FeedbackService } from './feedback-service.js';
import { FeedbackStore } from './feedback-store.js';
import { supportApi } from './routes.js';
import { supportBackoffice } from './support-backoffice.js';

/** The feedback form of /support, and its messages as the back office's inbox (support-backoffice.ts). */
export function createSupportModule(
  core: AppCore,
  deps: {
    emailOf: (userId: number) => Promise<string | null>;
    /** Who handled a message is the back office's operator. */
    operators: ConstructorParameters<typeof FeedbackInboxStore>[1];
  },
) {
  const feedbackInboxStore = new FeedbackInboxStore(core.db, deps.operators);
  return defineModule({
    services: {
      feedback: new FeedbackService({
        store: new FeedbackStore(core.db),
        messaging: core.outbox,
        clock: core.clock,
        mailbox: core.config.supportMailbox,
        emailOf: deps.emailOf,
      }),
      feedbackInboxStore,
    },
    api: [supportApi],
    backoffice: supportBackoffice({ db: core.db, clock: core.clock, store: feedbackInboxStore }),
  });
}
