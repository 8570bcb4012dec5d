import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { BACKOFFICE_PERMISSIONS } from './permissions.js';
import { OPERATOR_ROLES } from './roles.js';
import { doneSchema } from './shared.js';

// auth/login, auth/logout, auth/me, auth/setLocale.

export const operatorLoginInput = z
  .object({
    email: z.string().trim().toLowerCase().min(3).max(255),
    password: z.string().min(1).max(128),
    totp: z.string().regex(/^\d{6}$/, 'Six digits'),
  })
  .strict();

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  locale: z.enum(LOCALES),
  permissions: z.array(z.enum(BACKOFFICE_PERMISSIONS)),
});
export type OperatorView = z.output<typeof operatorSchema>;

export const operatorLoginAnswer = z.object({ operator: operatorSchema });
export const emptyInput = z.object({}).strict();
export const logoutAnswer = doneSchema;
export const meAnswer = z.object({ operator: operatorSchema });

/** Log-in's one refusal, whichever part was wrong. */
export const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS';

/** The operator's language, kept on their account so that every browser they use follows it. */
export const setLocaleInput = z.object({ locale: z.enum(LOCALES) }).strict();
