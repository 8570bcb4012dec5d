import type { ModuleSeed } from '../../wiring/server-module.js';
import type { AccountStore } from './account-store.js';

/** Reference rates, base to quote; the operator updates them. */
const CURRENCY_RATES: [string, string, string][] = [
  ['EUR', 'USD', '1.0850'],
  ['EUR', 'GBP', '0.8550'],
  ['EUR', 'CAD', '1.4700'],
  ['USD', 'EUR', '0.9217'],
  ['USD', 'GBP', '0.7880'],
  ['USD', 'CAD', '1.3550'],
  ['GBP', 'EUR', '1.1696'],
  ['GBP', 'USD', '1.2690'],
  ['GBP', 'CAD', '1.7190'],
  ['CAD', 'EUR', '0.6803'],
  ['CAD', 'USD', '0.7380'],
  ['CAD', 'GBP', '0.5817'],
];

/** The demo's currency rates. Its players are stories (seed/): they need the cashier and the ledger. */
export const accountSeed = (store: AccountStore): ModuleSeed => ({
  demo: () => store.insertMissingRates(CURRENCY_RATES.map(([base, quote, rate]) => ({ base, quote, rate }))),
});
