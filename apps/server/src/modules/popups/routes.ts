import { popupsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { POPUPS_ERRORS } from './popups-errors.js';
import type { PopupsService } from './popups-service.js';

// popups: campaign popups (spec sections 2 and 7), opened by the popup query parameter.

/** The services this module's handlers use, handed in by its module.ts. */
export interface PopupsApiDeps {
  popups: PopupsService;
}

export const popupsApi = defineApiModule<PopupsApiDeps>()({
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
