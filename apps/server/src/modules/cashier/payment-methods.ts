import { CURRENCY_CODES } from '@jeton/domain';

/** One way to pay in, with its limits per currency in major units (what the player types). */
export interface PaymentMethodConfig {
  id: number;
  /** card, bank_transfer, ewallet or crypto. */
  sysname: string;
  name: { en: string; fr: string };
  /** The provider that carries it. */
  provider: string;
  limits: Record<string, { min: number; max: number }>;
}

export interface DepositConfig {
  methods: PaymentMethodConfig[];
  /** Amounts offered as one-click choices, per currency, in major units. */
  presets: Record<string, number[]>;
}

const everyCurrency = (min: number, max: number) =>
  Object.fromEntries(CURRENCY_CODES.map((code) => [code, { min, max }]));

/**
 * The deposit configuration the site starts with; the operator overrides it under the setting key
 * `deposit_config`. Every method goes through the sandbox provider until a real one is configured.
 */
export const DEFAULT_DEPOSIT_CONFIG: DepositConfig = {
  methods: [
    {
      id: 1,
      sysname: 'card',
      name: { en: 'Bank card', fr: 'Carte bancaire' },
      provider: 'sandbox',
      limits: everyCurrency(10, 5_000),
    },
    {
      id: 2,
      sysname: 'bank_transfer',
      name: { en: 'Bank transfer', fr: 'Virement bancaire' },
      provider: 'sandbox',
      limits: everyCurrency(50, 20_000),
    },
    {
      id: 3,
      sysname: 'ewallet',
      name: { en: 'E-wallet', fr: 'Portefeuille électronique' },
      provider: 'sandbox',
      limits: everyCurrency(5, 3_000),
    },
    {
      id: 4,
      sysname: 'crypto',
      name: { en: 'Crypto', fr: 'Crypto' },
      provider: 'sandbox',
      limits: { USD: { min: 20, max: 10_000 }, EUR: { min: 20, max: 10_000 } },
    },
  ],
  presets: Object.fromEntries(CURRENCY_CODES.map((code) => [code, [20, 50, 100, 250]])),
};

export const DEPOSIT_CONFIG_KEY = 'deposit_config';
