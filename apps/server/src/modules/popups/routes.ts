import { popupsAnswers } from '@jeton/domain';
import { z } from 'zod';
import { type ApiMethod, defineMethod } from '../../api/method.js';

// popups: campaign popups (spec sections 2 and 7), opened by the popup query parameter.

export const popupsMethods: ApiMethod[] = [
  defineMethod({
    service: 'popups',
    method: 'get',
    http: 'GET',
    access: 'public',
    summary: 'A campaign popup by sysname: title, text, image and button, in the locale asked for',
    input: z.object({
      sysname: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[a-z0-9][a-z0-9_-]*$/i),
    }),
    output: popupsAnswers.get,
    handler: ({ services, input, locale }) => services.popups.get(input.sysname, locale),
  }),
];
