import { formBoolean, registerForm } from '@jeton/domain';
import { z } from 'zod';

const MINI_APP_REQUIRED = ['id', 'hash', 'payload'] as const;
const FORM_REQUIRED = ['login', 'password', 'currency', 'terms'] as const;

/**
 * auth.register's input (spec section 7): the registration form, or for a mini-app start is_tg,
 * id, username, hash, language_code and payload (the signed init data). Each kind's own fields
 * are required; a missing one answers "required" as for any form.
 */
export const registerInput = registerForm
  .partial()
  .extend({
    is_tg: formBoolean.optional(),
    id: z
      .string()
      .regex(/^\d{1,16}$/)
      .optional(),
    username: z.string().max(64).optional(),
    hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    language_code: z.string().max(16).optional(),
    payload: z.string().max(4096).optional(),
  })
  .superRefine((value, context) => {
    for (const key of value.is_tg ? MINI_APP_REQUIRED : FORM_REQUIRED) {
      if (value[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: 'required' });
    }
  });
