// The back office's contract (issue 15, decision 0034): shared by the server and apps/backoffice.
export * from './audit.js';
export * from './auth.js';
export * from './methods.js';
export * from './permissions.js';
export * from './players.js';
export * from './roles.js';
export * from './shared.js';
export * from './transport.js';
export * from './withdrawals.js';
