import { CASHBACK_STATUSES, cashbacksAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger, queryStatusList } from '../../api/query-fields.js';
import type { CashbackService } from './cashback-service.js';
import { CASHBACKS_ERRORS } from './cashbacks-errors.js';

// cashbacks (spec section 7, decision 0064): the player's cashbacks, claimed (payout) or declined
// (remove, no body), and the rule in force.

const cashbackId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The services this module's handlers use, handed in by its module.ts. */
export interface CashbacksApiDeps {
  cashbacks: CashbackService;
}

export const cashbacksApi = defineApiModule<CashbacksApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'cashbacks',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's cashbacks, latest period first; of some statuses when `statuses` lists them",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(4, 100, 1),
        // The periods' end is the one order there is (spec: sorted by end_date).
        sort: z.enum(['end_date']).optional(),
        order: z.enum(['asc', 'desc']).optional(),
        statuses: queryStatusList(CASHBACK_STATUSES),
        fields: z.string().max(200).optional(),
      }),
      output: cashbacksAnswers.get,
      handler: ({ deps, session, input, locale }) =>
        deps.cashbacks.list(
          session!.userId,
          {
            statuses: input.statuses,
            offset: input.offset,
            count: input.count,
            order: input.order ?? 'desc',
          },
          locale,
        ),
    }),
    defineMethod({
      service: 'cashbacks',
      method: 'payout',
      http: 'POST',
      access: 'player',
      errors: declared(CASHBACKS_ERRORS, 'CASHBACK_ENDED', 'CASHBACK_EXPIRED', 'CASHBACK_NOT_FOUND'),
      summary: 'Credits an active cashback (the one named, else the latest) to the main balance, once',
      input: z.object({ cashback_id: cashbackId.optional() }),
      output: cashbacksAnswers.payout,
      handler: ({ deps, session, input, locale }) =>
        deps.cashbacks.payout(session!.userId, input.cashback_id ?? null, locale),
    }),
    defineMethod({
      service: 'cashbacks',
      method: 'remove',
      http: 'POST',
      access: 'player',
      errors: declared(CASHBACKS_ERRORS, 'CASHBACK_NOT_FOUND'),
      summary: 'Declines the latest active cashback: it can no longer be claimed, nothing moves',
      input: z.object({}),
      output: cashbacksAnswers.remove,
      handler: ({ deps, session, locale }) => deps.cashbacks.remove(session!.userId, locale),
    }),
    defineMethod({
      service: 'cashbacks',
      method: 'getrule',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'The cashback rule in force: period, percent of net losses, minimum loss, cap, days to claim',
      input: z.object({}),
      output: cashbacksAnswers.getrule,
      handler: ({ deps }) => deps.cashbacks.rule(),
    }),
  ],
});
