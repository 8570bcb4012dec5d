import { z } from 'zod';

// The answers of the bonuses service.

export const bonusesAnswers = {
  get: z.object({ total: z.number(), items: z.array(z.never()) }),
};
