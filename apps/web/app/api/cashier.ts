import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The cashier's calls (spec section 7, cashier; account getDepositLimit; campaigns getoffers) with
// the shapes of spec section 3 (deposit state, deposit info, history lists, offers).

export type DepositMethod = DepositSettings['methods'][number];

export type AmountPreset = DepositSettings['presets'][number];

export type DepositSettings = ApiAnswer<'cashier', 'getdepositsettings'>;

/** Deposit info (a history item): spec section 3. */
/** Deposit info (a history item): spec section 3. */
export type PaymentInfo = ApiAnswer<'cashier', 'getdepositinfo'>;

export type CreatedDeposit = ApiAnswer<'cashier', 'makedeposit'>;

export type HistoryPage = ApiAnswer<'cashier', 'gethistory'>;

/** The deposit limit of spec section 3; period `none` when the player has not set one. */
/** The deposit limit of spec section 3; period `none` when the player has not set one. */
export type DepositLimit = ApiAnswer<'account', 'getDepositLimit'>;

export type DepositLimitPeriod = DepositLimit['period'];
export const DEPOSIT_LIMIT_PERIODS: readonly DepositLimitPeriod[] = ['none', 'day', 'week', 'month'];

/** An offer (spec section 3). */
type OfferItem = ApiAnswer<'campaigns', 'getoffers'>['items'][number];
/** An offer (spec section 3) with the trigger and description that getOffers asks for. */
export type Offer = OfferItem & Required<Pick<OfferItem, 'trigger' | 'description'>>;

/** What a withdrawal method asks for besides the amount: nothing, an IBAN with a bank, an e-wallet email or a crypto address. */
export type RequisitesKind = WithdrawMethod['requisites'];

export type WithdrawMethod = WithdrawSettings['methods'][number];

export type WithdrawSettings = ApiAnswer<'cashier', 'getwithdrawsettings'>;

export type Bank = ApiAnswer<'cashier', 'getbanks'>['items'][number];

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

export async function getOffers(options: ApiCallOptions = {}): Promise<{ items: Offer[]; total: number }> {
  const answer = await apiCall(
    'campaigns',
    'getoffers',
    { fields: 'trigger,description,promotions', offset: 0 },
    options,
  );
  // The fields asked for are there.
  return answer as { items: Offer[]; total: number };
}
