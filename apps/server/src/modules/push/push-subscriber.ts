import type { EventSubscriptions } from '../../outbox/subscribers.js';
import type { PushService } from './push-service.js';

/** The outbox topic of a new notice (NotificationsService.notify appends it with the notice). */
export const NOTICE_CREATED = 'notification.created';
const SUBSCRIBER = 'web-push';

/** Sends each new notice to the player's browsers, once the notice has committed. */
export function subscribeWebPush(events: EventSubscriptions, push: PushService): void {
  events.subscribe(
    SUBSCRIBER,
    [NOTICE_CREATED],
    async (tx, event) => {
      const userId = Number(event.payload.userId);
      if (!Number.isSafeInteger(userId)) return;
      await push.sendNotice(tx, userId, String(event.payload.kind));
    },
    // From the oldest event kept: none is older than the subscriptions table, so nothing stale is sent.
  );
}
