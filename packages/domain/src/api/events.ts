import { z } from 'zod';

// The answers of the events service: the web app's analytics events (spec section 7, events.handle).

export const eventsAnswers = {
  handle: z.literal(1),
};
