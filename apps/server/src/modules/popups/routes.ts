import { popupsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { POPUPS_ERRORS } from './popups-errors.js';

// popups: campaign popups (spec sections 2 and 7), opened by the popup query parameter.

export const popupsApi = defineApiModule({
  needs: ['popups'],
  methods: (defineMethod) => [
    defineMethod({
      service: 'popups',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: declared(POPUPS_ERRORS, 'POPUP_NOT_FOUND'),
      summary: 'A campaign popup by sysname: title, text, image and button, in the locale asked for',
      input: z.object({
        sysname: z
          .string()
          .min(1)
          .max(64)
          .regex(/^[a-z0-9][a-z0-9_-]*$/i),
      }),
      output: popupsAnswers.get,
      handler: ({ deps, input, locale }) => deps.popups.get(input.sysname, locale),
    }),
  ],
});
