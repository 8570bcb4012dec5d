export * from './cards.js';
export * from './definition.js';
export * from './rules.js';
export * from './shoe.js';
export * from './strategy.js';
