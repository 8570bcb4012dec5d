import {
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
  responsibleGamingAnswers,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import type { ResponsibleGamingService } from './responsible-gaming-service.js';

// responsibleGaming: the player's play limits, time-out, self-exclusion and reality check (issue 12).
// The deposit limit stays with the cashier (account getDepositLimit / setDepositLimit).

const REALITY_CHECK_VALUES = REALITY_CHECK_MINUTES.map(String) as [string, ...string[]];

/** The services this module's handlers use, handed in by its module.ts. */
export interface ResponsibleGamingApiDeps {
  responsibleGaming: ResponsibleGamingService;
}

export const responsibleGamingApi = defineApiModule<ResponsibleGamingApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'responsibleGaming',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary:
        "The player's loss, wager and session-time limits with what is used, the running exclusion and the reality check",
      input: z.object({}),
      output: responsibleGamingAnswers.get,
      handler: async ({ deps, session }) => deps.responsibleGaming.state(session!.user),
    }),
    defineMethod({
      service: 'responsibleGaming',
      method: 'setLimit',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        'Sets a loss or wager limit (whole amount of the currency) or a session-time limit (minutes) per day, week or month; an empty value removes it. Lower applies at once, higher or removed after 24 hours',
      input: z.object({
        kind: z.enum(PLAY_LIMIT_KINDS),
        period: z.enum(PLAY_LIMIT_PERIODS),
        value: z.string().max(32).optional().default(''),
      }),
      output: responsibleGamingAnswers.setLimit,
      handler: async ({ deps, session, input, locale }) =>
        deps.responsibleGaming.setLimit(session!.user, input, locale),
    }),
    defineMethod({
      service: 'responsibleGaming',
      method: 'takeBreak',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        'A time-out of 24 hours, 7 or 30 days: no log-in, deposit or bet until its end; every session ends now',
      input: z.object({ duration: z.enum(TIME_OUT_DURATIONS) }),
      output: responsibleGamingAnswers.takeBreak,
      handler: async ({ deps, session, input }) =>
        deps.responsibleGaming.takeBreak(session!.user, input.duration),
    }),
    defineMethod({
      service: 'responsibleGaming',
      method: 'selfExclude',
      http: 'POST',
      access: 'player',
      errors: [],
      summary:
        'A self-exclusion of 6 months, 1, 2 or 5 years, or permanent: no log-in, deposit or bet until its end; every session ends now',
      input: z.object({ duration: z.enum(SELF_EXCLUSION_DURATIONS) }),
      output: responsibleGamingAnswers.selfExclude,
      handler: async ({ deps, session, input }) =>
        deps.responsibleGaming.selfExclude(session!.user, input.duration),
    }),
    defineMethod({
      service: 'responsibleGaming',
      method: 'setRealityCheck',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: 'The reality-check interval in minutes: 0 (off), 15, 30 or 60',
      input: z.object({ minutes: z.enum(REALITY_CHECK_VALUES) }),
      output: responsibleGamingAnswers.setRealityCheck,
      handler: async ({ deps, session, input }) =>
        deps.responsibleGaming.setRealityCheck(session!.user, Number(input.minutes) as RealityCheckMinutes),
    }),
    defineMethod({
      service: 'responsibleGaming',
      method: 'getSessionSummary',
      http: 'GET',
      access: 'player',
      errors: [],
      summary:
        'The current session since log-in: elapsed seconds, staked, won and net position (won minus staked), the reality-check interval and the time left under a session-time limit',
      input: z.object({}),
      output: responsibleGamingAnswers.getSessionSummary,
      handler: async ({ deps, session }) => deps.responsibleGaming.sessionSummary(session!),
    }),
  ],
});
