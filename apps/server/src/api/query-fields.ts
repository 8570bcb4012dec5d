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

/**
 * A comma list of statuses sent in a query string (`status=active,available`), each one of
 * `statuses`, none repeated more than the list holds; empty or missing: every status.
 */
export const queryStatusList = <const T extends readonly [string, ...string[]]>(statuses: T) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((list) => (list ?? '').split(',').filter((status) => status !== ''))
    .pipe(z.array(z.enum(statuses)).max(statuses.length));
