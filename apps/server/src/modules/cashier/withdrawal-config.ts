import { CURRENCY_CODES } from '@jeton/domain';

/** What a withdrawal method asks the player for, besides the amount. */
export type RequisitesKind =
  /** Nothing: the provider pays back to the card the player deposited with. */
  | 'none'
  /** An IBAN, with the bank chosen from cashier/getbanks. */
  | 'iban'
  /** The e-mail address of the player's e-wallet account. */
  | 'wallet_email'
  /** A crypto wallet address. */
  | 'crypto_address';

/** One way to withdraw, with its limits per currency in major units. */
export interface WithdrawalMethodConfig {
  id: number;
  sysname: string;
  name: { en: string; fr: string };
  provider: string;
  requisites: RequisitesKind;
  limits: Record<string, { min: number; max: number }>;
}

export interface Bank {
  id: string;
  name: string;
  /** The bank's BIC, shown beside its name. */
  bic: string;
}

export interface WithdrawalConfig {
  methods: WithdrawalMethodConfig[];
  banks: Bank[];
  /** At most this many withdrawals (pending or paid) per player per calendar day (UTC). */
  dailyCount: number;
  /** At most this much withdrawn per player per calendar day (UTC), major units, per currency. */
  dailyAmount: Record<string, number>;
  /**
   * A withdrawal above this amount (major units, per currency) needs a verified identity
   * (is_verified); below it a confirmed contact and a complete profile suffice.
   */
  kycThreshold: Record<string, number>;
  /** The page a KYC or contact refusal's button leads to (spec section 8), per refusal. */
  links: { kyc: string; confirmContact: string; profile: string };
}

const everyCurrency = <T>(value: T): Record<string, T> =>
  Object.fromEntries(CURRENCY_CODES.map((code) => [code, value]));

/**
 * The withdrawal configuration the site starts with; the operator overrides it under the setting
 * key `withdrawal_config`.
 */
export const DEFAULT_WITHDRAWAL_CONFIG: WithdrawalConfig = {
  methods: [
    {
      id: 1,
      sysname: 'card',
      name: { en: 'Bank card', fr: 'Carte bancaire' },
      provider: 'sandbox',
      requisites: 'none',
      limits: everyCurrency({ min: 20, max: 5_000 }),
    },
    {
      id: 2,
      sysname: 'bank_transfer',
      name: { en: 'Bank transfer', fr: 'Virement bancaire' },
      provider: 'sandbox',
      requisites: 'iban',
      limits: everyCurrency({ min: 50, max: 20_000 }),
    },
    {
      id: 3,
      sysname: 'ewallet',
      name: { en: 'E-wallet', fr: 'Portefeuille électronique' },
      provider: 'sandbox',
      requisites: 'wallet_email',
      limits: everyCurrency({ min: 10, max: 3_000 }),
    },
    {
      id: 4,
      sysname: 'crypto',
      name: { en: 'Crypto', fr: 'Crypto' },
      provider: 'sandbox',
      requisites: 'crypto_address',
      limits: { USD: { min: 50, max: 10_000 }, EUR: { min: 50, max: 10_000 } },
    },
  ],
  banks: [
    { id: 'bnp', name: 'BNP Paribas', bic: 'BNPAFRPP' },
    { id: 'socgen', name: 'Société Générale', bic: 'SOGEFRPP' },
    { id: 'credit_agricole', name: 'Crédit Agricole', bic: 'AGRIFRPP' },
    { id: 'deutsche', name: 'Deutsche Bank', bic: 'DEUTDEFF' },
    { id: 'ing', name: 'ING', bic: 'INGBNL2A' },
    { id: 'barclays', name: 'Barclays', bic: 'BARCGB22' },
  ],
  dailyCount: 3,
  dailyAmount: everyCurrency(10_000),
  kycThreshold: everyCurrency(2_000),
  links: {
    kyc: '/profile/verification',
    confirmContact: '/profile/settings',
    profile: '/profile/settings',
  },
};

export const WITHDRAWAL_CONFIG_KEY = 'withdrawal_config';
