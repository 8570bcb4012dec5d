import {
  accountAnswers,
  COUNTRIES,
  changePasswordForm,
  completeRegistrationForm,
  currencyField,
  fakenameField,
  LOCALE_COOKIE_MAX_AGE_MS,
  LOCALE_COOKIE_NAME,
  localeField,
  loginField,
  type PhoneSettings,
  ruleField,
  rules,
  twoFactorCodeForm,
} from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { parseInput } from '../../api/input-errors.js';
import { defineApiModule, type MethodDefiner } from '../../api/method.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { AUTH_ERRORS } from '../auth/auth-errors.js';
import type { AuthService } from '../auth/auth-service.js';
import type { TwoFactorService } from '../auth/two-factor-service.js';
import type { OffersService } from '../campaigns/offers-service.js';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../messaging/unsubscribe-links.js';
import type { SettingsService } from '../settings/settings-service.js';
import { ACCOUNT_ERRORS } from './account-errors.js';
import type { AccountService } from './account-service.js';
import type { ContactConfirmationService } from './contact-confirmation-service.js';
import { CONFIRMATION_LINK_TOKEN, contactOf } from './contact-confirmation-service.js';
import { birthDateOn, PERSONAL_DATA_FIELDS, profileInput } from './profile-fields.js';
import { PROFILE_SECTIONS } from './profile-presenter.js';
import type { SubscriptionService } from './subscription-service.js';

/** confirmContact's proof: a typed 6-digit code, or the email link's token. */
const confirmationProofField = ruleField(
  (value) => (CONFIRMATION_LINK_TOKEN.test(value) ? null : rules.verificationCode(value)),
  64,
);

// account: the player's own data and settings (spec section 7).

/** The services this module's handlers use, handed in by its module.ts. */
export interface AccountApiDeps {
  accounts: AccountService;
  auth: AuthService;
  clock: Clock;
  config: Config;
  contacts: ContactConfirmationService;
  offers: OffersService;
  settings: SettingsService;
  subscriptions: SubscriptionService;
  twoFactor: TwoFactorService;
}

export const accountApi = defineApiModule<AccountApiDeps>()({
  methods: (defineMethod) => [
    ...accountSettingsMethods(defineMethod),
    ...profileMethods(defineMethod),
    ...twoFactorMethods(defineMethod),
    ...contactMethods(defineMethod),
  ],
});

