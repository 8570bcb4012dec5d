export * from './chi-square.js';
export * from './hmac.js';
export * from './seeds.js';
export * from './sha256.js';
export * from './stream.js';
export * from './uniform.js';
export * from './verify.js';
