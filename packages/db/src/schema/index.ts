export * from './campaigns.js';
export * from './ledger.js';
export * from './payments.js';
export * from './platform.js';
export * from './sessions.js';
export * from './users.js';
