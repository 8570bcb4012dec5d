import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { chatBackoffice } from './chat-backoffice.js';
import { ChatService } from './chat-service.js';
import { type ChatOwners, ChatStore } from './chat-store.js';
import { chatApi } from './routes.js';
import { chatStreamRoute } from './stream-route.js';

/** The live chat, the player's side; its tables for the operators' desk in the back office. */
export function createChatModule(
  core: AppCore,
  deps: { emailOf: (userId: number) => Promise<string | null>; owners: ChatOwners },
) {
  const { live, sessions } = core;
  const chatStore = new ChatStore(core.db, deps.owners);
  const chat = new ChatService({
    store: chatStore,
    live,
    clock: core.clock,
    messaging: core.outbox,
    mailbox: core.config.supportMailbox,
    emailOf: deps.emailOf,
  });
  return defineModule({
    services: { chat, chatStore },
    api: [chatApi],
    plugins: [(app, { rateLimits }) => app.register(chatStreamRoute, { chat, live, sessions, rateLimits })],
    backoffice: chatBackoffice({ store: chatStore, live, clock: core.clock, emailOf: deps.emailOf }),
  });
}
