import { eventsAnswers, formatRuleFailure, type RuleFailure, unstorableTextPaths } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import type { TrackingService } from './tracking-service.js';

// events: the web app's analytics events (spec section 7, events.handle GET).

/** Event names as analytics tools spell them: `login_error`, `deposit.success`. */
const EVENT_NAME = /^[A-Za-z][\w.-]{0,63}$/;
const MAX_PARAMS_LENGTH = 2048;
const MAX_PARAMS_KEYS = 30;

/** event_params: a JSON object in the query, of flat values. */
const eventParams = z
  .string()
  .max(MAX_PARAMS_LENGTH)
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const flat =
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      Object.keys(parsed).length <= MAX_PARAMS_KEYS &&
      Object.values(parsed).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
    if (!flat) {
      ctx.addIssue({ code: 'custom', message: 'event_params must be a JSON object of plain values' });
      return z.NEVER;
    }
    // Its escapes spell in plain text what the check of sent text cannot see (decision 0085): "\u0000".
    if (unstorableTextPaths(parsed).length > 0) {
      const rule: RuleFailure = { key: 'storableText' };
      ctx.addIssue({ code: 'custom', message: formatRuleFailure(rule), params: { rule } });
      return z.NEVER;
    }
    return parsed as Record<string, string | number | boolean | null>;
  });

/** The services this module's handlers use, handed in by its module.ts. */
export interface EventsApiDeps {
  tracking: TrackingService;
}

export const eventsApi = defineApiModule<EventsApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'events',
      method: 'handle',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Records an analytics event of the web app (event_name, event_params as a JSON object)',
      input: z.object({ event_name: z.string().regex(EVENT_NAME), event_params: eventParams }),
      output: eventsAnswers.handle,
      rateLimitPerMinute: 120,
      handler: async ({ deps, session, input }) => {
        await deps.tracking.handleEvent(session?.userId ?? null, input.event_name, input.event_params);
        return 1 as const;
      },
    }),
  ],
});
