export * from './definition.js';
export * from './plinko.js';
