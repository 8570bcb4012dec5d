import { z } from 'zod';
import {
  currencyField,
  currentPasswordField,
  fakenameField,
  formBoolean,
  loginField,
  marketingFields,
  passwordField,
  promoCodeField,
  requiredCheckbox,
  ruleField,
  verificationCodeField,
} from './fields.js';
import { formatRuleFailure } from './messages.js';
import { passwordRepeat, required } from './rules.js';

// The forms of the account flows, shared by the dialogs of the web app and the auth API.

export const registerForm = z.object({
  login: loginField,
  password: passwordField,
  currency: currencyField,
  fakename: fakenameField.optional(),
  promo_code: promoCodeField.optional(),
  terms: requiredCheckbox,
  notify: formBoolean.optional(),
  /** The second step: the code sent to the login by the first (the server checks its shape). */
  code: z.string().max(16).optional(),
  // Where the player came from, for attribution and the fraud check (spec sections 2 and 7).
  ...marketingFields,
});
export type RegisterForm = z.input<typeof registerForm>;

/**
 * The social registration popup (spec section 4): what the registration form asks and a sign-in
 * provider does not give, the currency and the terms (which include being of legal age).
 */
export const completeRegistrationForm = z.object({
  currency: currencyField,
  terms: requiredCheckbox,
});
export type CompleteRegistrationForm = z.input<typeof completeRegistrationForm>;

export const loginForm = z.object({
  login: loginField,
  password: currentPasswordField,
  // The two-factor code's shape is checked by the server, which answers with the spec's own message.
  code: z.string().max(16).optional(),
  /** In place of the code: one of the player's two-factor recovery codes, spent by this log-in. */
  recovery_code: z.string().max(32).optional(),
});
export type LoginForm = z.input<typeof loginForm>;

export const restoreRequestForm = z.object({ login: loginField });

export const restorePasswordForm = z
  .object({
    token: z.string().min(1).max(128),
    password: passwordField,
    password_repeat: z.string().max(128),
  })
  .superRefine((form, ctx) => repeatCheck(form.password, form.password_repeat, ctx, 'password_repeat'));

export const changePasswordForm = z
  .object({
    old_password: currentPasswordField,
    new_password: passwordField,
    repeat_password: z.string().max(128).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.repeat_password !== undefined)
      repeatCheck(form.new_password, form.repeat_password, ctx, 'repeat_password');
  });

export const twoFactorCodeForm = z.object({ code: verificationCodeField });

/** The log-in's second step with a recovery code instead of the app's code (the server checks it). */
export const recoveryCodeForm = z.object({ recovery_code: ruleField(required, 32) });

function repeatCheck(password: string, repeat: string, ctx: z.RefinementCtx, field: string) {
  const failure = passwordRepeat(password)(repeat);
  if (failure) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: formatRuleFailure(failure),
      params: { rule: failure },
    });
  }
}
