export * from './definition.js';
export * from './evaluate.js';
export * from './exact.js';
export * from './paylines.js';
export * from './paytable.js';
export * from './reels.js';
export * from './slot.js';
export * from './symbols.js';
