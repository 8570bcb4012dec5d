// The ledger: the only code that changes balances (DESIGN "The ledger").
export * from './accounts.js';
export * from './errors.js';
export * from './invariants.js';
export * from './transfer.js';