/** The account itself: balances, password, names, locale and currency. */
function accountSettingsMethods(defineMethod: MethodDefiner<AccountApiDeps>) {
  return [
    defineMethod({
      service: 'account',
      method: 'getInfo',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Account info of the caller; uid 0 for a guest',
      input: z.object({}),
      output: accountAnswers.getInfo,
      async handler({ deps, session, locale }) {
        const defaultCurrency = session
          ? session.user.currency
          : (await deps.settings.generalInfo()).default_currency;
        return deps.accounts.info(session, locale, defaultCurrency);
      },
    }),
    defineMethod({
      service: 'account',
      method: 'getBalance',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'Balances: main, bonus, betting bonus and fun',
      input: z.object({}),
      output: accountAnswers.getBalance,
      handler: async ({ deps, session }) => deps.accounts.balances(session!),
    }),
    defineMethod({
      service: 'account',
      method: 'changepassword',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: 'Changes the password; every other session ends',
      input: changePasswordForm,
      output: accountAnswers.changepassword,
      async handler({ deps, session, input, locale }) {
        const passwords = { old: input.old_password, new: input.new_password };
        await deps.auth.changePassword(session!.user, session!.sessionId, passwords, locale);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'changefakename',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: 'Sets the name shown in winners and leaderboards',
      input: z.object({ fakename: fakenameField }),
      output: accountAnswers.changefakename,
      async handler({ deps, session, input }) {
        await deps.accounts.changeFakename(session!.userId, input.fakename);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'changelocale',
      http: 'POST',
      access: 'public',
      errors: [],
      summary: "Sets the player's locale (and the locale cookie, for guests too)",
      input: z.object({ locale: localeField }),
      output: accountAnswers.changelocale,
      async handler({ deps, session, input, reply }) {
        if (session) await deps.accounts.changeLocale(session.userId, input.locale);
        reply.setCookie(LOCALE_COOKIE_NAME, input.locale, {
          path: '/',
          sameSite: 'lax',
          maxAge: LOCALE_COOKIE_MAX_AGE_MS / 1000,
          secure: deps.config.session.secureCookie,
        });
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'setCurrency',
      http: 'POST',
      access: 'player',
      errors: declared(ACCOUNT_ERRORS, 'CURRENCY_LOCKED'),
      summary: 'Chooses the account currency while no money is held',
      input: z.object({ currency: currencyField }),
      output: accountAnswers.setCurrency,
      async handler({ deps, session, input }) {
        await deps.accounts.setCurrency(session!.user, input.currency);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'completeRegistration',
      http: 'POST',
      access: 'player',
      errors: declared(ACCOUNT_ERRORS, 'REGISTRATION_ALREADY_COMPLETED'),
      summary:
        'Completes a social or mini-app registration: currency and terms, once; answers the registration offers granted',
      input: completeRegistrationForm,
      output: accountAnswers.completeRegistration,
      async handler({ deps, session, input, locale }) {
        const offerIds = await deps.accounts.completeRegistration(session!.user, input.currency);
        // Told once, as the form's answer tells (decision 0081): the site shows their popup.
        return { registration_offers: await deps.offers.registrationOffersNamed(offerIds, locale) };
      },
    }),
  ];
}

/** The profile form and what it needs: fields, dialling codes, rates. */
function profileMethods(defineMethod: MethodDefiner<AccountApiDeps>) {
  return [
    defineMethod({
      service: 'account',
      method: 'getprofileinfo',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'Profile fields; fields=contacts,document adds those sections',
      input: z.object({
        fields: z
          .string()
          .max(64)
          .optional()
          .transform((list) => (list ?? '').split(',').map((f) => f.trim()))
          .pipe(z.array(z.enum([...PROFILE_SECTIONS, '']))),
      }),
      output: accountAnswers.getprofileinfo,
      handler: ({ deps, session, input }) =>
        deps.accounts.profile(
          session!.user,
          input.fields.filter((f) => f !== ''),
        ),
    }),
    defineMethod({
      service: 'account',
      method: 'saveProfileInfo',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: 'Saves profile fields; answers 1',
      input: profileInput,
      output: accountAnswers.saveProfileInfo,
      async handler({ deps, session, input, locale }) {
        parseInput(birthDateOn(deps.clock.now()), input, locale);
        await deps.accounts.saveProfile(session!.userId, input);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'getPersonalDataFields',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'The fields of the personal data form and their rules',
      input: z.object({}),
      output: accountAnswers.getPersonalDataFields,
      handler: async () => ({ items: PERSONAL_DATA_FIELDS, total: PERSONAL_DATA_FIELDS.length }),
    }),
    defineMethod({
      service: 'account',
      method: 'getContactPhoneSettings',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Country dialling codes for the phone field',
      input: z.object({}),
      output: accountAnswers.getContactPhoneSettings,
      async handler({ locale, session }): Promise<PhoneSettings> {
        const preferred = session?.user.countryCode || (locale === 'fr' ? 'FR' : 'GB');
        return {
          default_country_code: preferred,
          countries: COUNTRIES.map((c) => ({ code: c.code, dial_code: `+${c.dial}`, name: c.name[locale] })),
        };
      },
    }),
    defineMethod({
      service: 'account',
      method: 'getcurrencyrates',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Exchange rates between the available currencies',
      input: z.object({}),
      output: accountAnswers.getcurrencyrates,
      handler: ({ deps }) => deps.accounts.currencyRates(),
    }),
  ];
}

/** Two-factor authentication on and off. */
function twoFactorMethods(defineMethod: MethodDefiner<AccountApiDeps>) {
  return [
    defineMethod({
      service: 'account',
      method: 'changeTwoFactorAuth',
      http: 'POST',
      access: 'player',
      errors: declared(AUTH_ERRORS, 'TWO_FACTOR_CODE_FORMAT', 'TWO_FACTOR_INVALID'),
      summary: 'Off: answers a new TOTP secret and otpauth URI to confirm. On: turns it off with a code',
      input: z.object({ code: z.string().max(16).optional() }),
      output: accountAnswers.changeTwoFactorAuth,
      async handler({ deps, session, input }) {
        const user = session!.user;
        if (user.twoFactorEnabled) {
          await deps.twoFactor.disable(user, input.code ?? '');
          return { two_factor_auth: false };
        }
        const { secret, uri } = await deps.twoFactor.begin(user);
        return { two_factor_auth: false, secret, uri };
      },
    }),
    defineMethod({
      service: 'account',
      method: 'confirmTwoFactorAuth',
      http: 'POST',
      access: 'player',
      errors: declared(AUTH_ERRORS, 'TWO_FACTOR_EXPIRED', 'TWO_FACTOR_INVALID', 'TWO_FACTOR_NOT_STARTED'),
      summary:
        'Turns two-factor authentication on with a 6-digit code from the new secret; answers 10 recovery codes, once',
      input: twoFactorCodeForm,
      output: accountAnswers.confirmTwoFactorAuth,
      async handler({ deps, session, input }) {
        const recoveryCodes = await deps.twoFactor.confirm(session!.user, input.code);
        // The only time the player sees these codes: the set is stored as hashes.
        return { two_factor_auth: true, recovery_codes: recoveryCodes };
      },
    }),
  ];
}

/** Contacts: confirming, adding, newsletter subscriptions. */
function contactMethods(defineMethod: MethodDefiner<AccountApiDeps>) {
  return [
    defineMethod({
      service: 'account',
      method: 'sendconfirmationtocontact',
      http: 'POST',
      access: 'player',
      errors: declared(
        ACCOUNT_ERRORS,
        'CONFIRMATION_DAILY_LIMIT',
        'CONFIRMATION_RESEND_TOO_SOON',
        'CONTACT_ALREADY_CONFIRMED',
      ),
      summary:
        "Sends a 6-digit confirmation code to one of the caller's contacts (email with a link, or SMS); one a minute",
      input: z.object({ contact: loginField }),
      output: accountAnswers.sendconfirmationtocontact,
      // No per-IP budget of its own: players only, and each contact gets one code a minute anyway.
      idempotent: false,
      handler: ({ deps, session, input, locale }) =>
        deps.contacts.send(session!.user, contactOf(input.contact), locale),
    }),
    defineMethod({
      service: 'account',
      method: 'confirmContact',
      http: 'POST',
      access: 'public',
      errors: declared(
        ACCOUNT_ERRORS,
        'CONFIRMATION_ATTEMPTS_EXCEEDED',
        'CONFIRMATION_CODE_EXPIRED',
        'CONFIRMATION_CODE_NOT_SENT',
        'CONFIRMATION_CODE_WRONG',
        'CONFIRMATION_LINK_INVALID',
        'CONFIRMATION_LOGIN_REQUIRED',
        'CONTACT_ALREADY_CONFIRMED',
      ),
      summary:
        "Confirms a contact: with the 6-digit code (the contact's owner, logged in) or with the email link's token (no session needed)",
      input: z.object({ contact: loginField, code: confirmationProofField }),
      output: accountAnswers.confirmContact,
      rateLimitPerMinute: 20,
      async handler({ deps, session, input, locale }) {
        await deps.contacts.confirm(contactOf(input.contact), input.code, locale, session?.user ?? null);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'addcontact',
      http: 'POST',
      access: 'player',
      errors: declared(ACCOUNT_ERRORS, 'CONTACT_ALREADY_SET'),
      summary: 'Adds an email to a phone player or a phone (with phone_country_code) to an email player',
      input: z.object({ contact: loginField, phone_country_code: z.string().max(8).optional() }),
      output: accountAnswers.addcontact,
      async handler({ deps, session, input, locale }) {
        await deps.contacts.add(session!.user, contactOf(input.contact), input.phone_country_code, locale);
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'changeSubscription',
      http: 'POST',
      access: 'player',
      errors: declared(ACCOUNT_ERRORS, 'CONTACT_UNCONFIRMED'),
      summary: "Subscribes (1) or unsubscribes (0) one of the caller's contacts to the newsletter",
      input: z.object({
        contact: loginField,
        // Form data sends text; JSON may send the number.
        subscription: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]).transform(Number),
      }),
      output: accountAnswers.changeSubscription,
      async handler({ deps, session, input, locale }) {
        await deps.subscriptions.change(
          session!.user,
          contactOf(input.contact),
          input.subscription === 1,
          locale,
        );
        return 1 as const;
      },
    }),
    defineMethod({
      service: 'account',
      method: 'unsubscribe',
      http: 'POST',
      access: 'public',
      errors: declared(ACCOUNT_ERRORS, 'UNSUBSCRIBE_LINK_EXPIRED', 'UNSUBSCRIBE_LINK_INVALID'),
      summary: 'Unsubscribes the contact named by the signed link of a marketing message (no session needed)',
      input: z.object({ token: z.string().trim().min(1).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH) }),
      output: accountAnswers.unsubscribe,
      rateLimitPerMinute: 20,
      handler: ({ deps, input }) => deps.subscriptions.unsubscribe(input.token),
    }),
  ];
}
