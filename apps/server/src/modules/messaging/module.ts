import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import type { MessagingProvider } from '../../ports/messaging-provider.js';
import { defineModule } from '../../wiring/server-module.js';
import { MarketingMessaging } from './marketing.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** Marketing messages, each with its signed unsubscribe link. */
export function createMessagingModule(deps: {
  db: Database;
  clock: Clock;
  outbox: MessagingProvider;
  publicUrl: string;
}) {
  const unsubscribeLinks = new UnsubscribeLinks({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
  });
  return defineModule({
    services: { unsubscribeLinks, marketing: new MarketingMessaging(deps.outbox, unsubscribeLinks) },
  });
}
