import { z } from 'zod';

/**
 * A non-negative integer sent in a query string (offset, count), within bounds, or the fallback
 * when it is not sent. Anything else is a field error.
 */
export const queryInteger = (fallback: number, max: number, min = 0) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback);
