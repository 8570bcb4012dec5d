import { z } from 'zod';

// The answers of the freespins service.

export const freespinsAnswers = {
  get: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        game: z.object({
          sysname: z.string(),
          name: z.string(),
          description: z.object({ name: z.string() }).optional(),
        }),
        count: z.number(),
        remaining_count: z.number(),
        stake: z.object({ amount: z.number(), currency: z.string() }),
        status: z.string(),
        expired_at: z.string(),
      }),
    ),
  }),
};
