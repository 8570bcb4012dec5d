export * from './definition.js';
export * from './mines.js';
