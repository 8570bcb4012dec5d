import type { z } from 'zod';
import type {
  accountAnswers,
  accountInfoSchema,
  balancesSchema,
  phoneSettingsSchema,
  profileInfoSchema,
} from '../api/account.js';
import type { generalInfoSchema } from '../api/metadata.js';
import type { LocaleCode } from '../locale.js';
import { toMoneyAmount } from '../money.js';

export * from './contact-channels.js';

/** Account info of spec section 3. A guest has uid 0. */
export type AccountInfo = z.output<typeof accountInfoSchema>;

export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export type Balances = z.output<typeof balancesSchema>;

/** The header total: main plus bonus plus betting bonus (spec section 3). */
export function displayedTotal(balances: Balances): number {
  return balances.balance_main.amount + balances.balance_bonus.amount + balances.balance_betting_bonus.amount;
}

/**
 * A guest's account info (spec section 3): uid 0 and nothing else known; balances of zero in the
 * site's default currency. The API answers it for a call without a session, and the server's pages
 * use it for a request without a session cookie rather than ask.
 */
export function guestAccountInfo(locale: LocaleCode, currency: string): AccountInfo {
  return {
    uid: 0,
    reg_time: null,
    login: '',
    fakename: '',
    is_subscribed: false,
    balance_main: toMoneyAmount(0n, currency),
    balance_bonus: toMoneyAmount(0n, currency),
    balance_betting_bonus: toMoneyAmount(0n, currency),
    balance_fun: toMoneyAmount(0n, currency),
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: false,
    country_code: '',
    locale,
    two_factor_auth: false,
    currency,
  };
}

export function isLoggedIn(info: Pick<AccountInfo, 'uid'>): boolean {
  return info.uid > 0;
}

/** General info of spec section 3. */
export type GeneralInfo = z.output<typeof generalInfoSchema>;

/** A contact as account/getprofileinfo shows it (fields=contacts). */
export type Contact = ProfileContacts['email'];

export type PhoneContact = ProfileContacts['phone'];

export type ProfileContacts = NonNullable<z.output<typeof profileInfoSchema>['contacts']>;

/** account/getContactPhoneSettings: the phone field's countries and the one it starts on. */
export type PhoneSettings = z.output<typeof phoneSettingsSchema>;

export type UnsubscribeAnswer = z.output<(typeof accountAnswers)['unsubscribe']>;

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'document_number',
  'country',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
] as const;
export type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

/** getprofileinfo's profile fields: sex is a number (0 when not given), the others text. */
export type ProfileFields = Record<Exclude<ProfileFieldName, 'sex'>, string> & { sex: number };

/** `account/getprofileinfo?fields=contacts,document`: the profile fields, the contacts and the document. */
export type ProfileInfo = ProfileFields &
  Required<Pick<z.output<typeof profileInfoSchema>, 'contacts' | 'document'>>;
