export * from './chi-square.js';
export * from './seeds.js';
export * from './stream.js';
export * from './uniform.js';
export * from './verify.js';
