import { NOTIFICATIONS_PAGE_SIZE, notificationsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { NOTIFICATIONS_ERRORS } from './notifications-errors.js';
import type { NotificationsService } from './notifications-service.js';

// notifications: the player's notices and their unread count (issue 12, item 7).

/** The services this module's handlers use, handed in by its module.ts. */
export interface NotificationsApiDeps {
  notifications: NotificationsService;
}

export const notificationsApi = defineApiModule<NotificationsApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'notifications',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "A page of the player's notices, newest first, with the total and unread counts",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(NOTIFICATIONS_PAGE_SIZE, 100, 1),
      }),
      output: notificationsAnswers.get,
      handler: ({ deps, session, input }) => deps.notifications.list(session!.userId, input),
    }),
    defineMethod({
      service: 'notifications',
      method: 'getUnreadCount',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "How many of the player's notices are unread (the header's badge)",
      input: z.object({}),
      output: notificationsAnswers.getUnreadCount,
      handler: async ({ deps, session }) => ({
        unread: await deps.notifications.unreadCount(session!.userId),
      }),
    }),
    defineMethod({
      service: 'notifications',
      method: 'markRead',
      http: 'POST',
      access: 'player',
      errors: declared(NOTIFICATIONS_ERRORS, 'NOTIFICATION_NOT_FOUND'),
      summary:
        'Marks one of the player\'s notices read (id), or all of them (id "all"); answers the unread count',
      input: z.object({
        id: z.union([
          z.literal('all'),
          z
            .string()
            .regex(/^[1-9]\d{0,14}$/)
            .transform(Number),
        ]),
      }),
      output: notificationsAnswers.markRead,
      handler: ({ deps, session, input, locale }) =>
        deps.notifications.markRead(session!.userId, input.id, locale),
    }),
  ],
});
