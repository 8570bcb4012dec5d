import type { LocaleCode } from '../locale.js';
import { type MoneyAmount, toMoneyAmount } from '../money.js';

/** Account info of spec section 3. A guest has uid 0. */
export interface AccountInfo {
  uid: number;
  reg_time: string | null;
  login: string;
  fakename: string;
  is_subscribed: boolean;
  balance_main: MoneyAmount;
  balance_bonus: MoneyAmount;
  balance_betting_bonus: MoneyAmount;
  balance_fun: MoneyAmount;
  is_on_verification: boolean;
  is_verified: boolean;
  is_kyc_block_enabled: boolean;
  is_registration_completed: boolean;
  country_code: string;
  locale: LocaleCode;
  two_factor_auth: boolean;
  currency: string;
}

export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export interface Balances {
  balance_main: MoneyAmount;
  balance_bonus: MoneyAmount;
  balance_betting_bonus: MoneyAmount;
  balance_fun: MoneyAmount;
}

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
export interface GeneralInfo {
  analytic: Record<string, string>;
  available_currencies: string[];
  available_locales: LocaleCode[];
  default_currency: string;
  is_seon_enabled: boolean;
  domain_state: 'active' | 'maintenance' | 'disabled';
  domain_type: string;
  time_to_force_logout: number;
  is_bonus_isolation_enabled: boolean;
  is_game_history_export_enabled: boolean;
  user_inactivity_cashier_time: number;
  user_inactivity_pp_time: number;
}

export interface Contact {
  value: string;
  is_confirmed: boolean;
  is_subscribed: boolean;
}

export interface PhoneContact extends Contact {
  phone_country_code: string;
}

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
