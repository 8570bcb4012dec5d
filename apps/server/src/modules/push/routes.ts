import { pushAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { PUSH_ERRORS } from './push-errors.js';
import type { PushService } from './push-service.js';

// push: web-push subscriptions of the player's notices (PWA, issue 16 item 6).

const endpoint = z.string().url().max(1024);
/** The base64url keys of a PushSubscription (a P-256 point and a 16-byte secret). */
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .max(max);

/** The services this module's handlers use, handed in by its module.ts. */
export interface PushApiDeps {
  push: PushService;
}

export const pushApi = defineApiModule<PushApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'push',
      method: 'getsettings',
      http: 'GET',
      access: 'player',
      errors: [],
      summary:
        "The server's VAPID public key, and whether this browser's endpoint receives the player's notices",
      input: z.object({ endpoint: endpoint.optional() }),
      output: pushAnswers.getsettings,
      handler: ({ deps, session, input }) => deps.push.settings(session!.userId, input.endpoint),
    }),
    defineMethod({
      service: 'push',
      method: 'subscribe',
      http: 'POST',
      access: 'player',
      errors: declared(PUSH_ERRORS, 'PUSH_ENDPOINT_TAKEN'),
      summary: "Turns push notifications of the player's notices on for a browser (its PushSubscription)",
      input: z.object({
        endpoint,
        keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
      }),
      output: pushAnswers.subscribe,
      handler: ({ deps, session, input, locale }) => deps.push.subscribe(session!.userId, input, locale),
    }),
    defineMethod({
      service: 'push',
      method: 'unsubscribe',
      http: 'POST',
      access: 'player',
      errors: declared(PUSH_ERRORS, 'PUSH_NOT_SUBSCRIBED'),
      summary: 'Turns push notifications off for a browser (its endpoint)',
      input: z.object({ endpoint }),
      output: pushAnswers.unsubscribe,
      handler: ({ deps, session, input }) => deps.push.unsubscribe(session!.userId, input.endpoint),
    }),
  ],
});
