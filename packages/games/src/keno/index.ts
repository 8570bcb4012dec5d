export * from './definition.js';
export * from './keno.js';
