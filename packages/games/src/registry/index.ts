export * from './errors.js';
export * from './house-games.js';
export * from './replay.js';
export * from './types.js';
