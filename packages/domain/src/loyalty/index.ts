export * from './characters.js';
export * from './products.js';
export * from './programme.js';
