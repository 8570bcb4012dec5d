export * from './client.js';
export * from './list-sql.js';
export * from './migrate.js';
export * from './retried-transactions.js';
export * as schema from './schema/index.js';
