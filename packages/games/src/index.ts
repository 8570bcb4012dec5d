// The house studio's provably-fair game maths: pure functions, no I/O.
export * from './blackjack/index.js';
export * from './crash/crash.js';
export * from './crash/crash-round.js';
export * from './crash/definition.js';
export * from './dice/definition.js';
export * from './dice/dice.js';
export * from './fairness/index.js';
export * from './keno/index.js';
export * from './mines/index.js';
export * from './plinko/index.js';
export * from './registry/index.js';
export * from './roulette/definition.js';
export * from './roulette/roulette.js';
export * from './sim/rtp.js';
export * from './slot/index.js';
