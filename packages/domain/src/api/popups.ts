import { z } from 'zod';

// The answers of the popups service.

export const popupsAnswers = {
  get: z.object({
    sysname: z.string(),
    locale: z.enum(['en', 'fr']),
    title: z.string(),
    text: z.string(),
    image_url: z.string(),
    button: z.object({ label: z.string(), url: z.string() }).nullable(),
  }),
};
