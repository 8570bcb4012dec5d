import type { Executor } from '@jeton/db';
import { AppError, type LocaleCode } from '@jeton/domain';
import webPush, { WebPushError } from 'web-push';
import type { Clock } from '../../clock.js';
import { isPushServiceEndpoint } from './push-endpoints.js';
import type { PushStore, PushSubscriptionRow } from './push-store.js';
import { pushMessageOf } from './push-texts.js';
import type { VapidKeyStore } from './vapid-keys.js';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How long a push service keeps an undelivered notice (the browser may be off). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Web push of the player's notices (PWA): off until the player turns it on in a browser, which
 * then hands its PushSubscription here. Each notice is sent to each of the player's browsers,
 * signed with the server's VAPID key; a subscription the push service says is gone (404, 410) is
 * removed.
 */
export class PushService {
  constructor(
    private readonly deps: {
      store: PushStore;
      vapid: VapidKeyStore;
      clock: Clock;
      /** The VAPID subject: who the push services may contact (the site's address). */
      subject: string;
      onError?: (error: unknown) => void;
    },
  ) {}

  async settings(userId: number, endpoint: string | undefined) {
    const keys = await this.deps.vapid.get();
    const existing = endpoint ? await this.deps.store.byEndpoint(endpoint) : null;
    return { public_key: keys.publicKey, subscribed: existing?.userId === userId };
  }

  async subscribe(userId: number, subscription: BrowserSubscription, locale: LocaleCode) {
    if (!isPushServiceEndpoint(subscription.endpoint)) {
      throw AppError.invalidParameters({ endpoint: 'This is not the address of a browser push service' });
    }
    const saved = await this.deps.store.upsert(
      { userId, endpoint: subscription.endpoint, ...subscription.keys, locale },
      this.deps.clock.now(),
    );
    if (!saved) {
      // Another player turned notifications on in this browser: they turn them off first.
      throw new AppError('AccessDeniedException', 'This browser receives the notices of another account', {
        code: 'PUSH_ENDPOINT_TAKEN',
      });
    }
    return { subscribed: true as const };
  }

  async unsubscribe(userId: number, endpoint: string) {
    if (!(await this.deps.store.remove(userId, endpoint))) {
      throw new AppError('InvalidParameterException', 'No such subscription', {
        code: 'PUSH_NOT_SUBSCRIBED',
      });
    }
    return { subscribed: false as const };
  }

  /**
   * Sends a notice to each of the player's browsers. Runs in the outbox relay's transaction: the
   * removal of a gone subscription commits with the delivery. A push service that fails otherwise
   * is logged; the notice stays on the notices page.
   */
  async sendNotice(tx: Executor, userId: number, kind: string): Promise<number> {
    const subscriptions = await this.deps.store.ofPlayer(tx, userId);
    if (subscriptions.length === 0) return 0;
    const keys = await this.deps.vapid.get(tx);
    let sent = 0;
    for (const subscription of subscriptions) {
      if (await this.send(tx, subscription, kind, keys)) sent += 1;
    }
    return sent;
  }

  private async send(
    tx: Executor,
    subscription: PushSubscriptionRow,
    kind: string,
    keys: { publicKey: string; privateKey: string },
  ): Promise<boolean> {
    const message = pushMessageOf(kind, subscription.locale === 'fr' ? 'fr' : 'en');
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: this.deps.subject, ...keys },
          TTL: TIME_TO_LIVE_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          urgency: 'normal',
        },
      );
      return true;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.deps.store.removeById(tx, subscription.id);
      } else {
        this.deps.onError?.(error);
      }
      return false;
    }
  }
}
