import { z } from 'zod';

// The answers of the campaigns service.

export const campaignsAnswers = {
  getoffers: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        trigger: z
          .object({
            action: z.string(),
            user_satisfies_params: z.boolean(),
            params: z.object({ exclude_methods: z.array(z.string()), first_deposit: z.boolean() }),
          })
          .optional(),
        description: z.object({ title: z.string(), text: z.string(), image_url: z.string() }).optional(),
        promotions: z.array(z.unknown()).optional(),
      }),
    ),
  }),
};
