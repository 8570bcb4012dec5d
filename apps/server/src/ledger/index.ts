// The ledger: the only code that changes balances (DESIGN "The ledger").
export * from './account-history.js';
export * from './account-locks.js';
export * from './accounts.js';
export * from './daily-report.js';
export * from './errors.js';
export * from './held-balances.js';
export * from './invariants.js';
export * from './jackpot-pools.js';
export * from './money-held.js';
export * from './pending-transfers.js';
export * from './player-entries.js';
export * from './real-money-losses.js';
export * from './transfer.js';
export * from './transfer-codes.js';
