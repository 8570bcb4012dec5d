import { z } from 'zod';
import { LOCALES } from '../locale.js';

// The answers of the metadata service: what the site offers, read by the web app at start.

/** General info of spec section 3. */
export const generalInfoSchema = z.object({
  analytic: z.record(z.string(), z.string()),
  available_currencies: z.array(z.string()),
  available_locales: z.array(z.enum(LOCALES)),
  default_currency: z.string(),
  is_seon_enabled: z.boolean(),
  domain_state: z.enum(['active', 'maintenance', 'disabled']),
  domain_type: z.string(),
  time_to_force_logout: z.number(),
  is_bonus_isolation_enabled: z.boolean(),
  is_game_history_export_enabled: z.boolean(),
  user_inactivity_cashier_time: z.number(),
  user_inactivity_pp_time: z.number(),
  /**
   * Not in the spec: the outside services simulated by sandbox providers (payments, verification,
   * ...). Set by the server's configuration, never by an operator; non-empty means a demo site.
   */
  sandbox_providers: z.array(z.string()),
  /**
   * Not in the spec: the hosts a backUrl may lead to besides the page's own (the public address,
   * the site's other origins and the operator's partner domains, each with its subdomains).
   */
  allowed_redirect_hosts: z.array(z.string()),
  /**
   * Not in the spec: the OpenID providers offered for social sign-in (the `service` of /oauth/init)
   * and whether the Telegram mini-app entry is on. Set by the server's configuration.
   */
  sign_in_providers: z.array(z.object({ name: z.string(), label: z.string() })),
  telegram_mini_app: z.boolean(),
});

export const metadataAnswers = {
  getgeneralinfo: generalInfoSchema,
  get: z.object({
    api_version: z.string(),
    server_time: z.string(),
    locales: z.array(
      z.object({
        code: z.enum(LOCALES),
        language: z.string(),
        name: z.string(),
        dir: z.enum(['ltr', 'rtl']),
        isDefault: z.boolean(),
      }),
    ),
    currencies: z.array(z.object({ code: z.string(), symbol: z.string() })),
  }),
};
