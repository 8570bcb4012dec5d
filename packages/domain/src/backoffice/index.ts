// The back office's contract (issue 15, decision 0034): shared by the server and apps/backoffice.
export * from './adjustments.js';
export * from './audit.js';
export * from './auth.js';
export * from './catalogue.js';
export * from './chat.js';
export * from './content.js';
export * from './kyc.js';
export * from './methods.js';
export * from './money.js';
export * from './permissions.js';
export * from './players.js';
export * from './popups.js';
export * from './roles.js';
export * from './settings.js';
export * from './shared.js';
export * from './transport.js';
export * from './withdrawals.js';
