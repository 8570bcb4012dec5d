import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { PushService } from './push-service.js';
import { PushStore } from './push-store.js';
import { subscribeWebPush } from './push-subscriber.js';
import { pushApi } from './routes.js';
import { VapidKeyStore } from './vapid-keys.js';

/** Web push of the player's notices (PWA). */
export function createPushModule(core: AppCore) {
  const { db, config } = core;
  const push = new PushService({
    store: new PushStore(db),
    vapid: new VapidKeyStore(db, config.webPush.keys),
    clock: core.clock,
    subject: config.webPush.subject,
    onError: (error) => console.warn('web push: a push service refused a notice', error),
  });
  subscribeWebPush(core.events, push);
  return defineModule({ services: { push }, api: [pushApi] });
}
