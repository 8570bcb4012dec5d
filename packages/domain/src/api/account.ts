import { z } from 'zod';
import { CONTACT_CHANNELS, UNSUBSCRIBE_OUTCOMES } from '../entities/contact-channels.js';
import { LOCALES } from '../locale.js';
import { registrationOfferSchema } from './campaigns.js';
import { moneyAmountSchema, savedSchema } from './shared.js';
import { verificationStateSchema } from './verification.js';

// The answers of the account service (spec sections 3 and 7), the player's security and deposit
// limit included.

export const balancesSchema = z.object({
  balance_main: moneyAmountSchema,
  balance_bonus: moneyAmountSchema,
  balance_betting_bonus: moneyAmountSchema,
  balance_fun: moneyAmountSchema,
});

/** Account info of spec section 3. A guest has uid 0. */
export const accountInfoSchema = balancesSchema.extend({
  uid: z.number().int(),
  reg_time: z.string().nullable(),
  login: z.string(),
  fakename: z.string(),
  is_subscribed: z.boolean(),
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.string(),
  locale: z.enum(LOCALES),
  two_factor_auth: z.boolean(),
  currency: z.string(),
});

const contactSchema = z.object({ value: z.string(), is_confirmed: z.boolean(), is_subscribed: z.boolean() });

/** getprofileinfo: the profile fields; contacts and document when `fields` asks for them. */
export const profileInfoSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  sex: z.number(),
  birth_date: z.string(),
  document_number: z.string(),
  country: z.string(),
  country_code: z.string(),
  region: z.string(),
  home_town: z.string(),
  address: z.string(),
  postcode: z.string(),
  contacts: z
    .object({ email: contactSchema, phone: contactSchema.extend({ phone_country_code: z.string() }) })
    .optional(),
  document: z.object({ type: z.string(), number: z.string() }).optional(),
});

export const phoneSettingsSchema = z.object({
  default_country_code: z.string(),
  countries: z.array(z.object({ code: z.string(), dial_code: z.string(), name: z.string() })),
});

export const sessionListItemSchema = z.object({
  /** An opaque public id: what account/endSession takes. */
  id: z.string(),
  current: z.boolean(),
  browser: z.string(),
  os: z.string(),
  platform: z.string(),
  /** The address with its last part hidden. */
  ip: z.string(),
  started_at: z.string(),
  last_seen_at: z.string(),
});

const depositLimitPeriod = z.enum(['none', 'day', 'week', 'month']);

export const depositLimitSchema = z.object({
  available_amount: z.number().nullable(),
  can_edit: z.boolean(),
  expired_at: z.string().nullable(),
  limit_amount: z.number().nullable(),
  period: depositLimitPeriod,
  pending: z
    .object({ period: depositLimitPeriod, limit_amount: z.number().nullable(), effective_at: z.string() })
    .nullable(),
});

export const accountAnswers = {
  setUserOnVerification: verificationStateSchema,
  getInfo: accountInfoSchema,
  getBalance: balancesSchema,
  changepassword: savedSchema,
  changefakename: savedSchema,
  changelocale: savedSchema,
  setCurrency: savedSchema,
  /** The registration offers the account was granted, answered once (decision 0081); empty when none. */
  completeRegistration: z.object({ registration_offers: z.array(registrationOfferSchema) }),
  getprofileinfo: profileInfoSchema,
  saveProfileInfo: savedSchema,
  getPersonalDataFields: z.object({
    items: z
      .array(
        z.object({
          name: z.string(),
          type: z.string(),
          required: z.boolean(),
          options: z
            .array(z.union([z.string(), z.number()]))
            .readonly()
            .optional(),
        }),
      )
      .readonly(),
    total: z.number().int(),
  }),
  getContactPhoneSettings: phoneSettingsSchema,
  getcurrencyrates: z.object({
    items: z.array(z.object({ base: z.string(), quote: z.string(), rate: z.number() })),
    total: z.number().int(),
  }),
  /** Turning it on answers the secret to confirm; turning it off answers only the flag. */
  changeTwoFactorAuth: z.object({
    two_factor_auth: z.boolean(),
    secret: z.string().optional(),
    uri: z.string().optional(),
  }),
  /** The recovery codes, shown this once. */
  confirmTwoFactorAuth: z.object({ two_factor_auth: z.boolean(), recovery_codes: z.array(z.string()) }),
  sendconfirmationtocontact: z.object({ resend_time: z.number().int(), expires_in: z.number().int() }),
  confirmContact: savedSchema,
  addcontact: savedSchema,
  changeSubscription: savedSchema,
  unsubscribe: z.object({ status: z.enum(UNSUBSCRIBE_OUTCOMES), channel: z.enum(CONTACT_CHANNELS) }),
  getSessions: z.object({ items: z.array(sessionListItemSchema), total: z.number().int() }),
  endSession: z.object({ current: z.boolean() }),
  endOtherSessions: z.object({ ended: z.number().int() }),
  getTwoFactorStatus: z.object({ two_factor_auth: z.boolean(), recovery_codes_left: z.number().int() }),
  renewRecoveryCodes: z.object({ recovery_codes: z.array(z.string()) }),
  getDepositLimit: depositLimitSchema,
  setDepositLimit: depositLimitSchema,
};
