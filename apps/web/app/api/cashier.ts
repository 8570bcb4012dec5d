import type { MoneyAmount } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The cashier's calls (spec section 7, cashier; account getDepositLimit; campaigns getoffers) with
// the shapes of spec section 3 (deposit state, deposit info, history lists, offers).

export interface DepositMethod {
  id: number;
  /** The method's sysname: the last segment of /cashier/deposit/{sysname}. */
  method: string;
  name: string;
  currencies: string[];
  /** Limits in the player's currency, in major units. */
  min: number;
  max: number;
}

export interface AmountPreset {
  currency: string;
  amount: { value: number }[];
}

export interface DepositSettings {
  currency: string;
  methods: DepositMethod[];
  presets: AmountPreset[];
  /** Currency code to symbol. */
  currencies: Record<string, string>;
}

/** Deposit info (a history item): spec section 3. */
export interface PaymentInfo {
  id: number;
  requisites: string;
  method: string;
  type: string;
  created_at: string;
  updated_at: string;
  amount: MoneyAmount;
  status: string;
  domain: string;
}

export interface CreatedDeposit {
  id: number;
  /** The provider's payment page. */
  redirect_url: string;
  status: string;
}

export interface HistoryPage {
  total: number;
  items: PaymentInfo[];
}

/** The deposit limit of spec section 3; period `none` when the player has not set one. */
export interface DepositLimit {
  available_amount: number | null;
  can_edit: boolean;
  expired_at: string | null;
  limit_amount: number | null;
  period: DepositLimitPeriod;
  /** A looser limit waiting for its 24-hour cooling-off. */
  pending: { limit_amount: number | null; period: DepositLimitPeriod; effective_at: string } | null;
}

export type DepositLimitPeriod = 'none' | 'day' | 'week' | 'month';
export const DEPOSIT_LIMIT_PERIODS: readonly DepositLimitPeriod[] = ['none', 'day', 'week', 'month'];

/** An offer (spec section 3). */
export interface Offer {
  id: number;
  trigger: {
    action: string;
    user_satisfies_params: boolean;
    params?: { exclude_methods?: string[]; first_deposit?: boolean } | null;
  };
  description: { title?: string; text?: string; [key: string]: unknown };
  promotions?: unknown[];
}

/** What a withdrawal method asks for besides the amount: nothing, an IBAN with a bank, an e-wallet email or a crypto address. */
export type RequisitesKind = 'none' | 'iban' | 'wallet_email' | 'crypto_address';

export interface WithdrawMethod {
  id: number;
  method: string;
  name: string;
  requisites: RequisitesKind;
  currencies: string[];
  min: number;
  max: number;
}

export interface WithdrawSettings {
  currency: string;
  /** The main balance: what can be withdrawn. */
  balance: MoneyAmount;
  methods: WithdrawMethod[];
  daily_limits: { count: number; used_count: number; amount: number; used_amount: number };
  kyc_threshold: number;
  is_verified: boolean;
}

export interface Bank {
  id: string;
  name: string;
  bic: string;
}

export function getDepositSettings(options: ApiCallOptions = {}): Promise<DepositSettings> {
  return apiCall('cashier', 'getdepositsettings', {}, options);
}

export function makeDeposit(
  input: { method: string; amount: string; campaign_offer_id?: number },
  options: ApiCallOptions = {},
): Promise<CreatedDeposit> {
  const params: Record<string, unknown> = { method: input.method, amount: input.amount };
  // -1 is the deposit state's "no offer" (spec section 3): it is not sent.
  if (input.campaign_offer_id !== undefined && input.campaign_offer_id >= 0) {
    params.campaign_offer_id = input.campaign_offer_id;
  }
  return apiCall('cashier', 'makedeposit', params, { ...options, httpMethod: 'POST' });
}

export function getDepositInfo(id: string | number, options: ApiCallOptions = {}): Promise<PaymentInfo> {
  return apiCall('cashier', 'getdepositinfo', { id: String(id) }, options);
}

export function getHistory(
  query: { type: 'deposit' | 'withdrawal' | 'all'; offset: number; count: number; statuses?: string },
  options: ApiCallOptions = {},
): Promise<HistoryPage> {
  return apiCall('cashier', 'gethistory', query, options);
}

export function getWithdrawSettings(options: ApiCallOptions = {}): Promise<WithdrawSettings> {
  return apiCall('cashier', 'getwithdrawsettings', {}, options);
}

export function getBanks(options: ApiCallOptions = {}): Promise<{ items: Bank[] }> {
  return apiCall('cashier', 'getbanks', {}, options);
}

export function makeWithdrawal(
  input: { method: string; amount: string; requisites?: string; bank_id?: string },
  options: ApiCallOptions = {},
): Promise<{ id: number; status: string }> {
  return apiCall('cashier', 'makewithdrawal', input, { ...options, httpMethod: 'POST' });
}

export function cancelWithdrawal(id: number, options: ApiCallOptions = {}): Promise<PaymentInfo> {
  return apiCall('cashier', 'cancelwithdrawal', { id }, { ...options, httpMethod: 'POST' });
}

export function getDepositLimit(options: ApiCallOptions = {}): Promise<DepositLimit> {
  return apiCall('account', 'getDepositLimit', {}, options);
}

/** `account/setDepositLimit`: a stricter limit applies at once, a looser one (or none) after 24 hours. */
export function setDepositLimit(
  input: { period: DepositLimitPeriod; amount: string },
  options: ApiCallOptions = {},
): Promise<DepositLimit> {
  return apiCall('account', 'setDepositLimit', input, { ...options, httpMethod: 'POST' });
}

export function getOffers(options: ApiCallOptions = {}): Promise<{ items: Offer[]; total?: number }> {
  return apiCall('campaigns', 'getoffers', { fields: 'trigger,description,promotions', offset: 0 }, options);
}
