import { z } from 'zod';

// The answers of the cashbacks service.

export const cashbacksAnswers = {
  get: z.object({ total: z.number(), items: z.array(z.never()) }),
};
