import { z } from 'zod';

// The answers of the push service: web-push subscriptions of the player's notices (PWA).

export const pushAnswers = {
  /** The server's VAPID public key (for PushManager.subscribe) and whether this browser is subscribed. */
  getsettings: z.object({ public_key: z.string(), subscribed: z.boolean() }),
  subscribe: z.object({ subscribed: z.literal(true) }),
  unsubscribe: z.object({ subscribed: z.literal(false) }),
};
